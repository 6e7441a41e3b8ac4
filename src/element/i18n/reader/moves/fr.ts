import type { MovesWords } from './en.js';
import { numbersIn } from '../../numbers.js';

const { count, number } = numbersIn('fr');

const words: MovesWords = {
  toPlay: (player) => `${player} joue`,
  stone: (player, point) => `${player} ${point}`,
  ghost: (player, point) => `${player} fantôme ${point}`,
  pass: (player) => `${player} passe`,
  return: (player) => `${player} rend un prisonnier`,
  named: { pass: 'Passe', return: 'Rendre', ghost: (point) => `Fantôme ${point}` },
  tile: 'tuile posée',
  captures: (stones, ghosts) => `capture ${[stones ? count(stones, 'pierre', 'pierres') : '', ghosts ? count(ghosts, 'fantôme', 'fantômes') : ''].filter(Boolean).join(' et ')}`,
  flips: (stones) => `retourne ${count(stones, 'pierre', 'pierres')}`,
  marks: (stones) => `marque ${count(stones, 'pierre', 'pierres')}`,
  illegal: (rule) => `coup illégal\u00a0: ${rule}`,
  move: (move, effects) => [move, ...effects].join(', '),
  gameOver: (result, score) => `Partie terminée\u00a0: ${result}${score ? ` (Noir ${number(score.black)}, Blanc ${number(score.white)})` : ''}`,
  sentences: (sentences) => sentences.join('. '),
};

export default words;
