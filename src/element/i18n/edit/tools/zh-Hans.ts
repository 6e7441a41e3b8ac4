import type { ToolsWords } from './en.js';

const words: ToolsWords = {
  toolbar: '编辑工具',
  names: {
    alternate: '轮流落子',
    black: '黑子',
    white: '白子',
    erase: '擦除',
    tile: '地砖',
    ghost: '幽灵子',
    marked: '标记子',
    triangle: '三角',
    square: '方块',
    circle: '圆圈',
    cross: '叉',
    letter: '字母',
    number: '数字',
    crop: '裁剪',
  },
  chosen: (name) => `工具：${name}`,
};

export default words;
