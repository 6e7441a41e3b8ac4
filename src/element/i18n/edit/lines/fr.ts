import type { LinesWords } from './en.js';

const words: LinesWords = {
  lines: 'Séquences',
  caption: 'Séquences\u00a0:',
  start: 'Début',
  back: 'Reculer',
  forward: 'Avancer',
  nextVariation: 'Variante suivante',
  takeOut: 'Retirer le coup',
  mainLine: 'Rendre principale',
  verdicts: 'Verdict sur la séquence jusqu’à ce coup, pour un problème',
  verdictCaption: 'Pour un problème, verdict de la séquence\u00a0:',
  right: 'Correct',
  wrong: 'Échec',
  setup: 'Position de départ',
  variation: (n, of) => `variante ${n} sur ${of}`,
  marked: (verdict) => `marquée «\u00a0${verdict === 'right' ? 'correct' : 'échec'}\u00a0»`,
  end: 'fin de la séquence',
  next: (moves) => (moves === 1 ? '1 coup suivant' : `${moves} coups suivants`),
  place: (pieces) => pieces.join(', '),
  takenOut: (place) => `Coup retiré. ${place}`,
  madeMain: (place) => `Séquence principale. ${place}`,
  judged: (verdict) => `Séquence marquée «\u00a0${verdict === 'right' ? 'correct' : 'échec'}\u00a0»`,
  unjudged: 'Verdict retiré',
};

export default words;
