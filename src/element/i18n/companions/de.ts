import { numbersIn } from '../numbers.js';
import type { CompanionWords } from './en.js';

const { number } = numbersIn('de');

const words: CompanionWords = {
  comma: ', ',
  number,
  moveList: {
    noGame: 'Keine Partie zum Auflisten.',
    noMoves: 'Noch keine Züge.',
    list: 'Züge',
    start: 'Start',
  },
  status: {
    noGame: 'Keine Partie.',
    player: 'Spieler',
    prisoners: 'Gefangene',
    score: 'Punkte',
    toPlay: 'am Zug',
    result: (result) => `${result}.`,
    over: 'Partie beendet.',
    overAfterPasses: 'Partie beendet nach zweimal Passen hintereinander.',
  },
};

export default words;
