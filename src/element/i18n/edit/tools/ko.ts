import type { ToolsWords } from './en.js';

const words: ToolsWords = {
  toolbar: '편집 도구',
  names: {
    alternate: '번갈아 두기',
    black: '흑돌',
    white: '백돌',
    erase: '지우기',
    tile: '타일',
    ghost: '유령돌',
    marked: '표시된 돌',
    triangle: '삼각형',
    square: '사각형',
    circle: '원',
    cross: '가위표',
    letter: '글자',
    number: '숫자',
    crop: '자르기',
  },
  chosen: (name) => `도구: ${name}`,
};

export default words;
