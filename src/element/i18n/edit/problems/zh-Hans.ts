import type { LineMove } from '../../../../editor/document.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';
import type { CauseFacts, ProblemsWords } from './en.js';

/** 变化中的一手：“变化中的第3手（D4）”。 */
const lineMove = ({ number, move, variation }: LineMove): string => `${variation ? '变化中的' : ''}第${number}手${move ? `（${move}）` : ''}`;
const list = (points: readonly string[]): string => points.join('、');
const lineName = (variation: boolean): string => (variation ? '某个变化' : '主线');

/** 引擎拒绝棋盘大小、贴目、规则设置或初始局面的理由，按代码（被拒绝的一手用规则的句子说，见 reader/rules/）。 */
const RULES: Record<string, (facts: CauseFacts) => string> = {
  ERR_SIZE: () => '不能使用这种大小的棋盘',
  ERR_KOMI: () => '不能使用这个贴目',
  ERR_OPTION: () => '不能使用这项规则设置',
  ERR_SETUP: ({ point }) => (point ? `${point}的摆放不符合规则` : '这个初始局面不符合规则'),
  ERR_VARIANT_NOT_LOADED: () => '规则尚未加载',
  ERR_VARIANT: () => '未知的规则',
  ERR_SGF_POINT: () => '棋谱中这一手的点不在棋盘上',
};

/** 读取棋谱时的提示，按代码：读取时做了什么。 */
const NOTES: Record<SgfGameWarningCode, string> = {
  WARN_SGF_KOMI_SCALED: '贴目按野狐格式（乘以100）书写，已除以100读取',
  WARN_SGF_KOMI_IGNORED: '此规则不允许该贴目，已使用默认贴目',
  WARN_SGF_IGNORED_VALUE: '已忽略一个无法使用的值',
  WARN_SGF_SIZE_COMPOSED: '正方形棋盘的大小写成了“19:19”的形式，已按边长读取',
  WARN_SGF_MIXED_NODE: '一个节点同时含有摆子和着手，或双方的着手，已按摆子、黑、白的顺序处理',
  WARN_SGF_RULES_UNKNOWN: '无法识别 RU 的规则名，已按围棋读取',
  WARN_SGF_RULES_GUESSED: '规则名只按开头部分识别',
  WARN_SGF_VARIANT_MISMATCH: '棋谱指定了两种不同的规则（ZVR 与 RU，或棋盘的设置与 ZVR），优先采用棋盘的设置，其次是 ZVR',
  WARN_SGF_PASS_AS_RETURN: '空着手已读作归还提子（此规则没有停一手）',
  WARN_SGF_SNAPSHOT_MISMATCH: '棋谱记录的局面（ZVG、ZVM、ZVT）与规则推出的局面不同，显示的是规则的局面',
};

