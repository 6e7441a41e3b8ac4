import type { OverlaySectionWords } from './en.js';

const words: OverlaySectionWords = {
  kinds: {
    refused: { name: '착수 금지', sentence: '지금 둘 차례인 쪽은 여기에 돌을 놓을 수 없습니다.' },
    ko: { name: '패', sentence: '패 규칙 때문에 지금 둘 수 없는 점.' },
    atari: { name: '단수', sentence: '활로가 하나 남은 돌 무리.' },
    'false-liberty': { name: '가짜 활로', sentence: '양쪽 색의 돌과 닿아 있고 빈 점과는 닿지 않은 빈 점.' },
    'no-true-liberty': { name: '진짜 활로 없음', sentence: '진짜 활로가 하나도 남지 않은 돌 무리.' },
    'capture-forbidden': { name: '따내기 금지', sentence: '여기에 두면 돌을 따내게 되는데, 이번 차례에는 금지됩니다.' },
    'disturbing-capture': { name: '교란 따내기', sentence: '여기서 따내면 교란 따내기가 됩니다. 엄격한 종류이면 원으로 둘러 표시합니다.' },
    'refusal-area': {
      name: '금지 대상',
      sentence: '규칙이 보는 것: 살펴보는 점에 돌을 놓으면 그 때문에 금지되는 돌 무리, 돌 또는 범위.',
    },
    estate: { name: '영지', sentence: '여기에 두면 생기는 것: 조건을 채우면 실선, 채우지 못하면 점선.' },
    incursion: { name: '침입', sentence: '둘 차례인 쪽이 여기에 두면 침입이 됩니다.' },
    'tile-needed': { name: '타일 필요', sentence: '여기에 놓는 돌에는 타일이 필요합니다.' },
    'ghost-liberty': { name: '유령돌 활로', sentence: '유령돌이 돌 무리를 위해 지켜 주는 활로.' },
    region: { name: '영역', sentence: '표시된 돌로 둘러싸인 점. 주인의 색으로 칠하고, 중립이면 점선.' },
  },
  refusals: {
    ERR_MOVE_SYNTAX: '수가 아님',
    ERR_OFF_BOARD: '판 밖',
    ERR_MOVE_KIND: '이 규칙에 없는 수',
    ERR_GAME_OVER: '대국 종료',
    ERR_OCCUPIED: '돌이 있음',
    ERR_SUICIDE: '자살수',
    ERR_KO: '패',
    ERR_SUPERKO: '동형반복',
    ERR_PASS_FORBIDDEN: '패스 불가',
    ERR_NO_PRISONER: '돌려줄 사석 없음',
    ERR_STOICAL_CAPTURE: '따낸 직후의 따내기',
    ERR_DISTURBING_CAPTURE: '교란 따내기',
    ERR_KO_RESTRICTION: '패 제한',
    ERR_TILE_LIMIT: '타일 한도',
    ERR_NO_TRUE_LIBERTY: '진짜 활로 없음',
    ERR_MARKED_POINT: '표시된 점',
    ERR_NO_LIBERTY: '활로 없음',
  },
  colon: ': ',
  comma: ', ',
  toggle: '규칙 표시',
  key: '규칙 표시 범례',
};

export default words;
