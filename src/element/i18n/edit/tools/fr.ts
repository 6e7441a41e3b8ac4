import type { ToolsWords } from './en.js';

const words: ToolsWords = {
  toolbar: 'Outils d’édition',
  names: {
    alternate: 'Alterner',
    black: 'Pierre noire',
    white: 'Pierre blanche',
    erase: 'Effacer',
    tile: 'Tuile',
    ghost: 'Fantôme',
    marked: 'Pierre marquée',
    triangle: 'Triangle',
    square: 'Carré',
    circle: 'Cercle',
    cross: 'Croix',
    letter: 'Lettre',
    number: 'Numéro',
    crop: 'Recadrer',
  },
  chosen: (name) => `Outil\u00a0: ${name.toLowerCase()}`,
};

export default words;
