import type { LineMove } from '../../../../editor/document.js';
import type { SgfGameWarningCode } from '../../../../formats/sgf-record.js';
import type { CauseFacts, ProblemsWords } from './en.js';

/** 수순의 수: "변화도의 3수째(D4)". */
const lineMove = ({ number, move, variation }: LineMove): string => `${variation ? '변화도의 ' : ''}${number}수째${move ? `(${move})` : ''}`;
const list = (points: readonly string[]): string => points.join(', ');
const lineName = (variation: boolean): string => (variation ? '어떤 변화도' : '주 수순');

/** 엔진이 판 크기, 덤, 규칙 설정, 초기 배치를 거부하는 이유, 코드별(거부된 수는 규칙의 문장으로 말한다, reader/rules/). */
const RULES: Record<string, (facts: CauseFacts) => string> = {
  ERR_SIZE: () => '이 크기의 바둑판은 쓸 수 없습니다',
  ERR_KOMI: () => '이 덤은 쓸 수 없습니다',
  ERR_OPTION: () => '이 규칙 설정은 쓸 수 없습니다',
  ERR_SETUP: ({ point }) => (point ? `${point}의 배치는 이 규칙에서 쓸 수 없습니다` : '이 초기 배치는 이 규칙에서 쓸 수 없습니다'),
  ERR_VARIANT_NOT_LOADED: () => '규칙을 아직 불러오지 않았습니다',
  ERR_VARIANT: () => '알 수 없는 규칙입니다',
  ERR_SGF_POINT: () => '기보의 수가 판 위의 점이 아닙니다',
};

/** 기보 읽기 알림, 코드별: 읽으면서 한 일. */
const NOTES: Record<SgfGameWarningCode, string> = {
  WARN_SGF_KOMI_SCALED: '덤이 폭스 방식(100배 값)으로 적혀 있어 100으로 나누어 읽었습니다',
  WARN_SGF_KOMI_IGNORED: '이 규칙에서 쓸 수 없는 덤이어서 기본 덤을 썼습니다',
  WARN_SGF_IGNORED_VALUE: '쓸 수 없는 값 하나를 무시했습니다',
  WARN_SGF_SIZE_COMPOSED: '정사각형 판의 크기가 "19:19" 꼴로 적혀 있어 한 변의 크기로 읽었습니다',
  WARN_SGF_MIXED_NODE: '한 노드에 배치와 수, 또는 양쪽의 수가 함께 있어 배치, 흑, 백의 순서로 적용했습니다',
  WARN_SGF_RULES_UNKNOWN: 'RU의 규칙 이름을 알 수 없어 바둑으로 읽었습니다',
  WARN_SGF_RULES_GUESSED: '규칙 이름은 앞부분만 보고 판단했습니다',
  WARN_SGF_VARIANT_MISMATCH: '기보가 서로 다른 두 규칙(ZVR과 RU, 또는 판의 지정과 ZVR)을 지정해, 판의 지정을 먼저, 그다음 ZVR을 따랐습니다',
  WARN_SGF_PASS_AS_RETURN: '빈 수를 사석 돌려주기로 읽었습니다(이 규칙에는 패스가 없습니다)',
  WARN_SGF_SNAPSHOT_MISMATCH: '기보에 적힌 국면(ZVG, ZVM, ZVT)이 규칙으로 얻은 국면과 달라, 규칙의 국면을 보여 줍니다',
};

