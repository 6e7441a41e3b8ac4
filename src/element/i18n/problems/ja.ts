import { numbersIn } from '../numbers.js';
import type { ProblemWords } from './words.js';

const n = numbersIn('ja').number;

const words: ProblemWords = {
  sources: {
    sgf: 'sgf属性のSGF',
    script: 'SGFスクリプト（<script type="application/x-go-sgf">）',
    diagram: '図',
    src: (address) => `SGFファイル「${address}」`,
    moves: 'moves属性',
  },
  at: (source, line, column) => `${source}（${n(line)}行目、${n(column)}文字目）`,
  quoting: (sentence, quote) => `${sentence}。該当箇所：「${quote}」`,
  board: (width, height) => (width === height ? `${width}路盤` : `${width}×${height}の盤`),

  expected: {
    oneOf: (values) => `${values} のいずれか`,
    size: (max) => `2から${n(max)}までの盤の大きさ`,
    komi: (max) => `-${n(max)}から${n(max)}までの数`,
    maxTiles: (max) => `1から${n(max)}までの整数か unlimited`,
    move: '手数（整数）',
    speed: (max) => `0より大きく${n(max)}以下のミリ秒数`,
    game: '1以上の局の番号',
    crop: (board) => `auto、none、または${board}の二つの隅で決まる範囲（A1-E5 など）`,
  },
  attribute: (name, written, expected) => `${name}属性の「${written}」は${expected}ではありません`,
  orientation: (written, values) => `orientation属性の「${written}」は読めません。${values} のいずれか（swap-colors を付けてもよい）か random を書いてください`,
  option: {
    noOption: (attribute, ruleSet) => `${attribute}属性：${ruleSet}にはこのオプションがありません`,
    size: (attribute, written, ruleSet) => `${attribute}属性：${ruleSet}では盤の大きさ「${written}」は使えません`,
    komi: (attribute, written, ruleSet) => `${attribute}属性：${ruleSet}ではコミ「${written}」は使えません`,
    other: (attribute, written, ruleSet) => `${attribute}属性：${ruleSet}では「${written}」は使えません`,
  },
  setupNotAPoint: (attribute, point, written, board) => `${attribute}属性の${n(point)}番目の点「${written}」は${board}の点ではありません`,
  setupTwice: (attribute, point, written, earlierAttribute, earlierPoint) =>
    `${attribute}属性の${n(point)}番目の点「${written}」は、すでに${earlierAttribute}属性の${n(earlierPoint)}番目の点にあります`,
  token: {
    notAMove: (move, token) => `moves属性の${n(move)}手目「${token}」は着手として読めません`,
    offBoard: (move, token, board) => `moves属性の${n(move)}手目「${token}」は${board}の点ではありません`,
    refused: (move, token, refusal) => `moves属性の${n(move)}手目「${token}」は打てません。${refusal}`,
  },
  tooManyMoves: (count, max) => `moves属性に${n(count)}手あります。盤で再生できるのは${n(max)}手までです`,

  text: {
    ERR_SGF_EMPTY: (where) => `${where}に棋譜が見つかりません（SGFの棋譜は「(;」で始まります）`,
    ERR_SGF_SYNTAX: (where) => `${where}の書き方に誤りがあります`,
    ERR_SGF_UNCLOSED_VALUE: (where) => `${where}で始まる値が閉じていません（「]」がありません）`,
    ERR_SGF_GAME_TYPE: (where) => `${where}は囲碁の棋譜ではありません（囲碁は GM[1]）`,
    ERR_SGF_SIZE: (where) => `${where}：盤の大きさ（SZ）が読めないか、使えない大きさです`,
    ERR_SGF_VARIANT: (where) => `${where}：ZVR がこの盤の知らないルールを指定しています`,
    ERR_SGF_OPTIONS: (where) => `${where}：このルールでは対局を始められません`,
    ERR_SGF_POINT: (where) => `${where}：盤上にない点です`,
    ERR_SGF_SETUP: (where) => `${where}：この配置はルール上置けません`,
    ERR_SGF_MOVE: (where) => `${where}：この手はルール上打てません`,
    ERR_SGF_PATH: (where) => `${where}：その変化はありません`,
    ERR_DIAGRAM_EMPTY: (where) => `${where}に盤面がありません（「$$B」のような見出し行と「$$ . . X O」のような行が要ります）`,
    ERR_DIAGRAM_LINE: (where) => `${where}：行が「$$」で始まっていません`,
    ERR_DIAGRAM_HEADER: (where) => `${where}：見出し行の盤の大きさか最初の手数が範囲外です`,
    ERR_DIAGRAM_CHARACTER: (where) => `${where}：図に使えない文字です`,
    ERR_DIAGRAM_WIDTH: (where) => `${where}：行ごとに点の数が違います`,
    ERR_DIAGRAM_EDGE: (where) => `${where}：盤の端を表す文字（-、|、+）が端でない所にあります`,
    ERR_DIAGRAM_SIZE: (where) => `${where}：図が盤の大きさに収まりません`,
    ERR_DIAGRAM_MOVE_TWICE: (where) => `${where}：同じ手数が二度使われています`,
    ERR_DIAGRAM_NOTE: (where) => `${where}：見出しの注記（「5 at 1」など）が図にない手を指しています`,
    ERR_DIAGRAM_MOVE_ON_LABEL: (where) => `${where}：見出しの注記が記号の付いた点に手を置いています`,
    ERR_DIAGRAM_MARKUP: (where) => `${where}：記号の行（{...}）が読めません`,
    ERR_DIAGRAM_TILES: (where) => `${where}：タイルの行（{TL ...}）の高さが正しくないか、同じ点に二度書かれています`,
  },
  tooLarge: (where, nodes, variations) => `${where}：棋譜が大きすぎます。盤が読めるのはノード${n(nodes)}個、一つの局面からの変化${n(variations)}個までです`,
  tooLong: (where, nodes) => `${where}：手順が長すぎます。一つの手順は${n(nodes)}ノードまでです`,
  recordMove: (where, move, quote, refusal) => `${where}：${n(move)}手目（${quote}）は打てません。${refusal}`,
  recordRules: {
    noOption: (where, ruleSet, option) => `${where}：${ruleSet}にはオプション「${option}」がありません`,
    size: (where, ruleSet) => `${where}：${ruleSet}はこの大きさの盤では打てません`,
    komi: (where, ruleSet) => `${where}：${ruleSet}ではこのコミは使えません`,
    other: (where, ruleSet) => `${where}：このルール（${ruleSet}）では対局を始められません`,
  },
  textTooLong: (where, characters, max) => `${where}は${n(characters)}文字あります。盤が読めるのは${n(max)}文字までです`,
  fileTooLarge: (where, bytes, max) =>
    bytes === null ? `${where}は${n(max)}バイトを超えています。盤が読めるのは${n(max)}バイトまでです` : `${where}は${n(bytes)}バイトあります。盤が読めるのは${n(max)}バイトまでです`,
  noGame: (where, game, count) => `${where}に第${n(game)}局はありません（収録は${n(count)}局）。第1局を表示しています`,

  fetch: {
    status: (address, status) => `棋譜「${address}」を読み込めませんでした：サーバーの応答は HTTP ${status} でした`,
    request: (address) => `棋譜「${address}」を読み込めませんでした：通信に失敗しました`,
    code: (address) => `棋譜「${address}」を読み込めませんでした：取得する機能を読み込めませんでした`,
  },
  parts: {
    overlay: 'ルール表示',
    input: '着手の入力機能',
    panels: '棋譜の情報欄とダウンロードボタン',
    legend: '印の付いた石の凡例',
    'full-screen': '全画面表示',
    reading: '局面の読み上げ',
    loupe: 'タッチした点の拡大表示',
    download: 'ダウンロードの機能',
    sources: '棋譜を読み込む機能',
    companions: '<vgb-move-list> と <vgb-status>',
    reader: '棋譜と図の読み取り機能',
  },
  partWords: (language) => `${language}の表示の言葉`,
  partRules: (ruleSet) => `${ruleSet}のルール`,
  couldNotLoad: (what) => `${what}を読み込めませんでした`,
  cannotRead: (where, what) => `${where}を読めません：${what}を読み込めませんでした`,
  because: (sentence, reason) => `${sentence}（${reason}）`,
};

export default words;
