import { numbersIn } from '../numbers.js';
import type { ProblemWords } from './words.js';

const n = numbersIn('ko').number;

// Quoted values and names end in any sound, so the sentences put no particle after them.
const words: ProblemWords = {
  sources: {
    sgf: 'sgf 속성의 SGF',
    script: 'SGF 스크립트(<script type="application/x-go-sgf">)',
    diagram: '다이어그램',
    src: (address) => `SGF 파일 “${address}”`,
    moves: 'moves 속성',
  },
  at: (source, line, column) => `${source}(${n(line)}행 ${n(column)}열)`,
  quoting: (sentence, quote) => `${sentence}. 해당 부분: “${quote}”`,
  board: (width, height) => (width === height ? `${width}줄 바둑판` : `${width}×${height} 바둑판`),

  expected: {
    oneOf: (values) => `${values} 중 하나`,
    size: (max) => `2부터 ${n(max)}까지의 바둑판 크기`,
    komi: (max) => `-${n(max)}부터 ${n(max)}까지의 수`,
    maxTiles: (max) => `1부터 ${n(max)}까지의 정수 또는 unlimited`,
    move: '수 번호(정수)',
    speed: (max) => `0보다 크고 ${n(max)} 이하인 밀리초`,
    game: '1 이상의 대국 번호',
    crop: (board) => `auto, none 또는 ${board}의 두 모서리로 정한 범위(예: A1-E5)`,
  },
  attribute: (name, written, expected) => `${name} 속성의 값 “${written}”: 쓸 수 있는 값은 ${expected}입니다`,
  orientation: (written, values) => `orientation 속성의 값 “${written}”: 읽을 수 없습니다. ${values} 중 하나(swap-colors를 붙여도 됨) 또는 random을 쓰세요`,
  option: {
    noOption: (attribute, ruleSet) => `${attribute} 속성: ${ruleSet}에는 이 옵션이 없습니다`,
    size: (attribute, written, ruleSet) => `${attribute} 속성: ${ruleSet}에서는 쓸 수 없는 바둑판 크기입니다: “${written}”`,
    komi: (attribute, written, ruleSet) => `${attribute} 속성: ${ruleSet}에서는 쓸 수 없는 덤입니다: “${written}”`,
    other: (attribute, written, ruleSet) => `${attribute} 속성: ${ruleSet}에서는 쓸 수 없는 값입니다: “${written}”`,
  },
  setupNotAPoint: (attribute, point, written, board) => `${attribute} 속성의 ${n(point)}번째 점 “${written}”: ${board} 위의 점이 아닙니다`,
  setupTwice: (attribute, point, written, earlierAttribute, earlierPoint) =>
    `${attribute} 속성의 ${n(point)}번째 점 “${written}”: 이미 ${earlierAttribute} 속성의 ${n(earlierPoint)}번째 점으로 주어졌습니다`,
  token: {
    notAMove: (move, token) => `moves 속성의 ${n(move)}번째 수 “${token}”: 수로 읽을 수 없습니다`,
    offBoard: (move, token, board) => `moves 속성의 ${n(move)}번째 수 “${token}”: ${board} 위의 점이 아닙니다`,
    refused: (move, token, refusal) => `moves 속성의 ${n(move)}번째 수 “${token}”: 둘 수 없습니다. ${refusal}`,
  },
  tooManyMoves: (count, max) => `moves 속성에 ${n(count)}수가 있습니다. 바둑판은 ${n(max)}수까지만 재생합니다`,

  text: {
    ERR_SGF_EMPTY: (where) => `${where}: 기보를 찾을 수 없습니다(SGF 기보는 “(;”로 시작합니다)`,
    ERR_SGF_SYNTAX: (where) => `${where}: SGF 형식이 잘못되었습니다`,
    ERR_SGF_UNCLOSED_VALUE: (where) => `${where}: 여기서 시작한 값이 닫히지 않았습니다(“]”가 없습니다)`,
    ERR_SGF_GAME_TYPE: (where) => `${where}: 바둑 기보가 아닙니다(바둑은 GM[1])`,
    ERR_SGF_SIZE: (where) => `${where}: 바둑판 크기(SZ)를 읽을 수 없거나 지원하지 않는 크기입니다`,
    ERR_SGF_VARIANT: (where) => `${where}: ZVR이 이 바둑판이 모르는 규칙을 지정합니다`,
    ERR_SGF_OPTIONS: (where) => `${where}: 이 규칙으로는 대국을 시작할 수 없습니다`,
    ERR_SGF_POINT: (where) => `${where}: 바둑판 위의 점이 아닙니다`,
    ERR_SGF_SETUP: (where) => `${where}: 규칙상 이렇게 배치할 수 없습니다`,
    ERR_SGF_MOVE: (where) => `${where}: 규칙상 둘 수 없는 수입니다`,
    ERR_SGF_PATH: (where) => `${where}: 그런 변화도가 없습니다`,
    ERR_DIAGRAM_EMPTY: (where) => `${where}: 바둑판이 없습니다(“$$B” 같은 머리 줄과 “$$ . . X O” 같은 줄이 필요합니다)`,
    ERR_DIAGRAM_LINE: (where) => `${where}: 줄이 “$$”로 시작하지 않습니다`,
    ERR_DIAGRAM_HEADER: (where) => `${where}: 머리 줄의 바둑판 크기나 첫 수 번호가 범위를 벗어났습니다`,
    ERR_DIAGRAM_CHARACTER: (where) => `${where}: 그림에 쓸 수 없는 문자입니다`,
    ERR_DIAGRAM_WIDTH: (where) => `${where}: 줄마다 점의 수가 다릅니다`,
    ERR_DIAGRAM_EDGE: (where) => `${where}: 가장자리를 나타내는 문자(-, |, +)가 가장자리일 수 없는 곳에 있습니다`,
    ERR_DIAGRAM_SIZE: (where) => `${where}: 그림이 바둑판 크기를 넘습니다`,
    ERR_DIAGRAM_MOVE_TWICE: (where) => `${where}: 같은 수 번호가 두 번 쓰였습니다`,
    ERR_DIAGRAM_NOTE: (where) => `${where}: 머리 줄의 주석(“5 at 1” 등)이 그림에 없는 수를 가리킵니다`,
    ERR_DIAGRAM_MOVE_ON_LABEL: (where) => `${where}: 머리 줄의 주석이 글자가 표시된 점에 수를 놓습니다`,
    ERR_DIAGRAM_MARKUP: (where) => `${where}: 표시 줄({...})을 읽을 수 없습니다`,
    ERR_DIAGRAM_TILES: (where) => `${where}: 타일 줄({TL ...})의 높이가 잘못되었거나 같은 점이 두 번 쓰였습니다`,
  },
  tooLarge: (where, nodes, variations) => `${where}: 기보가 너무 큽니다. 바둑판은 노드 ${n(nodes)}개, 한 국면의 변화도 ${n(variations)}개까지 읽습니다`,
  tooLong: (where, nodes) => `${where}: 수순이 너무 깁니다. 한 수순은 ${n(nodes)}노드까지입니다`,
  recordMove: (where, move, quote, refusal) => `${where}: ${n(move)}번째 수(${quote})는 둘 수 없습니다. ${refusal}`,
  recordRules: {
    noOption: (where, ruleSet, option) => `${where}: ${ruleSet}에는 “${option}” 옵션이 없습니다`,
    size: (where, ruleSet) => `${where}: 이 크기의 바둑판으로는 ${ruleSet} 대국을 할 수 없습니다`,
    komi: (where, ruleSet) => `${where}: ${ruleSet}에서는 이 덤을 쓸 수 없습니다`,
    other: (where, ruleSet) => `${where}: 이 규칙(${ruleSet})으로는 대국을 시작할 수 없습니다`,
  },
  textTooLong: (where, characters, max) => `${where}: ${n(characters)}자입니다. 바둑판은 ${n(max)}자까지 읽습니다`,
  fileTooLarge: (where, bytes, max) =>
    bytes === null ? `${where}: ${n(max)}바이트를 넘습니다. 바둑판은 ${n(max)}바이트까지 읽습니다` : `${where}: ${n(bytes)}바이트입니다. 바둑판은 ${n(max)}바이트까지 읽습니다`,
  noGame: (where, game, count) => `${where}: ${n(game)}번째 대국이 없습니다(모두 ${n(count)}국). 첫 번째 대국을 보여 줍니다`,

  fetch: {
    status: (address, status) => `기보를 불러올 수 없습니다(“${address}”): 서버 응답 HTTP ${status}`,
    request: (address) => `기보를 불러올 수 없습니다(“${address}”): 요청이 실패했습니다`,
    code: (address) => `기보를 불러올 수 없습니다(“${address}”): 가져오는 기능을 불러오지 못했습니다`,
  },
  parts: {
    overlay: '규칙 표시',
    input: '착수 입력 기능',
    panels: '기보 정보와 내려받기 버튼',
    legend: '표시된 돌 범례',
    'full-screen': '전체 화면',
    reading: '국면 읽어 주기',
    loupe: '터치한 점 확대 보기',
    download: '내려받기 기능',
    sources: '기보를 읽어 들이는 기능',
    companions: '<vgb-move-list>, <vgb-status>',
    reader: '기보와 그림 읽기 기능',
  },
  partWords: (language) => `${language} 표시 문구`,
  partRules: (ruleSet) => `${ruleSet} 규칙`,
  couldNotLoad: (what) => `불러올 수 없습니다: ${what}`,
  cannotRead: (where, what) => `${where}: 읽을 수 없습니다. 불러오지 못한 것: ${what}`,
  because: (sentence, reason) => `${sentence} (${reason})`,
};

export default words;
