import type { LineMove } from '../../../../editor/document.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';
import type { CauseFacts, ProblemsWords } from './en.js';

/** 手順の手：「変化の3手目（D4）」。 */
const lineMove = ({ number, move, variation }: LineMove): string => `${variation ? '変化の' : ''}${number}手目${move ? `（${move}）` : ''}`;
const list = (points: readonly string[]): string => points.join('、');
const lineName = (variation: boolean): string => (variation ? 'ある変化' : '本譜');

/** エンジンが盤の大きさ、コミ、ルール設定、初期配置を拒む理由、コードごと（拒まれた手はルールの文で言う、reader/rules/）。 */
const RULES: Record<string, (facts: CauseFacts) => string> = {
  ERR_SIZE: () => 'この大きさの碁盤は使えません',
  ERR_KOMI: () => 'このコミは使えません',
  ERR_OPTION: () => 'このルール設定は使えません',
  ERR_SETUP: ({ point }) => (point ? `${point}の配置はこのルールでは使えません` : 'この初期配置はこのルールでは使えません'),
  ERR_VARIANT_NOT_LOADED: () => 'ルールをまだ読み込んでいません',
  ERR_VARIANT: () => '知らないルールです',
  ERR_SGF_POINT: () => '棋譜の手の点が盤上にありません',
};

/** 棋譜の読み込みの注意、コードごと：読み込みが何をしたか。 */
const NOTES: Record<SgfGameWarningCode, string> = {
  WARN_SGF_KOMI_SCALED: 'コミがフォックス式（100倍の値）で書かれていたので、100で割って読みました',
  WARN_SGF_KOMI_IGNORED: 'このルールでは使えないコミなので、既定のコミを使いました',
  WARN_SGF_IGNORED_VALUE: '使えない値を無視しました',
  WARN_SGF_SIZE_COMPOSED: '正方形の盤の大きさが「19:19」の形で書かれていたので、一辺の大きさとして読みました',
  WARN_SGF_MIXED_NODE: '一つのノードに配置と着手、または両方の色の着手があります。配置、黒、白の順に適用しました',
  WARN_SGF_RULES_UNKNOWN: 'RUのルール名が分からないので、囲碁として読みました',
  WARN_SGF_RULES_GUESSED: 'ルール名は始めの部分だけで判断しました',
  WARN_SGF_VARIANT_MISMATCH: '棋譜が二つの違うルールを指定しています（ZVRとRU、または盤の指定とZVR）。盤の指定、次にZVRを優先しました',
  WARN_SGF_PASS_AS_RETURN: '空の着手はアゲハマを返す手として読みました（このルールにパスはありません）',
  WARN_SGF_SNAPSHOT_MISMATCH: '棋譜に書かれた局面（ZVG、ZVM、ZVT）がルールから導いた局面と違います。ルールの局面を表示しています',
};

