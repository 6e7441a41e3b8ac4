import type { ControlsWords } from './en.js';

const words: ControlsWords = {
  slider: 'Zug',
  sliderValue: (move, total) => `Zug ${move} von ${total}`,
  steps: 'Züge',
  first: 'Erster Zug',
  previous: 'Vorheriger Zug',
  autoplay: 'Züge abspielen',
  pause: 'Pause',
  next: 'Nächster Zug',
  last: 'Letzter Zug',
  counter: (move, total) => `Zug ${move} / ${total}`,
  fullScreen: 'Vollbild',
  leaveFullScreen: 'Vollbild beenden',
  briefAnnouncements: 'Kurze Ansagen',
};

export default words;
