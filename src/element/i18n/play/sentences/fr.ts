import type { PlaySentencesWords } from './en.js';

const words: PlaySentencesWords = {
  ghostAt: (point) => `Fantôme en ${point}`,
  refused: (move, reason) => `${move}\u00a0: non permis. ${reason}`,
  resumed: (result) => `La partie reprend après sa fin par deux passes (${result}).`,
  replaced: (count, after) => (count === 1 ? `Le coup suivant le coup ${after} a été remplacé.` : `Les ${count} coups suivant le coup ${after} ont été remplacés.`),
  ghostOn: (player) => `Fantôme activé\u00a0: le prochain coup de ${player} est un fantôme`,
  ghostOff: (player) => `Fantôme désactivé\u00a0: le prochain coup de ${player} est une pierre`,
  tookBack: (move) => (move === null ? 'Dernier coup annulé' : `Coup annulé\u00a0: ${move}`),
};

export default words;
