import type { ControlsWords } from './en.js';

const words: ControlsWords = {
  slider: 'Coup',
  sliderValue: (move, total) => `Coup ${move} sur ${total}`,
  steps: 'Coups',
  first: 'Premier coup',
  previous: 'Coup précédent',
  autoplay: 'Jouer les coups',
  pause: 'Pause',
  next: 'Coup suivant',
  last: 'Dernier coup',
  counter: (move, total) => `Coup ${move} / ${total}`,
  fullScreen: 'Plein écran',
  leaveFullScreen: 'Quitter le plein écran',
  briefAnnouncements: 'Annonces brèves',
};

export default words;