const words: ProblemsWords = {
  cause: ({ code }, facts) => (RULES[code] ? `${facts.variant}：${RULES[code](facts)}` : `棋譜またはルールの問題です（${code}）`),

  notAPoint: (point, width, height) => `${point}は${width}×${height}の碁盤の点ではありません。`,
  notForVariant: (tool, variant) => `${tool}ツールは${variant}では使えません。`,
  noStone: (point, tool) => `${point}には石がありません。${tool === 'ghost' ? 'ゴースト' : '印の付いた石'}ツールは石を${tool === 'ghost' ? 'ゴースト' : '印の付いた石'}に変え、また元に戻します。`,
  moved: (point, tool) => `${point}は手順で変わっています。${tool}ツールは初手より前の局面を変えるので、先に${point}に関わる手を取り消してください。`,
  breaksMove: (line, reason) => `この編集をすると${lineMove(line)}が打てなくなります：${reason}`,
  noLetter: 'aからzまでのすべての文字がすでに使われています。どれかを外すか、数字を使ってください。',
  cropNotOnBoard: (from, to, width, height) => `${from}から${to}までの切り抜きは${width}×${height}の碁盤からはみ出しています。両方の角を盤上の点にしてください。`,
  noMove: '表示しているのは初期配置で、手ではありません。先に手を表示してください。',
  notAnEdit: (code) => `この編集はできません（${code}）。`,
  notOpened: (reason) => `この棋譜はエディターで開けません：${reason}`,

  noLiberty: (variant, color, points, trueLiberty) =>
    `${variant}：${points.length === 1 ? `${points[0]}の${color === 'black' ? '黒' : '白'}石` : `${list(points)}の${color === 'black' ? '黒' : '白'}の一団`}に${trueLiberty ? '真の呼吸点' : '呼吸点'}がありません。ルール上、盤上に残ることのない形です。`,
  noSolution: (player) => `先に打つ${player}の正解手順がありません。正解手順の最後の手を「正解」にしてください（相手の応手で終わる手順は不正解とみなされます）。`,
  cropOff: (from, to, width, height) => `${from}から${to}までの切り抜きには${width}×${height}の碁盤の点がありません。盤上で角を選んでください。`,
  marksOff: (points, width, height) => `${list(points)}の印は${width}×${height}の碁盤の外にあります。`,
  lineRefused: (line, reason) => `${lineMove(line)}：${reason}`,

  readerNote: (code, _message, place) => `棋譜の読み込み${place ? `（${place.line}行目、${place.column}文字目）` : ''}：${NOTES[code]}。`,
  mainLineStopped: (reason) => `${reason}。そこから先の手は省きました。`,
  setupBetweenMoves: '棋譜は手の途中で配置を変えています（手の間の置き石）。最後の局面を初期配置とし、手は省きました。',
  illegalMove: (reason) => `棋譜にルールに反する手があります（${reason}）。最後の局面を初期配置とし、手は省きました。`,
  variationsLeftOut: '棋譜にある変化は、手とともに省きました。',
  lineSetup: (variation, after) => `${lineName(variation)}が${after}手目の後で配置を変えています（手の間の置き石）。そこから先の手は省きました。`,
  lineStart: 'ある変化が独自の初期配置を持っています。そこから先の手は省きました。',
  lineMove: (line, reason) => `${lineName(line.variation)}にエディターで扱えない手があります（${reason}）。そこから先の手は省きました。`,
  lineOutOfTurn: (line, player) => `${lineName(line.variation)}にエディターで扱えない手があります（${line.number}手目は${player}の手番ではありません）。そこから先の手は省きました。`,
  tooManyMoves: (most) => `棋譜の手は合わせて${most}手を超えています（エディターで扱える上限）。それを超える手順は省きました。`,
  marksTwice: '一つの局面の二つのノードに印があります（手のないノードが手のあるノードの後にあります）。二つ目の印は省きました。',
  marksDoubled: '印が二つ、または印とラベルがある点があります。最初のもの（丸、三角、四角、バツ、ラベルの順）を残しました。',
  markup: { SL: '選択した点 (SL)', AR: '矢印 (AR)', LN: '線 (LN)', DD: '薄く表示した点 (DD)' },
  markupLeftOut: (kinds) => `エディターは${kinds.join('、')}を扱えないため、省きました。`,

  optionLeftOut: (variant, option, value) => `${variant}には「${option}」の設定がないため、${value}は省きました。`,
  komiLeftOut: (komi, reason) => `コミ${komi}は省きました（${reason}）。既定のコミを使います。`,
  offBoard: (points) => `${list(points)}の石とタイルは新しい碁盤の外になるため、省きました。`,
  ghostsLeftOut: (variant, points) => `${variant}にはゴーストがないため、${list(points)}のゴーストは石になりました。`,
  markedLeftOut: (variant, points) => `${variant}には印の付いた石がないため、${list(points)}の石の印は外れました。`,
  tilesCut: (points, most) => `${list(points)}のタイルは、1点の上限の${most}枚に減らしました。`,
  tilesLeftOut: (variant, points) => `${variant}にはタイルがないため、${list(points)}のタイルは省きました。`,
  moveLeftOut: (line, reason) => `${lineMove(line)}とその後の手は省きました：${reason ?? `${line.move}は新しい碁盤の外です`}。`,
};

export default words;
