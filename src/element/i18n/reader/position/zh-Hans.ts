import type { PositionWords } from '../../../../render/position-words.js';

const player = (color: 'black' | 'white') => (color === 'black' ? '黑' : '白');

const words: PositionWords = {
  player,
  contents(state) {
    const tiles = state.tiles > 0 ? `${state.tiles}块地砖` : '';
    if (!state.color) return tiles ? `空点，${tiles}` : '空点';
    const piece = `${state.marked ? '带标记的' : ''}${player(state.color)}${state.ghost ? '幽灵子' : '子'}`;
    return tiles ? `${tiles}上的${piece}` : piece;
  },
  region: (owner) => (owner ? `${player(owner)}方的区域` : '中立区域'),
  group: (state, region) => words.contents(state) + (region ? `，${region}` : ''),
  listed: (heading, points) => `${heading}：${points.join('、')}。`,
  side: (color, stones, ghosts) => `${player(color)}${stones}子${ghosts > 0 ? `和${ghosts}枚幽灵子` : ''}`,
  sides: (black, white, empty) => `${black}，${white}，空点${empty}个。`,
  tiles: (n) => `盘上有${n}块地砖。`,
  marked: (n) => `标记子${n}个。`,
  area: (n, color) => `${n}个空点计入${player(color)}方。`,
  emptyPoints: (n) => `空点${n}个。`,
  emptyBoard: '棋盘上空无一物。',
  centre: '天元',
};

export default words;
