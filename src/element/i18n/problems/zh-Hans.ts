import { numbersIn } from '../numbers.js';
import type { ProblemWords } from './words.js';

const n = numbersIn('zh-Hans').number;

const words: ProblemWords = {
  sources: {
    sgf: 'sgf 属性中的 SGF',
    script: 'SGF 脚本（<script type="application/x-go-sgf">）',
    diagram: '棋图',
    src: (address) => `SGF 文件“${address}”`,
    moves: 'moves 属性',
  },
  at: (source, line, column) => `${source}（第 ${n(line)} 行第 ${n(column)} 列）`,
  quoting: (sentence, quote) => `${sentence}。该处写的是“${quote}”`,
  board: (width, height) => (width === height ? `${width}路棋盘` : `${width}×${height}的棋盘`),

  expected: {
    oneOf: (values) => `${values} 之一`,
    size: (max) => `2 到 ${n(max)} 的棋盘大小`,
    komi: (max) => `-${n(max)} 到 ${n(max)} 之间的数`,
    maxTiles: (max) => `1 到 ${n(max)} 的整数或 unlimited`,
    move: '手数（整数）',
    speed: (max) => `大于 0、不超过 ${n(max)} 的毫秒数`,
    game: '从 1 起的对局编号',
    crop: (board) => `auto、none 或${board}上由两个角点确定的范围（如 A1-E5）`,
  },
  attribute: (name, written, expected) => `${name} 属性的值“${written}”不是${expected}`,
  orientation: (written, values) => `orientation 属性的值“${written}”无法读取：请写 ${values} 之一（可加 swap-colors）或 random`,
  option: {
    noOption: (attribute, ruleSet) => `${attribute} 属性：${ruleSet}没有这个选项`,
    size: (attribute, written, ruleSet) => `${attribute} 属性：${ruleSet}不能使用棋盘大小“${written}”`,
    komi: (attribute, written, ruleSet) => `${attribute} 属性：${ruleSet}不能使用贴目“${written}”`,
    other: (attribute, written, ruleSet) => `${attribute} 属性：${ruleSet}不能使用“${written}”`,
  },
  setupNotAPoint: (attribute, point, written, board) => `${attribute} 属性的第 ${n(point)} 个点“${written}”不是${board}上的点`,
  setupTwice: (attribute, point, written, earlierAttribute, earlierPoint) =>
    `${attribute} 属性的第 ${n(point)} 个点“${written}”已作为 ${earlierAttribute} 属性的第 ${n(earlierPoint)} 个点给出`,
  token: {
    notAMove: (move, token) => `moves 属性的第 ${n(move)} 手“${token}”无法读作一手棋`,
    offBoard: (move, token, board) => `moves 属性的第 ${n(move)} 手“${token}”不是${board}上的点`,
    refused: (move, token, refusal) => `moves 属性的第 ${n(move)} 手“${token}”不能下。${refusal}`,
  },
  tooManyMoves: (count, max) => `moves 属性有 ${n(count)} 手，棋盘最多只能播放 ${n(max)} 手`,

  text: {
    ERR_SGF_EMPTY: (where) => `${where}中没有找到棋谱（SGF 棋谱以“(;”开头）`,
    ERR_SGF_SYNTAX: (where) => `${where}：SGF 格式有误`,
    ERR_SGF_UNCLOSED_VALUE: (where) => `${where}：从此处开始的值没有结束（缺少“]”）`,
    ERR_SGF_GAME_TYPE: (where) => `${where}不是围棋棋谱（围棋为 GM[1]）`,
    ERR_SGF_SIZE: (where) => `${where}：棋盘大小（SZ）无法读取或不受支持`,
    ERR_SGF_VARIANT: (where) => `${where}：ZVR 指定了本棋盘不认识的规则`,
    ERR_SGF_OPTIONS: (where) => `${where}：按这些规则无法开始对局`,
    ERR_SGF_POINT: (where) => `${where}：该点不在棋盘上`,
    ERR_SGF_SETUP: (where) => `${where}：按规则不能这样摆子`,
    ERR_SGF_MOVE: (where) => `${where}：按规则不能下这手棋`,
    ERR_SGF_PATH: (where) => `${where}：没有这个变化`,
    ERR_DIAGRAM_EMPTY: (where) => `${where}中没有棋盘（需要“$$B”这样的标题行和“$$ . . X O”这样的棋盘行）`,
    ERR_DIAGRAM_LINE: (where) => `${where}：这一行不是以“$$”开头`,
    ERR_DIAGRAM_HEADER: (where) => `${where}：标题行中的棋盘大小或起始手数超出范围`,
    ERR_DIAGRAM_CHARACTER: (where) => `${where}：棋图中不能使用这个字符`,
    ERR_DIAGRAM_WIDTH: (where) => `${where}：各行的点数不一致`,
    ERR_DIAGRAM_EDGE: (where) => `${where}：表示棋盘边缘的字符（-、|、+）出现在不可能是边缘的位置`,
    ERR_DIAGRAM_SIZE: (where) => `${where}：棋图超出了棋盘大小`,
    ERR_DIAGRAM_MOVE_TWICE: (where) => `${where}：同一个手数出现了两次`,
    ERR_DIAGRAM_NOTE: (where) => `${where}：标题中的注释（如“5 at 1”）指向棋图中没有的手`,
    ERR_DIAGRAM_MOVE_ON_LABEL: (where) => `${where}：标题中的注释把一手棋放在了有字母标记的点上`,
    ERR_DIAGRAM_MARKUP: (where) => `${where}：无法读取标记行（{...}）`,
    ERR_DIAGRAM_TILES: (where) => `${where}：地砖行（{TL ...}）的高度有误，或同一点写了两次`,
  },
  tooLarge: (where, nodes, variations) => `${where}：棋谱太大，棋盘最多读取 ${n(nodes)} 个节点、每个局面 ${n(variations)} 个变化`,
  tooLong: (where, nodes) => `${where}：一条着法序列太长，最多 ${n(nodes)} 个节点`,
  recordMove: (where, move, quote, refusal) => `${where}：第 ${n(move)} 手（${quote}）不能下。${refusal}`,
  recordRules: {
    noOption: (where, ruleSet, option) => `${where}：${ruleSet}没有选项“${option}”`,
    size: (where, ruleSet) => `${where}：${ruleSet}不能在这个大小的棋盘上下`,
    komi: (where, ruleSet) => `${where}：${ruleSet}不能使用这个贴目`,
    other: (where, ruleSet) => `${where}：按这些规则（${ruleSet}）无法开始对局`,
  },
  textTooLong: (where, characters, max) => `${where}有 ${n(characters)} 个字符，棋盘最多读取 ${n(max)} 个字符`,
  fileTooLarge: (where, bytes, max) =>
    bytes === null ? `${where}超过 ${n(max)} 字节，棋盘最多读取 ${n(max)} 字节` : `${where}有 ${n(bytes)} 字节，棋盘最多读取 ${n(max)} 字节`,
  noGame: (where, game, count) => `${where}中没有第 ${n(game)} 局（共 ${n(count)} 局），现显示第 1 局`,

  fetch: {
    status: (address, status) => `无法载入棋谱“${address}”：服务器返回 HTTP ${status}`,
    request: (address) => `无法载入棋谱“${address}”：请求失败`,
    code: (address) => `无法载入棋谱“${address}”：获取棋谱的程序无法载入`,
  },
  parts: {
    overlay: '规则提示',
    input: '落子输入功能',
    panels: '棋谱信息栏和下载按钮',
    legend: '标记子图例',
    'full-screen': '全屏显示',
    reading: '局面朗读',
    loupe: '触摸选点的放大镜',
    download: '下载功能',
    sources: '读取棋谱的功能',
    companions: '<vgb-move-list> 和 <vgb-status>',
    reader: '棋谱与棋图的读取功能',
  },
  partWords: (language) => `${language}界面文字`,
  partRules: (ruleSet) => `${ruleSet}的规则`,
  couldNotLoad: (what) => `无法载入${what}`,
  cannotRead: (where, what) => `无法读取${where}：${what}无法载入`,
  because: (sentence, reason) => `${sentence}（${reason}）`,
};

export default words;
