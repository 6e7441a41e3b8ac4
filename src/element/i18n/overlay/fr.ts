import type { OverlaySectionWords } from './en.js';

const words: OverlaySectionWords = {
  kinds: {
    refused: { name: 'interdit', sentence: 'le joueur au trait ne peut pas poser de pierre ici maintenant.' },
    ko: { name: 'ko', sentence: 'l’intersection que la règle du ko interdit maintenant.' },
    atari: { name: 'atari', sentence: 'un groupe à qui il ne reste qu’une liberté.' },
    'false-liberty': { name: 'fausse liberté', sentence: 'une intersection vide voisine des deux couleurs et d’aucune intersection vide.' },
    'no-true-liberty': { name: 'sans vraie liberté', sentence: 'un groupe à qui il ne reste aucune vraie liberté.' },
    'capture-forbidden': { name: 'capture interdite', sentence: 'une pierre posée ici capturerait, ce qui est interdit à ce coup.' },
    'disturbing-capture': { name: 'capture perturbatrice', sentence: 'une capture ici serait perturbatrice\u00a0; entourée quand elle est de la sorte stricte.' },
    'refusal-area': {
      name: 'interdit à cause de',
      sentence: 'ce que la règle examine\u00a0: le groupe, les pierres ou la zone qui font interdire une pierre sur l’intersection visée.',
    },
    estate: { name: 'propriété', sentence: 'ce que ferait une pierre posée ici\u00a0: trait plein si elle est admise, pointillé sinon.' },
    incursion: { name: 'incursion', sentence: 'une pierre posée ici par le joueur au trait serait une incursion.' },
    'tile-needed': { name: 'tuile nécessaire', sentence: 'une pierre posée ici aurait besoin d’une tuile.' },
    'ghost-liberty': { name: 'liberté de fantôme', sentence: 'une liberté qu’un fantôme garde pour un groupe.' },
    region: { name: 'région', sentence: 'intersections entourées de pierres marquées, teintées de la couleur de leur propriétaire, en pointillé si neutres.' },
  },
  refusals: {
    ERR_MOVE_SYNTAX: 'pas un coup',
    ERR_OFF_BOARD: 'hors du goban',
    ERR_MOVE_KIND: 'coup absent de ces règles',
    ERR_GAME_OVER: 'partie terminée',
    ERR_OCCUPIED: 'occupée',
    ERR_SUICIDE: 'suicide',
    ERR_KO: 'ko',
    ERR_SUPERKO: 'superko',
    ERR_PASS_FORBIDDEN: 'on ne passe pas',
    ERR_NO_PRISONER: 'aucun prisonnier à rendre',
    ERR_STOICAL_CAPTURE: 'pas de capture juste après une capture',
    ERR_DISTURBING_CAPTURE: 'capture perturbatrice',
    ERR_KO_RESTRICTION: 'restriction de ko',
    ERR_TILE_LIMIT: 'maximum de tuiles',
    ERR_NO_TRUE_LIBERTY: 'sans vraie liberté',
    ERR_MARKED_POINT: 'intersection marquée',
    ERR_NO_LIBERTY: 'sans liberté',
  },
  colon: '\u00a0: ',
  comma: ', ',
  toggle: 'Aide aux règles',
  key: 'Légende de l’aide aux règles',
};

export default words;
