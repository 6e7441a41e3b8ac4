import { numbersIn } from '../numbers.js';
import type { PanelWords } from './en.js';

const { number } = numbersIn('zh-Hans');

const words: PanelWords = {
  comma: '，',
  info: {
    player: (player, name) => `${player}方：${name}`,
    unknown: '未知',
    result: (result) => `结果：${result}`,
    separator: ' · ',
  },
  result: {
    draw: '和棋',
    void: '无胜负',
    unknown: '结果未知',
    won: (player) => `${player}胜`,
    resignation: (player) => `${player}中盘胜`,
    time: (player) => `${player}超时胜`,
    forfeit: (player) => `${player}判胜`,
    points: (player, points) => `${player}胜${points}目`,
    other: (player, how) => `${player}胜（${how}）`,
  },
  comment: {
    more: '显示更多',
    moreOf: '评注',
    left: (chars) => `（还剩${number(chars)}字）`,
  },
  variations: {
    group: '变化',
    label: '变化：',
    noMove: '（无着手）',
    next: '本变化的下一手',
  },
  exports: {
    group: '下载',
    label: '下载：',
    formats: { sgf: 'SGF', diagram: '棋图', svg: 'SVG', png: 'PNG' },
    download: (format) => `下载${format}`,
    downloading: (file) => `正在下载${file}`,
  },
};

export default words;
