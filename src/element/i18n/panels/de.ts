import { numbersIn } from '../numbers.js';
import type { PanelWords } from './en.js';

const { number } = numbersIn('de');

const words: PanelWords = {
  comma: ', ',
  info: {
    player: (player, name) => `${player}: ${name}`,
    unknown: 'unbekannt',
    result: (result) => `Ergebnis: ${result}`,
    separator: ' · ',
  },
  result: {
    draw: 'Unentschieden',
    void: 'Kein Ergebnis',
    unknown: 'Ergebnis unbekannt',
    won: (player) => `${player} gewinnt`,
    resignation: (player) => `${player} gewinnt durch Aufgabe`,
    time: (player) => `${player} gewinnt durch Zeitüberschreitung`,
    forfeit: (player) => `${player} gewinnt kampflos`,
    points: (player, points) => `${player} gewinnt mit ${number(points)} ${points === 1 ? 'Punkt' : 'Punkten'}`,
    other: (player, how) => `${player} gewinnt (${how})`,
  },
  comment: {
    more: 'Mehr zeigen',
    moreOf: ' vom Kommentar',
    left: (chars) => `(noch ${number(chars)} Zeichen)`,
  },
  variations: {
    group: 'Varianten',
    label: 'Varianten:',
    noMove: '(kein Zug)',
    next: 'nächster Zug dieser Folge',
  },
  exports: {
    group: 'Herunterladen',
    label: 'Herunterladen:',
    formats: { sgf: 'SGF', diagram: 'Diagramm', svg: 'SVG', png: 'PNG' },
    download: (format) => `${format} herunterladen`,
    downloading: (file) => `${file} wird heruntergeladen`,
  },
};

export default words;
