import type { ToolsWords } from './en.js';

const words: ToolsWords = {
  toolbar: '編集ツール',
  names: {
    alternate: '交互',
    black: '黒石',
    white: '白石',
    erase: '消去',
    tile: 'タイル',
    ghost: 'ゴースト',
    marked: '印の付いた石',
    triangle: '三角',
    square: '四角',
    circle: '丸',
    cross: 'バツ',
    letter: '文字',
    number: '数字',
    crop: '切り抜き',
  },
  chosen: (name) => `ツール：${name}`,
};

export default words;
