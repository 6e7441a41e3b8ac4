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
  verdictCaption: 'Pour un problème, cette séquence est',
  right: 'Juste',
  wrong: 'Fausse',
  setup: 'Position de départ',
  variation: (n, of) => `variante ${n} sur ${of}`,
  marked: (verdict) => `marquée ${verdict === 'right' ? 'juste' : 'fausse'}`,
  end: 'fin de la séquence',
  next: (moves) => (moves === 1 ? '1 coup suivant' : `${moves} coups suivants`),
  place: (pieces) => pieces.join(', '),
  takenOut: (place) => `Coup retiré. ${place}`,
  madeMain: (place) => `Séquence principale. ${place}`,
  judged: (verdict) => `Séquence marquée ${verdict === 'right' ? 'juste' : 'fausse'}`,
  unjudged: 'Verdict retiré',
};

export default words;
