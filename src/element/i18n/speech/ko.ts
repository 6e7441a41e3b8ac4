import type { SpeechWords } from './en.js';

const words: SpeechWords = {
  started: (move, total) => (total === null ? `${move}수째부터 자동 재생을 시작했습니다` : `${total}수 중 ${move}수째부터 자동 재생을 시작했습니다. 수는 읽지 않습니다. 마지막 수는 L 키로 들을 수 있습니다`),
  paused: (move, total) => (total === null ? `${move}수째에서 자동 재생 일시 정지` : `${total}수 중 ${move}수째에서 자동 재생 일시 정지`),
};

export default words;