const words: ProblemsWords = {
  cause: ({ code }, facts) => (RULES[code] ? `${facts.variant}: ${RULES[code](facts)}` : `기보나 규칙에 문제가 있습니다(${code})`),

  notAPoint: (point, width, height) => `${point}: ${width}×${height} 바둑판의 점이 아닙니다.`,
  notForVariant: (tool, variant) => `${variant}에서는 ${tool} 도구를 쓸 수 없습니다.`,
  noStone: (point, tool) => `${point}에 돌이 없습니다. ${tool === 'ghost' ? '유령돌' : '표시된 돌'} 도구는 돌을 ${tool === 'ghost' ? '유령돌' : '표시된 돌'}로 바꾸거나 되돌립니다.`,
  moved: (point, tool) => `${point}의 상태가 수순으로 바뀌었습니다. ${tool} 도구는 첫 수 이전의 배치를 바꾸므로, 먼저 ${point}에 닿는 수를 물러 주세요.`,
  breaksMove: (line, reason) => `이렇게 편집하면 ${lineMove(line)}를 둘 수 없게 됩니다: ${reason}`,
  noLetter: 'a부터 z까지 모든 글자가 이미 쓰였습니다. 하나를 지우거나 숫자를 쓰세요.',
  cropNotOnBoard: (from, to, width, height) => `${from}부터 ${to}까지의 자르기가 ${width}×${height} 바둑판을 벗어났습니다. 두 모서리 모두 판 위의 점이어야 합니다.`,
  noMove: '지금 보이는 것은 초기 배치이고 수가 아닙니다. 먼저 수를 보여 주세요.',
  notAnEdit: (code) => `이 편집은 할 수 없습니다(${code}).`,
  notOpened: (reason) => `편집기에서 이 기보를 열 수 없습니다: ${reason}`,

  noLiberty: (variant, color, points, trueLiberty) =>
    `${variant}: ${points.length === 1 ? `${points[0]}의 ${color === 'black' ? '흑' : '백'}돌` : `${list(points)}의 ${color === 'black' ? '흑' : '백'} 돌 무리`}에 ${trueLiberty ? '진짜 활로' : '활로'}가 없습니다. 규칙상 판에 남을 수 없는 모양입니다.`,
  noSolution: (player) => `먼저 두는 ${player}의 정답 수순이 없습니다. 정답의 마지막 수를 '정답'으로 표시하세요(상대의 응수로 끝나는 수순은 오답으로 칩니다).`,
  cropOff: (from, to, width, height) => `${from}부터 ${to}까지의 자르기에 ${width}×${height} 바둑판의 점이 없습니다. 판 위에서 모서리를 고르세요.`,
  marksOff: (points, width, height) => `${list(points)}의 표시가 ${width}×${height} 바둑판 밖에 있습니다.`,
  lineRefused: (line, reason) => `${lineMove(line)}: ${reason}`,

  readerNote: (code, _message, place) => `기보 읽기${place ? `(${place.line}행 ${place.column}열)` : ''}: ${NOTES[code]}.`,
  mainLineStopped: (reason) => `${reason}. 그 뒤의 수는 뺐습니다.`,
  setupBetweenMoves: '기보가 수 도중에 배치를 바꿉니다(수 사이의 배치). 마지막 배치를 초기 배치로 하고 수는 뺐습니다.',
  illegalMove: (reason) => `기보에 규칙에 어긋나는 수가 있습니다(${reason}). 마지막 배치를 초기 배치로 하고 수는 뺐습니다.`,
  variationsLeftOut: '기보의 변화도는 수와 함께 뺐습니다.',
  lineSetup: (variation, after) => `${lineName(variation)}에서 ${after}수째 뒤에 배치가 바뀝니다(수 사이의 배치). 그 뒤의 수는 뺐습니다.`,
  lineStart: '어떤 변화도가 자기만의 초기 배치를 둡니다. 그 뒤의 수는 뺐습니다.',
  lineMove: (line, reason) => `${lineName(line.variation)}에 편집기가 담을 수 없는 수가 있습니다(${reason}). 그 뒤의 수는 뺐습니다.`,
  lineOutOfTurn: (line, player) => `${lineName(line.variation)}에 편집기가 담을 수 없는 수가 있습니다(${line.number}수째는 ${player} 차례가 아닙니다). 그 뒤의 수는 뺐습니다.`,
  tooManyMoves: (most) => `기보의 수가 모두 ${most}수를 넘습니다(편집기의 최대). 넘는 수순은 뺐습니다.`,
  marksTwice: '한 배치의 두 노드에 모두 표시가 있습니다(수가 없는 노드가 수가 있는 노드 뒤에 옵니다). 두 번째 노드의 표시는 뺐습니다.',
  marksDoubled: '표시가 두 개이거나 표시와 라벨이 함께 있는 점이 있습니다. 첫 번째 것(원, 삼각형, 사각형, 가위표, 라벨 순)을 남겼습니다.',
  markup: { SL: '선택한 점 (SL)', AR: '화살표 (AR)', LN: '선 (LN)', DD: '흐리게 한 점 (DD)' },
  markupLeftOut: (kinds) => `편집기는 ${kinds.join(', ')}을(를) 담을 수 없어 뺐습니다.`,

  optionLeftOut: (variant, option, value) => `${variant}에는 '${option}' 설정이 없습니다. ${value} 값은 뺐습니다.`,
  komiLeftOut: (komi, reason) => `덤 ${komi} 값은 뺐습니다(${reason}). 기본 덤을 씁니다.`,
  offBoard: (points) => `${list(points)}의 돌과 타일은 새 바둑판 밖이라 뺐습니다.`,
  ghostsLeftOut: (variant, points) => `${variant}에는 유령돌이 없어 ${list(points)}의 유령돌은 보통 돌이 되었습니다.`,
  markedLeftOut: (variant, points) => `${variant}에는 표시된 돌이 없어 ${list(points)}의 돌은 표시가 풀렸습니다.`,
  tilesCut: (points, most) => `${list(points)}의 타일은 점당 최대인 ${most}개로 줄였습니다.`,
  tilesLeftOut: (variant, points) => `${variant}에는 타일이 없어 ${list(points)}의 타일은 뺐습니다.`,
  moveLeftOut: (line, reason) => `${lineMove(line)}와 그 뒤의 수는 뺐습니다: ${reason ?? `${line.move}: 새 바둑판 밖입니다`}.`,
};

export default words;
