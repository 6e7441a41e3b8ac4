import type { MovesWords } from './en.js';
import { numbersIn } from '../../numbers.js';

const { count, number } = numbersIn('de');

const words: MovesWords = {
  toPlay: (player) => `${player} am Zug`,
  stone: (player, point) => `${player} ${point}`,
  ghost: (player, point) => `${player} Geisterstein ${point}`,
  pass: (player) => `${player} passt`,
  return: (player) => `${player} gibt einen Gefangenen zurück`,
  named: { pass: 'Passen', return: 'Rückgabe', ghost: (point) => `Geisterstein ${point}` },
  tile: 'Kachel gelegt',
  captures: (stones, ghosts) => `schlägt ${[stones ? count(stones, 'Stein', 'Steine') : '', ghosts ? count(ghosts, 'Geisterstein', 'Geistersteine') : ''].filter(Boolean).join(' und ')}`,
  flips: (stones) => `dreht ${count(stones, 'Stein', 'Steine')} um`,
  marks: (stones) => `markiert ${count(stones, 'Stein', 'Steine')}`,
  illegal: (rule) => `regelwidriger Zug: ${rule}`,
  move: (move, effects) => [move, ...effects].join(', '),
  gameOver: (result, score) => `Partie beendet: ${result}${score ? ` (Schwarz ${number(score.black)}, Weiß ${number(score.white)})` : ''}`,
  sentences: (sentences) => sentences.join('. '),
};

export default words;
