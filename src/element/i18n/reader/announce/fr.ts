import type { AnnounceWords } from './en.js';

const words: AnnounceWords = {
  step: (move, total) => (total === null ? `Coup ${move}` : `Coup ${move} sur ${total}`),
  start: (step) => `Début de la partie, ${step.toLowerCase()}`,
  stepMove: (step, move) => `${step}\u00a0: ${move}`,
  variations: (count) => `${count} variantes`,
  comment: 'Commentaire',
  showing: (from, to) => `de ${from} à ${to}`,
  board: (ruleSet, width, height) => `Goban de ${ruleSet}, ${width} sur ${height}`,
  boardMove: (move, total) => `coup ${move} sur ${total}`,
  lastMove: (move, illegal) => `dernier coup ${move}${illegal ? ', illégal' : ''}`,
  variation: (label, count) => `variante ${label} sur ${count}`,
  follow: (count) => `${count} variantes suivent`,
  gameOver: 'partie terminée',
  overlayOn: 'aide aux règles activée',
  label: (parts) => parts.join(', '),
  autoplayEnded: 'Lecture automatique terminée',
  autoplayPaused: 'Lecture automatique en pause',
  ghostOff: 'Fantôme désactivé',
  verbosity: (brief) => (brief ? 'Annonces brèves' : 'Annonces complètes'),
};

export default words;
