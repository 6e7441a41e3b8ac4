import { numbersIn } from '../numbers.js';

const { number } = numbersIn('de');
import type { CompanionWords } from './en.js';

const words: CompanionWords = {
  player: { black: 'Schwarz', white: 'Weiß' },
  comma: ', ',
  number,
  moveList: {
    noGame: 'Keine Partie zum Auflisten.',
    noMoves: 'Noch keine Züge.',
    list: 'Züge',
    start: 'Start',
    pass: 'Passen',
    return: 'Rückgabe',
    ghost: (point) => `Geisterstein ${point}`,
  },
  status: {
    noGame: 'Keine Partie.',
    player: 'Spieler',
    prisoners: 'Gefangene',
    score: 'Punkte',
    toPlay: 'am Zug',
    result: (summary) => `${summary}.`,
    over: 'Partie beendet.',
    overAfterPasses: 'Partie beendet nach zweimal Passen hintereinander.',
  },
};

export default words;
