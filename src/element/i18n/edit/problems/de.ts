import type { LineMove } from '../../../../editor/document.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';
import type { CauseFacts, ProblemsWords } from './en.js';

/** Ein Zug einer Zugfolge: „Zug 3 (D4) einer Variante“. */
const lineMove = ({ number, move, variation }: LineMove): string => `Zug ${number}${move ? ` (${move})` : ''}${variation ? ' einer Variante' : ''}`;
const list = (points: readonly string[]): string => points.join(', ');
const lineName = (variation: boolean): string => (variation ? 'Eine Variante' : 'Die Hauptvariante');
const LEFT_OUT = ': Ihre Züge ab dort wurden weggelassen.';

/** Warum die Engine eine Brettgröße, ein Komi, eine Regeleinstellung oder eine Ausgangsstellung ablehnt, je Code (ein abgelehnter Zug wird mit dem Satz der Regeln gesagt, reader/rules/). */
const RULES: Record<string, (facts: CauseFacts) => string> = {
  ERR_SIZE: () => 'diese Brettgröße ist nicht erlaubt',
  ERR_KOMI: () => 'dieses Komi ist nicht erlaubt',
  ERR_OPTION: () => 'diese Regeleinstellung ist nicht erlaubt',
  ERR_SETUP: ({ point }) => (point ? `die Stellung auf ${point} ist nach diesen Regeln nicht erlaubt` : 'diese Ausgangsstellung ist nach diesen Regeln nicht erlaubt'),
  ERR_VARIANT_NOT_LOADED: () => 'die Regeln sind noch nicht geladen',
  ERR_VARIANT: () => 'unbekannte Regeln',
  ERR_SGF_POINT: () => 'der Zug der Partie steht auf keinem Punkt des Bretts',
};

/** Die Hinweise beim Lesen einer Partie, je Code: was das Lesen getan hat. */
const NOTES: Record<SgfGameWarningCode, string> = {
  WARN_SGF_KOMI_SCALED: 'Das Komi ist nach Art von Fox geschrieben (mal 100) und wurde durch 100 geteilt gelesen',
  WARN_SGF_KOMI_IGNORED: 'Diese Regeln erlauben dieses Komi nicht, das voreingestellte Komi wird verwendet',
  WARN_SGF_IGNORED_VALUE: 'Ein unbrauchbarer Wert wurde übergangen',
  WARN_SGF_SIZE_COMPOSED: 'Die Größe eines quadratischen Bretts ist als „19:19“ geschrieben und wurde als Seitenlänge gelesen',
  WARN_SGF_MIXED_NODE: 'Ein Knoten enthält gesetzte Steine und einen Zug oder Züge beider Farben, angewandt in der Reihenfolge gesetzte Steine, Schwarz, Weiß',
  WARN_SGF_RULES_UNKNOWN: 'RU nennt hier unbekannte Regeln, die Partie wird als Go gelesen',
  WARN_SGF_RULES_GUESSED: 'Der Name der Regeln wurde nur an seinem Anfang erkannt',
  WARN_SGF_VARIANT_MISMATCH: 'Die Partie nennt zwei verschiedene Regeln (ZVR und RU, oder das Brett und ZVR); die Wahl des Bretts gilt, dann ZVR',
  WARN_SGF_PASS_AS_RETURN: 'Ein leerer Zug wurde als Rückgabe eines Gefangenen gelesen (diese Regeln kennen kein Passen)',
  WARN_SGF_SNAPSHOT_MISMATCH: 'Die in der Partie geschriebene Stellung (ZVG, ZVM, ZVT) weicht von der der Regeln ab, die gezeigt wird',
};

