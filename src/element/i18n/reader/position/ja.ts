import type { PositionWords } from '../../../../render/position-words.js';

const player = (color: 'black' | 'white') => (color === 'black' ? '黒' : '白');

const words: PositionWords = {
  player,
  contents(state) {
    const tiles = state.tiles > 0 ? `タイル${state.tiles}枚` : '';
    if (!state.color) return tiles ? `空点、${tiles}` : '空点';
    const piece = `${state.marked ? '印の付いた' : ''}${player(state.color)}${state.ghost ? 'のゴースト' : '石'}`;
    return tiles ? `${tiles}の上の${piece}` : piece;
  },
  region: (owner) => (owner ? `${player(owner)}の領域` : '中立の領域'),
  group: (state, region) => words.contents(state) + (region ? `、${region}` : ''),
  listed: (heading, points) => `${heading}：${points.join('、')}。`,
  side: (color, stones, ghosts) => `${player(color)}石${stones}個${ghosts > 0 ? `とゴースト${ghosts}個` : ''}`,
  sides: (black, white, empty) => `${black}、${white}、空点${empty}。`,
  tiles: (n) => `盤上のタイル${n}枚。`,
  marked: (n) => `印の付いた石${n}個。`,
  area: (n, color) => `空点${n}が${player(color)}に数えられます。`,
  emptyPoints: (n) => `空点${n}。`,
  emptyBoard: '盤上には何もありません。',
  centre: '天元',
};

export default words;
