import type { SpeechWords } from './en.js';

const words: SpeechWords = {
  started: (move, total) =>
    total === null ? `Lecture automatique lancée au coup ${move}` : `Lecture automatique lancée au coup ${move} sur ${total}\u00a0; les coups ne sont pas lus\u00a0: appuyez sur L pour le dernier`,
  paused: (move, total) => (total === null ? `Lecture automatique en pause au coup ${move}` : `Lecture automatique en pause au coup ${move} sur ${total}`),
};

export default words;