const words: ProblemsWords = {
  cause: ({ code }, facts) => (RULES[code] ? `${facts.variant}: ${RULES[code](facts)}` : `Problem in der Partie oder den Regeln (${code})`),

  notAPoint: (point, width, height) => `${point} ist kein Punkt dieses ${width}×${height}-Bretts.`,
  notForVariant: (tool, variant) => `Das Werkzeug „${tool}“ gibt es bei ${variant} nicht.`,
  noStone: (point, tool) =>
    `Auf ${point} steht kein Stein: Das Werkzeug „${tool === 'ghost' ? 'Geisterstein' : 'Markierter Stein'}“ macht einen Stein zum ${tool === 'ghost' ? 'Geisterstein' : 'markierten Stein'} und zurück.`,
  moved: (point, tool) => `Die Züge haben ${point} verändert: Das Werkzeug „${tool}“ ändert die Stellung vor dem ersten Zug; nehmen Sie zuerst die Züge zurück, die ${point} betreffen.`,
  breaksMove: (line, reason) => `Diese Änderung würde ${lineMove(line)} regelwidrig machen: ${reason}`,
  noLetter: 'Alle Buchstaben von a bis z beschriften schon einen Punkt: Entfernen Sie zuerst einen, oder nehmen Sie Zahlen.',
  cropNotOnBoard: (from, to, width, height) => `Der Zuschnitt von ${from} bis ${to} liegt nicht auf diesem ${width}×${height}-Brett: Beide Ecken müssen Punkte des Bretts sein.`,
  noMove: 'Gezeigt wird die Ausgangsstellung, kein Zug: Zeigen Sie zuerst einen Zug.',
  notAnEdit: (code) => `Diese Änderung ist nicht möglich (${code}).`,
  notOpened: (reason) => `Der Editor kann diese Partie nicht öffnen: ${reason}`,

  noLiberty: (variant, color, points, trueLiberty) =>
    `${variant}: ${
      points.length === 1 ? `Der ${color === 'black' ? 'schwarze' : 'weiße'} Stein auf ${points[0]}` : `Die ${color === 'black' ? 'schwarze' : 'weiße'} Gruppe auf ${list(points)}`
    } hat keine ${trueLiberty ? 'echte Freiheit' : 'Freiheit'}, was die Regeln nie auf dem Brett lassen.`,
  noSolution: (player) =>
    `Keine Zugfolge löst diese Aufgabe für ${player}, der zuerst zieht: Markieren Sie den letzten Zug der Lösung als „Richtig“ (eine Zugfolge, die mit der Antwort des Gegners endet, gilt als falsch).`,
  cropOff: (from, to, width, height) => `Der Zuschnitt von ${from} bis ${to} enthält keinen Punkt dieses ${width}×${height}-Bretts: Wählen Sie seine Ecken auf dem Brett.`,
  marksOff: (points, width, height) => `Markierungen auf ${list(points)} liegen außerhalb dieses ${width}×${height}-Bretts.`,
  lineRefused: (line, reason) => `${lineMove(line)}: ${reason}`,

  readerNote: (code, _message, place) => `Lesen der Partie${place ? ` (Zeile ${place.line}, Spalte ${place.column})` : ''}: ${NOTES[code]}.`,
  mainLineStopped: (reason) => `${reason}. Die Züge ab dort wurden weggelassen.`,
  setupBetweenMoves: 'Die Partie ändert die Stellung nach einem Zug (Steine zwischen den Zügen gesetzt): Die letzte Stellung wurde als Ausgangsstellung behalten, ohne die Züge.',
  illegalMove: (reason) => `Die Partie enthält einen Zug, den die Regeln verbieten (${reason}): Die letzte Stellung wurde als Ausgangsstellung behalten, ohne die Züge.`,
  variationsLeftOut: 'Die Partie hat Varianten: Sie wurden mit den Zügen weggelassen.',
  lineSetup: (variation, after) => `${lineName(variation)} ändert die Stellung nach Zug ${after} (Steine zwischen den Zügen gesetzt)${LEFT_OUT}`,
  lineStart: `Eine Variante setzt eine eigene Ausgangsstellung${LEFT_OUT}`,
  lineMove: (line, reason) => `${lineName(line.variation)} enthält einen Zug, den der Editor nicht halten kann (${reason})${LEFT_OUT}`,
  lineOutOfTurn: (line, player) => `${lineName(line.variation)} enthält einen Zug, den der Editor nicht halten kann (${player} spielt Zug ${line.number}, ohne am Zug zu sein)${LEFT_OUT}`,
  tooManyMoves: (most) => `Die Zugfolgen der Partie haben mehr als ${most} Züge, die meisten, die der Editor hält: Die Zugfolgen darüber hinaus wurden weggelassen.`,
  marksTwice: 'Zwei Knoten derselben Stellung tragen Markierungen (ein Knoten ohne Zug nach einem mit Zug): Die Markierungen des zweiten wurden weggelassen.',
  marksDoubled: 'Manche Punkte tragen zwei Markierungen oder eine Markierung und eine Beschriftung: Die erste wurde behalten (Kreis, Dreieck, Quadrat, Kreuz, Beschriftung).',
  markup: { SL: 'ausgewählte Punkte (SL)', AR: 'Pfeile (AR)', LN: 'Linien (LN)', DD: 'abgeblendete Punkte (DD)' },
  markupLeftOut: (kinds) => `Was der Editor nicht hält, wurde weggelassen: ${kinds.join(', ')}.`,

  optionLeftOut: (variant, option, value) => `${variant} hat keine Einstellung „${option}“: ${value} wurde weggelassen.`,
  komiLeftOut: (komi, reason) => `Komi ${komi} wurde weggelassen (${reason}); das voreingestellte Komi gilt.`,
  offBoard: (points) => `Die Steine und Kacheln auf ${list(points)} liegen außerhalb des neuen Bretts und wurden weggelassen.`,
  ghostsLeftOut: (variant, points) => `${variant} hat keine Geistersteine: Die Geistersteine auf ${list(points)} wurden zu Steinen.`,
  markedLeftOut: (variant, points) => `${variant} hat keine markierten Steine: Die Steine auf ${list(points)} sind nicht mehr markiert.`,
  tilesCut: (points, most) => `Die Kacheln auf ${list(points)} wurden auf ${most} gekürzt, die meisten, die ein Punkt trägt.`,
  tilesLeftOut: (variant, points) => `${variant} hat keine Kacheln: Die Kacheln auf ${list(points)} wurden weggelassen.`,
  moveLeftOut: (line, reason) => `${lineMove(line)} und die Züge danach wurden weggelassen: ${reason ?? `${line.move} liegt außerhalb des neuen Bretts`}.`,
};

export default words;
