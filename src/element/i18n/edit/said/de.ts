import type { PointState } from '../../../../engine/types.js';
import type { SaidWords } from './en.js';

const who = (color: 'black' | 'white'): string => (color === 'black' ? 'Schwarz' : 'Weiß');
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Was auf einem Punkt steht: „schwarzer Stein auf 2 Kacheln“, „weißer Geisterstein“, „leer“. */
function contents({ color, ghost, marked, tiles }: PointState): string {
  const onTiles = tiles > 0 ? count(tiles, 'Kachel', 'Kacheln') : '';
  if (!color) return onTiles ? `leer, ${onTiles}` : 'leer';
  const piece = `${marked ? 'markierter ' : ''}${color === 'black' ? 'schwarzer' : 'weißer'} ${ghost ? 'Geisterstein' : 'Stein'}`;
  return onTiles ? `${piece} auf ${onTiles}` : piece;
}

const words: SaidWords = {
  players: { black: 'Schwarz', white: 'Weiß' },
  go: 'Go',
  move: ({ move, color, captured, capturedGhosts = 0, flipped, marked, tile }) => {
    const what =
      move === 'pass'
        ? `${who(color)} passt`
        : move === 'return'
          ? `${who(color)} gibt einen Gefangenen zurück`
          : move.startsWith('ghost:')
            ? `${who(color)} Geisterstein ${move.slice(6)}`
            : `${who(color)} ${move}`;
    const stones = captured.length - capturedGhosts;
    const captives = [stones ? count(stones, 'Stein', 'Steine') : '', capturedGhosts ? count(capturedGhosts, 'Geisterstein', 'Geistersteine') : ''].filter(Boolean).join(' und ');
    const effects = [
      tile ? 'Kachel gelegt' : '',
      captives ? `schlägt ${captives}` : '',
      flipped.length ? `dreht ${count(flipped.length, 'Stein', 'Steine')} um` : '',
      marked.length ? `markiert ${count(marked.length, 'Stein', 'Steine')}` : '',
    ];
    return [what, ...effects].filter(Boolean).join(', ');
  },
  placed: (state, point) => `${point}: ${contents(state)}`,
  erased: (point) => `${point} gelöscht`,
  mark: (mark, point, removed) => `${mark} auf ${point}${removed ? ' entfernt' : ''}`,
  label: (label, point) => `Beschriftung ${label} auf ${point}`,
  unlabelled: (point) => `Beschriftung auf ${point} entfernt`,
  cropFrom: (point) => `Zuschnitt ab ${point}: Wählen Sie die gegenüberliegende Ecke`,
  cropHint: 'Zuschnitt: Wählen Sie die gegenüberliegende Ecke (Esc bricht ab).',
  cropCancelled: 'Zuschnitt abgebrochen',
  cropped: (from, to) => `Zugeschnitten auf ${from} bis ${to}`,
  board: ({ variant, width, height, crop, moveNumber, toPlay, tool }) =>
    `${variant}, Brett ${width} × ${height}${crop ? `, zugeschnitten auf ${crop[0]} bis ${crop[1]}` : ''}, Zug ${moveNumber}, ${who(toPlay)} am Zug, Werkzeug: ${tool}`,
  sentences: (said) => said.map((text, i) => (i < said.length - 1 && !/[.!?]$/.test(text) ? `${text}.` : text)).join(' '),
};

export default words;
