import { numbersIn } from '../numbers.js';
import type { CompanionWords } from './en.js';

const { number } = numbersIn('fr');

const words: CompanionWords = {
  comma: ', ',
  number,
  moveList: {
    noGame: 'Aucune partie à lister.',
    noMoves: 'Aucun coup pour l’instant.',
    list: 'Coups',
    start: 'Début',
  },
  status: {
    noGame: 'Aucune partie.',
    player: 'Joueur',
    prisoners: 'Prisonniers',
    score: 'Score',
    toPlay: 'à jouer',
    result: (result) => `${result}.`,
    over: 'Partie terminée.',
    overAfterPasses: 'Partie terminée\u00a0: les deux joueurs ont passé.',
  },
};

export default words;