const words: ProblemsWords = {
  cause: ({ code }, facts) => (RULES[code] ? `${facts.variant}：${RULES[code](facts)}` : `棋谱或规则有问题（${code}）`),

  notAPoint: (point, width, height) => `${point}不是这个${width}×${height}棋盘上的点。`,
  notForVariant: (tool, variant) => `${variant}不能使用“${tool}”工具。`,
  noStone: (point, tool) => `${point}没有棋子：“${tool === 'ghost' ? '幽灵子' : '标记子'}”工具把棋子变成${tool === 'ghost' ? '幽灵子' : '标记子'}，或再变回来。`,
  moved: (point, tool) => `${point}已被着手改变：“${tool}”工具改的是第一手之前的局面，请先撤回涉及${point}的着手。`,
  breaksMove: (line, reason) => `这样编辑会使${lineMove(line)}变为不合规则：${reason}`,
  noLetter: '从 a 到 z 的字母都已用完：请先去掉一个，或改用数字。',
  cropNotOnBoard: (from, to, width, height) => `从${from}到${to}的裁剪不在这个${width}×${height}棋盘上：两个角都必须是棋盘上的点。`,
  noMove: '当前显示的是初始局面，不是某一手：请先显示一手。',
  notAnEdit: (code) => `无法进行此编辑（${code}）。`,
  notOpened: (reason) => `编辑器无法打开此棋谱：${reason}`,

  noLiberty: (variant, color, points, trueLiberty) =>
    `${variant}：${points.length === 1 ? `${points[0]}的${color === 'black' ? '黑' : '白'}子` : `${list(points)}的${color === 'black' ? '黑' : '白'}棋`}没有${trueLiberty ? '真气' : '气'}，按规则不可能留在棋盘上。`,
  noSolution: (player) => `没有任何变化为先下的${player}解出此题：请把正解最后一手标为“正解”（以对方应手结束的变化算作失败）。`,
  cropOff: (from, to, width, height) => `从${from}到${to}的裁剪不含这个${width}×${height}棋盘上的点：请在棋盘上选择它的角。`,
  marksOff: (points, width, height) => `${list(points)}的标记在这个${width}×${height}棋盘之外。`,
  lineRefused: (line, reason) => `${lineMove(line)}：${reason}`,

  readerNote: (code, _message, place) => `读取棋谱${place ? `（第${place.line}行第${place.column}列）` : ''}：${NOTES[code]}。`,
  mainLineStopped: (reason) => `${reason}。此后的着手已略去。`,
  setupBetweenMoves: '棋谱在着手之间改变了局面（着手之间的摆子）：已把最后的局面作为初始局面，略去着手。',
  illegalMove: (reason) => `棋谱中有规则不允许的着手（${reason}）：已把最后的局面作为初始局面，略去着手。`,
  variationsLeftOut: '棋谱中的变化已随着手一并略去。',
  lineSetup: (variation, after) => `${lineName(variation)}在第${after}手之后改变了局面（着手之间的摆子）：此后的着手已略去。`,
  lineStart: '某个变化有自己的初始局面：此后的着手已略去。',
  lineMove: (line, reason) => `${lineName(line.variation)}中有编辑器无法容纳的着手（${reason}）：此后的着手已略去。`,
  lineOutOfTurn: (line, player) => `${lineName(line.variation)}中有编辑器无法容纳的着手（第${line.number}手不该轮到${player}）：此后的着手已略去。`,
  tooManyMoves: (most) => `棋谱的着手总数超过编辑器的上限${most}手：超出部分的变化已略去。`,
  marksTwice: '同一局面的两个节点都有标记（无着手的节点跟在有着手的节点之后）：第二个节点的标记已略去。',
  marksDoubled: '有些点上有两个标记，或一个标记加一个标注：已保留第一个（按圆圈、三角、方块、叉、标注的顺序）。',
  markup: { SL: '选中的点 (SL)', AR: '箭头 (AR)', LN: '线 (LN)', DD: '淡化的点 (DD)' },
  markupLeftOut: (kinds) => `编辑器不支持${kinds.join('、')}：已略去。`,

  optionLeftOut: (variant, option, value) => `${variant}没有“${option}”设置：已略去${value}。`,
  komiLeftOut: (komi, reason) => `已略去贴目${komi}（${reason}）；使用默认贴目。`,
  offBoard: (points) => `${list(points)}的棋子和地砖在新棋盘之外，已略去。`,
  ghostsLeftOut: (variant, points) => `${variant}没有幽灵子：${list(points)}的幽灵子已变为普通棋子。`,
  markedLeftOut: (variant, points) => `${variant}没有标记子：${list(points)}的棋子已取消标记。`,
  tilesCut: (points, most) => `${list(points)}的地砖已减到每点上限${most}块。`,
  tilesLeftOut: (variant, points) => `${variant}没有地砖：已略去${list(points)}的地砖。`,
  moveLeftOut: (line, reason) => `${lineMove(line)}及其后的着手已略去：${reason ?? `${line.move}在新棋盘之外`}。`,
};

export default words;
