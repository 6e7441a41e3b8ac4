import type { SpeechWords } from './en.js';

const words: SpeechWords = {
  started: (move, total) => (total === null ? `${move}手目から自動再生を始めました` : `${move}手目（全${total}手）から自動再生を始めました。着手は読み上げません。最新の手はLキーで聞けます`),
  paused: (move, total) => (total === null ? `${move}手目で自動再生を一時停止しました` : `${move}手目（全${total}手）で自動再生を一時停止しました`),
};

export default words;
