import type { ToolsWords } from './en.js';

const words: ToolsWords = {
  toolbar: 'Bearbeitungswerkzeuge',
  names: {
    alternate: 'Abwechselnd',
    black: 'Schwarzer Stein',
    white: 'Weißer Stein',
    erase: 'Löschen',
    tile: 'Kachel',
    ghost: 'Geisterstein',
    marked: 'Markierter Stein',
    triangle: 'Dreieck',
    square: 'Quadrat',
    circle: 'Kreis',
    cross: 'Kreuz',
    letter: 'Buchstabe',
    number: 'Zahl',
    crop: 'Zuschneiden',
  },
  chosen: (name) => `Werkzeug: ${name}`,
};

export default words;
