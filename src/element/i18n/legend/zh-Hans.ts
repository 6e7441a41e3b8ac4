import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: '图例',
  marked: '叉：标记子，其所在点不能落子',
  black: '实线框、方块：属于黑方的标记区域，是黑方的气',
  white: '浅色框、菱形：属于白方的标记区域，是白方的气',
  neutral: '虚线框：中立的标记区域，不是任何一方的气',
};

export default words;
