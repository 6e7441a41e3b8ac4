import { numbersIn } from '../numbers.js';
import type { PanelWords } from './en.js';

const { number } = numbersIn('ja');

const words: PanelWords = {
  comma: '、',
  info: {
    player: (player, name) => `${player}：${name}`,
    unknown: '不明',
    result: (result) => `結果：${result}`,
    separator: ' · ',
  },
  result: {
    draw: '持碁',
    void: '無勝負',
    unknown: '結果不明',
    won: (player) => `${player}の勝ち`,
    resignation: (player) => `${player}の中押し勝ち`,
    time: (player) => `${player}の時間切れ勝ち`,
    forfeit: (player) => `${player}の反則勝ち`,
    points: (player, points) => `${player}の${points}目勝ち`,
    other: (player, how) => `${player}の勝ち（${how}）`,
  },
  comment: {
    more: '続きを表示',
    moreOf: '（コメント）',
    left: (chars) => `（残り${number(chars)}文字）`,
  },
  variations: {
    group: '変化',
    label: '変化：',
    noMove: '（着手なし）',
    next: 'この手順の次の手',
  },
  exports: {
    group: 'ダウンロード',
    label: 'ダウンロード：',
    formats: { sgf: 'SGF', diagram: '図', svg: 'SVG', png: 'PNG' },
    download: (format) => `${format}をダウンロード`,
    downloading: (file) => `${file}をダウンロードしています`,
  },
};

export default words;
