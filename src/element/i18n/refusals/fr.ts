import type { RefusalWords } from './words.js';

const words: RefusalWords = {
  go: 'Go',
  said: (ruleSet, reason) => `${ruleSet}\u00a0: ${reason}`,
  reasons: {
    ERR_MOVE_SYNTAX: 'ce n’est pas un coup',
    ERR_OFF_BOARD: 'cette intersection n’est pas sur le goban',
    ERR_MOVE_KIND: 'ces règles n’ont pas ce genre de coup',
    ERR_GAME_OVER: 'la partie est terminée',
    ERR_OCCUPIED: 'cette intersection est déjà occupée',
    ERR_SUICIDE: 'le suicide est interdit\u00a0: la pierre et son groupe n’auraient plus de liberté',
    ERR_KO: 'on ne reprend pas le ko tout de suite\u00a0; jouez d’abord ailleurs',
    ERR_SUPERKO: 'ce coup répéterait une position antérieure (superko)',
    ERR_PASS_FORBIDDEN: 'on ne passe pas\u00a0; posez une pierre ou rendez un prisonnier',
    ERR_NO_PRISONER: 'vous n’avez aucun prisonnier à rendre',
    ERR_STOICAL_CAPTURE: 'pas de capture juste après une capture de l’adversaire\u00a0; jouez un coup qui ne capture rien, ou passez',
    ERR_DISTURBING_CAPTURE: 'cette capture perturbatrice ne peut pas répondre à celle de l’adversaire\u00a0; jouez d’abord autre chose',
    ERR_KO_RESTRICTION: 'après deux captures de suite, une par joueur, cette pierre doit respecter la restriction de ko de ces règles',
    ERR_TILE_LIMIT: 'cette pierre a besoin d’une nouvelle tuile, mais l’intersection en porte déjà le maximum',
    ERR_NO_TRUE_LIBERTY: 'chaque groupe doit garder une vraie liberté',
    ERR_MARKED_POINT: 'on ne joue pas sur une intersection où se trouve une pierre marquée',
    ERR_NO_LIBERTY: 'ce coup laisserait un autre de vos groupes sans liberté',
  },
};

export default words;
