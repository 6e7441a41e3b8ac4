import { numbersIn } from '../numbers.js';

const { number } = numbersIn('fr');
import type { CompanionWords } from './en.js';

const words: CompanionWords = {
  player: { black: 'Noir', white: 'Blanc' },
  comma: ', ',
  number,
  moveList: {
    noGame: 'Aucune partie à lister.',
    noMoves: 'Aucun coup pour l’instant.',
    list: 'Coups',
    start: 'Début',
    pass: 'Passe',
    return: 'Rendre',
    ghost: (point) => `Fantôme ${point}`,
  },
  status: {
    noGame: 'Aucune partie.',
    player: 'Joueur',
    prisoners: 'Prisonniers',
    score: 'Score',
    toPlay: 'à jouer',
    result: (summary) => `${summary}.`,
    over: 'Partie terminée.',
    overAfterPasses: 'Partie terminée\u00a0: les deux joueurs ont passé.',
  },
};

export default words;
