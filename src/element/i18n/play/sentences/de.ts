import type { PlaySentencesWords } from './en.js';

const words: PlaySentencesWords = {
  ghostAt: (point) => `Geisterstein auf ${point}`,
  refused: (move, reason) => `${move}: nicht erlaubt. ${reason}`,
  resumed: (result) => `Die Partie geht weiter, nachdem sie durch zweimaliges Passen beendet war (${result}).`,
  replaced: (count, after) => (count === 1 ? `Der Zug nach Zug ${after} wurde ersetzt.` : `Die ${count} Züge nach Zug ${after} wurden ersetzt.`),
  ghostOn: (player) => `Geisterstein an: der nächste Zug von ${player} ist ein Geisterstein`,
  ghostOff: (player) => `Geisterstein aus: der nächste Zug von ${player} ist ein Stein`,
  tookBack: (move) => (move === null ? 'Letzten Zug zurückgenommen' : `Zurückgenommen: ${move}`),
};

export default words;
