import type { RefusalWords } from './words.js';

const words: RefusalWords = {
  go: '바둑',
  said: (ruleSet, reason) => `${ruleSet}: ${reason}`,
  reasons: {
    ERR_MOVE_SYNTAX: '수로 읽을 수 없습니다',
    ERR_OFF_BOARD: '바둑판 위의 점이 아닙니다',
    ERR_MOVE_KIND: '이 규칙에는 그런 수가 없습니다',
    ERR_GAME_OVER: '대국이 이미 끝났습니다',
    ERR_OCCUPIED: '그 점에는 이미 돌이 있습니다',
    ERR_SUICIDE: '자살수는 둘 수 없습니다(그 돌 무리의 활로가 없어집니다)',
    ERR_KO: '패는 바로 되따낼 수 없습니다. 먼저 다른 곳에 두세요',
    ERR_SUPERKO: '이전과 같은 국면이 되어 둘 수 없습니다(동형반복)',
    ERR_PASS_FORBIDDEN: '패스할 수 없습니다. 돌을 놓거나 사석을 돌려주세요',
    ERR_NO_PRISONER: '돌려줄 사석이 없습니다',
    ERR_STOICAL_CAPTURE: '상대가 따낸 직후에는 따낼 수 없습니다. 따내지 않는 수를 두거나 패스하세요',
    ERR_DISTURBING_CAPTURE: '이 방해 따내기로는 상대의 방해 따내기에 응수할 수 없습니다. 먼저 다른 수를 두세요',
    ERR_KO_RESTRICTION: '양쪽이 연달아 한 번씩 따낸 뒤에는 이 돌이 이 규칙의 패 제한을 지켜야 합니다',
    ERR_TILE_LIMIT: '이 돌에는 새 타일이 필요하지만, 이 점의 타일은 이미 한도입니다',
    ERR_NO_TRUE_LIBERTY: '모든 돌 무리는 진짜 활로를 하나는 남겨야 합니다',
    ERR_MARKED_POINT: '표시된 돌이 있는 점에는 둘 수 없습니다',
    ERR_NO_LIBERTY: '자기의 다른 돌 무리의 활로가 없어집니다',
  },
};

export default words;
