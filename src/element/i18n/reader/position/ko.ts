import type { PositionWords } from '../../../../render/position-words.js';

const player = (color: 'black' | 'white') => (color === 'black' ? '흑' : '백');

const words: PositionWords = {
  player,
  contents(state) {
    const tiles = state.tiles > 0 ? `타일 ${state.tiles}장` : '';
    if (!state.color) return tiles ? `빈 점, ${tiles}` : '빈 점';
    const piece = `${state.marked ? '표시된 ' : ''}${player(state.color)}${state.ghost ? ' 유령돌' : '돌'}`;
    return tiles ? `${tiles} 위의 ${piece}` : piece;
  },
  region: (owner) => (owner ? `${player(owner)}의 영역` : '중립 영역'),
  group: (state, region) => words.contents(state) + (region ? `, ${region}` : ''),
  listed: (heading, points) => `${heading}: ${points.join(', ')}.`,
  side: (color, stones, ghosts) => `${player(color)} 돌 ${stones}개${ghosts > 0 ? `와 유령돌 ${ghosts}개` : ''}`,
  sides: (black, white, empty) => `${black}, ${white}, 빈 점 ${empty}개.`,
  tiles: (n) => `바둑판 위 타일 ${n}장.`,
  marked: (n) => `표시된 돌 ${n}개.`,
  area: (n, color) => `빈 점 ${n}개가 ${player(color)}의 집으로 계산됩니다.`,
  emptyPoints: (n) => `빈 점 ${n}개.`,
  emptyBoard: '바둑판이 비어 있습니다.',
  centre: '천원',
};

export default words;
