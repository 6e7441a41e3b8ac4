import { numbersIn } from '../numbers.js';
import type { ProblemWords } from './words.js';

const n = numbersIn('de').number;
/** A sentence starting with a source ("das Diagramm"). */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Text quoted with German quotation marks. */
const q = (text: string) => `„${text}“`;

const words: ProblemWords = {
  sources: {
    sgf: 'das SGF im Attribut sgf',
    script: 'das SGF-Skript (<script type="application/x-go-sgf">)',
    diagram: 'das Diagramm',
    src: (address) => `die SGF-Datei ${q(address)}`,
    moves: 'das Attribut moves',
  },
  at: (source, line, column) => `${source}, Zeile ${n(line)}, Spalte ${n(column)}`,
  quoting: (sentence, quote) => `${sentence}; dort steht ${q(quote)}`,
  board: (width, height) => `${width}×${height}-Brett`,

  expected: {
    oneOf: (values) => `einer der Werte ${values}`,
    size: (max) => `eine Brettgröße von 2 bis ${n(max)}`,
    komi: (max) => `eine Zahl von -${n(max)} bis ${n(max)}`,
    maxTiles: (max) => `eine ganze Zahl von 1 bis ${n(max)} oder unlimited`,
    move: 'eine Zugnummer (eine ganze Zahl)',
    speed: (max) => `eine Zahl von Millisekunden über 0, höchstens ${n(max)}`,
    game: 'eine Partienummer ab 1',
    crop: (board) => `auto, none oder ein Ausschnitt des ${board}s zwischen zwei Ecken, etwa A1-E5`,
  },
  attribute: (name, written, expected) => `${name}: ${q(written)} ist ungültig; erwartet wird ${expected}`,
  orientation: (written, values) => `orientation: ${q(written)} ist unlesbar; erwartet wird einer der Werte ${values} (mit oder ohne swap-colors) oder random`,
  option: {
    noOption: (attribute, ruleSet) => `${attribute}: ${ruleSet} hat diese Option nicht`,
    size: (attribute, written, ruleSet) => `${attribute}: ${ruleSet} wird nicht auf der Brettgröße ${q(written)} gespielt`,
    komi: (attribute, written, ruleSet) => `${attribute}: ${ruleSet} erlaubt das Komi ${q(written)} nicht`,
    other: (attribute, written, ruleSet) => `${attribute}: ${ruleSet} erlaubt ${q(written)} nicht`,
  },
  setupNotAPoint: (attribute, point, written, board) => `${attribute}: Punkt ${n(point)}, ${q(written)}, ist kein Punkt des ${board}s`,
  setupTwice: (attribute, point, written, earlierAttribute, earlierPoint) =>
    `${attribute}: Punkt ${n(point)}, ${q(written)}, ist schon als Punkt ${n(earlierPoint)} von ${earlierAttribute} angegeben`,
  token: {
    notAMove: (move, token) => `Zug ${n(move)} im Attribut moves, ${q(token)}, ist kein lesbarer Zug`,
    offBoard: (move, token, board) => `Zug ${n(move)} im Attribut moves, ${q(token)}, ist kein Punkt des ${board}s`,
    refused: (move, token, refusal) => `Zug ${n(move)} im Attribut moves, ${q(token)}, ist nicht erlaubt. ${refusal}`,
  },
  tooManyMoves: (count, max) => `Das Attribut moves enthält ${n(count)} Züge; ein Brett spielt höchstens ${n(max)}`,

  text: {
    ERR_SGF_EMPTY: (where) => `${cap(where)}: keine Partie gefunden (ein SGF-Datensatz beginnt mit ${q('(;')})`,
    ERR_SGF_SYNTAX: (where) => `${cap(where)}: SGF-Syntaxfehler`,
    ERR_SGF_UNCLOSED_VALUE: (where) => `${cap(where)}: der hier geöffnete Wert wird nie geschlossen (es fehlt ${q(']')})`,
    ERR_SGF_GAME_TYPE: (where) => `${cap(where)}: keine Go-Partie (Go ist GM[1])`,
    ERR_SGF_SIZE: (where) => `${cap(where)}: die Brettgröße (SZ) ist unlesbar oder wird nicht unterstützt`,
    ERR_SGF_VARIANT: (where) => `${cap(where)}: ZVR nennt Regeln, die dieses Brett nicht kennt`,
    ERR_SGF_OPTIONS: (where) => `${cap(where)}: mit diesen Regeln kann die Partie nicht beginnen`,
    ERR_SGF_POINT: (where) => `${cap(where)}: dieser Punkt liegt nicht auf dem Brett`,
    ERR_SGF_SETUP: (where) => `${cap(where)}: diese Aufstellung ist nach den Regeln nicht möglich`,
    ERR_SGF_MOVE: (where) => `${cap(where)}: dieser Zug ist nicht erlaubt`,
    ERR_SGF_PATH: (where) => `${cap(where)}: diese Variante gibt es nicht`,
    ERR_DIAGRAM_EMPTY: (where) => `${cap(where)}: kein Brett gefunden (nötig sind eine Titelzeile wie ${q('$$B')} und Zeilen wie ${q('$$ . . X O')})`,
    ERR_DIAGRAM_LINE: (where) => `${cap(where)}: die Zeile beginnt nicht mit ${q('$$')}`,
    ERR_DIAGRAM_HEADER: (where) => `${cap(where)}: Brettgröße oder erste Zugnummer der Titelzeile liegt außerhalb des erlaubten Bereichs`,
    ERR_DIAGRAM_CHARACTER: (where) => `${cap(where)}: dieses Zeichen gibt es in Diagrammen nicht`,
    ERR_DIAGRAM_WIDTH: (where) => `${cap(where)}: die Zeilen haben unterschiedlich viele Punkte`,
    ERR_DIAGRAM_EDGE: (where) => `${cap(where)}: ein Randzeichen (-, |, +) steht, wo kein Rand sein kann`,
    ERR_DIAGRAM_SIZE: (where) => `${cap(where)}: das Diagramm ist größer als das Brett`,
    ERR_DIAGRAM_MOVE_TWICE: (where) => `${cap(where)}: dieselbe Zugnummer steht zweimal`,
    ERR_DIAGRAM_NOTE: (where) => `${cap(where)}: eine Anmerkung im Titel (etwa ${q('5 at 1')}) nennt einen Zug, den das Diagramm nicht hat`,
    ERR_DIAGRAM_MOVE_ON_LABEL: (where) => `${cap(where)}: eine Anmerkung im Titel setzt einen Zug auf einen beschrifteten Punkt`,
    ERR_DIAGRAM_MARKUP: (where) => `${cap(where)}: die Markierungszeile ({...}) ist unlesbar`,
    ERR_DIAGRAM_TILES: (where) => `${cap(where)}: die Kachelzeile ({TL ...}) hat eine falsche Höhe oder nennt einen Punkt zweimal`,
  },
  tooLarge: (where, nodes, variations) =>
    `${cap(where)}: der Datensatz ist zu groß; ein Brett liest höchstens ${n(nodes)} Knoten und ${n(variations)} Varianten je Stellung`,
  tooLong: (where, nodes) => `${cap(where)}: eine Zugfolge ist zu lang; ein Brett liest höchstens ${n(nodes)} Knoten`,
  recordMove: (where, move, quote, refusal) => `${cap(where)}: Zug ${n(move)} (${quote}) ist nicht erlaubt. ${refusal}`,
  recordRules: {
    noOption: (where, ruleSet, option) => `${cap(where)}: ${ruleSet} hat keine Option ${q(option)}`,
    size: (where, ruleSet) => `${cap(where)}: ${ruleSet} wird nicht auf einem Brett dieser Größe gespielt`,
    komi: (where, ruleSet) => `${cap(where)}: ${ruleSet} erlaubt dieses Komi nicht`,
    other: (where, ruleSet) => `${cap(where)}: mit diesen Regeln (${ruleSet}) kann die Partie nicht beginnen`,
  },
  textTooLong: (where, characters, max) => `${cap(where)} ist ${n(characters)} Zeichen lang; ein Brett liest höchstens ${n(max)}`,
  fileTooLarge: (where, bytes, max) =>
    bytes === null
      ? `${cap(where)} ist größer als ${n(max)} Bytes; ein Brett liest höchstens ${n(max)}`
      : `${cap(where)} ist ${n(bytes)} Bytes groß; ein Brett liest höchstens ${n(max)}`,
  noGame: (where, game, count) =>
    `${cap(where)}: es gibt keine Partie ${n(game)}, die Sammlung enthält ${count === 1 ? 'nur eine' : n(count)}; die erste wird gezeigt`,

  fetch: {
    status: (address, status) => `Die Partie ${q(address)} konnte nicht geladen werden: der Server antwortete mit HTTP ${status}`,
    request: (address) => `Die Partie ${q(address)} konnte nicht geladen werden: die Anfrage ist gescheitert`,
    code: (address) => `Die Partie ${q(address)} konnte nicht geladen werden: der Code, der sie holt, konnte nicht geladen werden`,
  },
  parts: {
    overlay: 'die Regelhinweise',
    input: 'die Zugeingabe',
    panels: 'die Partieangaben und Download-Knöpfe',
    legend: 'die Legende der markierten Steine',
    'full-screen': 'die Vollbildansicht',
    reading: 'das Vorlesen der Stellung',
    loupe: 'die Lupe für den angetippten Punkt',
    download: 'den Code zum Herunterladen',
    sources: 'den Code zum Lesen seiner Partie',
    companions: '<vgb-move-list> und <vgb-status>',
    reader: 'den SGF- und Diagrammleser',
  },
  partWords: (language) => `seine Texte auf ${language}`,
  partRules: (ruleSet) => `die Regeln von ${ruleSet}`,
  couldNotLoad: (what) => `Das Brett konnte ${what} nicht laden`,
  cannotRead: (where, what) => `${cap(where)} kann nicht gelesen werden: das Brett konnte ${what} nicht laden`,
  because: (sentence, reason) => `${sentence} (${reason})`,
};

export default words;
