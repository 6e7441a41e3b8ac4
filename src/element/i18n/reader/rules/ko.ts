import { wordedRules } from './worded.js';
import position from '../position/ko.js';

const kind = { strict: '엄격한', loose: '느슨한' } as const;
const piece = (ghost: boolean) => (ghost ? '유령돌' : '돌');
const estate = '영지(돌 무리와 그 무리만 닿는 빈 점)';

export default wordedRules(
  {
    go: '바둑',
    ruled: (ruleSet, sentence) => `${ruleSet}: ${sentence}`,
    notes: {
      ko: (player, point) => `${player}은 ${point}의 패를 바로 되따낼 수 없습니다. 먼저 다른 곳에 두세요`,
      superko: (player, point) => `${player}은 ${point}에서 되따낼 수 없습니다. 이전 국면이 반복됩니다(동형반복)`,
      ghostKo: (player, opponent, ghosts, passed) =>
        `${opponent}이 ${passed ? '패스했으므로' : '자기 유령돌 위에 돌을 놓았으므로'} ${player}의 유령돌(${ghosts.join(', ')}) 위에 돌을 놓으면 국면이 반복됩니다(패). ${player}은 지금 그곳에 둘 수 없습니다`,
      captureForbidden: (player, opponent) => `${opponent}이 방금 돌을 따냈으므로 ${player}은 이번 차례에 따낼 수 없습니다. 따내지 않는 수를 두거나 패스하세요`,
      disturbingForbidden: (player, opponent, previous, forbidden) =>
        `${opponent}이 방금 ${kind[previous]} 교란 따내기를 했으므로 이번 차례에 ${player}은 ${forbidden.length > 1 ? '교란 따내기' : `${kind.strict} 교란 따내기`}로 응수할 수 없습니다${forbidden.length > 1 ? '' : `(${kind.loose} 교란 따내기는 가능)`}`,
      restriction: (player, requirement) => `양쪽이 연달아 한 번씩 따낸 직후이므로 ${player}의 돌은 ${requirement}의 일부가 되어야 합니다`,
      tieBreak: (player, lastPlacer) => `${player}도 패스하면 대국이 끝납니다. 점수가 같으면 마지막으로 돌을 놓은 ${lastPlacer}이 집니다`,
      tileRequired: (player) => `직전 착수가 침입이었으므로 ${player}의 다음 돌은 새 타일 위에 놓입니다`,
      incursionNeedsTile: (player) => `직전 착수가 침입이었습니다. ${player}의 다음 수도 침입이면 새 타일 위에 놓입니다`,
      noPass: (player, held) =>
        held === 0 ? `패스할 수 없고 ${player}은 돌려줄 사석도 없으므로 돌을 놓아야 합니다` : `패스할 수 없습니다. ${player}은 돌을 놓거나 사석 ${held}개 중 하나를 돌려줍니다`,
    },
    results: {
      win: (winner, margin) => `${winner} ${margin}집 승`,
      draw: (black, white) => `무승부 (${black} 대 ${white})`,
      repetition: '동형반복으로 무승부: 착수가 이전 국면을 다시 만들었습니다',
      noMoves: (winner, loser) => `${winner} 승: ${loser}은 돌을 놓을 수도 사석을 돌려줄 수도 없습니다`,
      tie: (winner, loser, black, white) => `동점(${black} 대 ${white})에서 ${winner} 승: 마지막으로 돌을 놓은 쪽이 ${loser}입니다`,
    },
    refusals: {
      syntax: '수로 읽을 수 없습니다',
      offBoard: (width, height) => `${width}×${height} 바둑판의 점이 아닙니다`,
      gameOver: (result) => `대국이 끝났습니다${result ? ` (${result})` : ''}`,
      noGhosts: '이 대국에는 유령돌이 없습니다',
      noReturns: '이 대국에서는 사석을 돌려줄 수 없습니다',
      returnsNeedScoring: '사석은 사석 돌려주기 계가일 때만 돌려줄 수 있습니다. 대신 패스하세요',
      moveKind: '이 대국에 없는 종류의 수입니다',
      occupied: '그 점에는 이미 돌이 있습니다',
      ghostOnPiece: '유령돌은 빈 점에만 놓을 수 있습니다',
      stoneOnStone: '돌은 빈 점이나 유령돌 위에만 놓을 수 있습니다',
      suicide: (ghost) => `자살수는 둘 수 없습니다: 그 ${piece(ghost)}과 무리의 활로가 없어집니다`,
      ko: '패는 바로 되따낼 수 없습니다. 먼저 다른 곳에 두세요',
      superko: '그 수는 이전 국면을 반복합니다(동형반복)',
      passForbidden: '패스할 수 없습니다. 돌을 놓거나 사석을 돌려주세요',
      noPrisoner: '돌려줄 사석이 없습니다',
      stoicalCapture: '상대가 따낸 직후에는 따낼 수 없습니다. 먼저 따내지 않는 수(팻감 등)를 두거나 패스하세요',
      disturbing: (current, previous, oneBit) =>
        `이 따내기는 ${kind[current]} 교란 따내기이므로 상대의 ${kind[previous]} 교란 따내기에 응수할 수 없습니다${oneBit ? '' : '(느슨한 교란 따내기끼리만 이어질 수 있습니다)'}. 먼저 다른 수를 두세요`,
      koRestriction: (requirement) => `양쪽이 연달아 한 번씩 따낸 직후이므로 당신의 돌은 ${requirement}의 일부가 되어야 합니다`,
      tileLimit: (most) => `이 돌에는 새 타일이 필요하지만 이 점에는 이미 허용된 최대 타일(${most}장)이 있습니다`,
      noTrueLiberty: (whose, at) =>
        `모든 무리는 진짜 활로를 하나 이상 지녀야 하는데, ${whose === 'flipped' ? `${at}에서 뒤집히는 돌` : whose === 'own-group' ? `${at}의 당신 무리` : `${at}의 상대 무리`}에 진짜 활로가 없어집니다`,
      markedPoint: '그 점에는 표시된 돌이 있고, 표시된 점에는 둘 수 없습니다',
      noLiberty: (ghost) => `그 ${piece(ghost)}을 놓으면 당신의 다른 무리의 활로가 없어집니다`,
    },
    requirements: {
      'ko-2-2-2': '돌이 세 개 이상이거나 활로가 세 개 이상인 무리',
      'ko-2-2': '활로가 세 개 이상인 무리',
      'ko-4-point': `다섯 점 이상의 ${estate}`,
      'ko-ole': `열린 선(한 줄로 이어진 점들)이 아닌 ${estate}`,
    },
  },
  position.player,
);
