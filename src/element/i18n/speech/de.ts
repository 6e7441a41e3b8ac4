import type { SpeechWords } from './en.js';

const words: SpeechWords = {
  started: (move, total) =>
    total === null ? `Automatisches Abspielen ab Zug ${move} gestartet` : `Automatisches Abspielen ab Zug ${move} von ${total} gestartet; Züge werden nicht vorgelesen: L sagt den letzten`,
  paused: (move, total) => (total === null ? `Automatisches Abspielen bei Zug ${move} angehalten` : `Automatisches Abspielen bei Zug ${move} von ${total} angehalten`),
};

export default words;
