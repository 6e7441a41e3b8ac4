import { numbersIn } from '../numbers.js';
import type { PanelWords } from './en.js';

const { number } = numbersIn('fr');

// French sets a no-break space before ":" and groups digits with a narrow one; a count under 2 is singular.
const words: PanelWords = {
  comma: ', ',
  info: {
    player: (player, name) => `${player}\u00a0: ${name}`,
    unknown: 'inconnu',
    result: (result) => `Résultat\u00a0: ${result}`,
    separator: ' · ',
  },
  result: {
    draw: 'Partie nulle',
    void: 'Sans résultat',
    unknown: 'Résultat inconnu',
    won: (player) => `${player} gagne`,
    resignation: (player) => `${player} gagne par abandon`,
    time: (player) => `${player} gagne au temps`,
    forfeit: (player) => `${player} gagne par forfait`,
    points: (player, points) => `${player} gagne de ${number(points)} ${points < 2 ? 'point' : 'points'}`,
    other: (player, how) => `${player} gagne (${how})`,
  },
  comment: {
    more: 'Afficher la suite',
    moreOf: ' du commentaire',
    left: (chars) => `(${number(chars)} ${chars < 2 ? 'caractère restant' : 'caractères restants'})`,
  },
  variations: {
    group: 'Variantes',
    label: 'Variantes\u00a0:',
    noMove: '(aucun coup)',
    next: 'suite de cette séquence',
  },
  exports: {
    group: 'Télécharger',
    label: 'Télécharger\u00a0:',
    formats: { sgf: 'SGF', diagram: 'Diagramme', svg: 'SVG', png: 'PNG' },
    download: (format) => `Télécharger ${format}`,
    downloading: (file) => `Téléchargement de ${file}`,
  },
};

export default words;
