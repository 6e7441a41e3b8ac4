import type { VerdictWords } from './en.js';

// A move is named in the nominative, as every sentence below takes it.
const words: VerdictWords = {
  task: (player) => `${player} am Zug: Welcher Zug ist richtig?`,
  right: 'Richtig',
  wrong: 'Falsch',
  solved: 'Gelöst',
  said: {
    solved: 'Richtig: gelöst',
    wrong: (why) => `Falsch: ${why}`,
    waysOn: 'Nochmal versuchen oder die Lösung zeigen',
    nextAvailable: 'Nächste Aufgabe verfügbar',
    inAnswer: (move) => `${move} als Antwort`,
    backToStart: 'Zurück zum Anfang',
    over: 'Die Aufgabe ist beendet: „Nochmal“ beginnt sie von vorn',
    noVariation: 'Keine Variante der Lösung spielt dort: eine Variante wählen oder zurück zur Aufgabe',
  },
  move: {
    pass: 'Passen',
    return: 'die Rückgabe eines Gefangenen',
    ghost: (point) => `der Geisterstein auf ${point}`,
  },
  reply: {
    answers: (player, point) => `${player} antwortet mit ${point}`,
    ghost: (player, point) => `${player} antwortet mit einem Geisterstein auf ${point}`,
    passes: (player) => `${player} passt`,
    returns: (player) => `${player} gibt einen Gefangenen zurück`,
  },
  why: {
    notInSolution: (move) => `${move} steht nicht in der Lösung`,
    markedWrong: (move) => `${move} ist laut Lösung falsch`,
    refuted: (reply, move) => `${reply}: ${move} ist damit widerlegt`,
    saidRefuted: (move) => `${move} ist damit widerlegt`,
    lineWrong: (reply) => `${reply}: Laut Lösung ist diese Zugfolge falsch`,
    saidLineWrong: 'laut Lösung ist diese Zugfolge falsch',
    quote: (comment) => `Die Lösung sagt: „${comment}“`,
  },
  hint: {
    move: (move) => `Tipp: ${move}.`,
    pass: 'Passen',
    return: 'einen Gefangenen zurückgeben',
    ghost: (point) => `ein Geisterstein auf ${point}`,
    over: 'Erst nochmal beginnen: Der Tipp zeigt den Weg aus der Stellung der Aufgabe.',
    none: 'Hier gibt es keinen Tipp: Die Lösung hat aus dieser Stellung keinen richtigen Zug.',
  },
  showSolution: 'Lösung zeigen',
};

export default words;
