import type { OverlaySectionWords } from './en.js';

const words: OverlaySectionWords = {
  kinds: {
    refused: { name: '着手禁止', sentence: '手番の側は今ここに石を置けません。' },
    ko: { name: 'コウ', sentence: 'コウのルールにより今は打てない点。' },
    atari: { name: 'アタリ', sentence: '呼吸点が残り一つになった石の一団。' },
    'false-liberty': { name: '偽の呼吸点', sentence: '両方の色の石に接し、どの空点にも接していない空点。' },
    'no-true-liberty': { name: '真の呼吸点なし', sentence: '真の呼吸点が一つも残っていない一団。' },
    'capture-forbidden': { name: '取り禁止', sentence: 'ここに置くと石を取ることになり、この手番では禁止されています。' },
    'disturbing-capture': { name: 'かく乱取り', sentence: 'ここで取るとかく乱取りになります。厳格な種類のときは丸で囲みます。' },
    'refusal-area': {
      name: '禁止の対象',
      sentence: 'ルールが見ているもの：調べている点に石を置くと、そのために禁止される一団、石、または範囲。',
    },
    estate: { name: 'エステート', sentence: 'ここに置くとできるもの。条件を満たせば実線、満たさなければ破線。' },
    incursion: { name: '侵入', sentence: '手番の側がここに置くと侵入になります。' },
    'tile-needed': { name: 'タイルが必要', sentence: 'ここに置く石にはタイルが必要です。' },
    'ghost-liberty': { name: 'ゴーストの呼吸点', sentence: 'ゴーストが一団のために保っている呼吸点。' },
    region: { name: '領域', sentence: '印の付いた石に囲まれた点。持ち主の色で塗り、中立なら点線。' },
  },
  refusals: {
    ERR_MOVE_SYNTAX: '着手ではない',
    ERR_OFF_BOARD: '盤外',
    ERR_MOVE_KIND: 'このルールにない着手',
    ERR_GAME_OVER: '終局後',
    ERR_OCCUPIED: '石がある',
    ERR_SUICIDE: '自殺手',
    ERR_KO: 'コウ',
    ERR_SUPERKO: '同形反復',
    ERR_PASS_FORBIDDEN: 'パス不可',
    ERR_NO_PRISONER: '返すアゲハマがない',
    ERR_STOICAL_CAPTURE: '取られた直後の取り',
    ERR_DISTURBING_CAPTURE: 'かく乱取り',
    ERR_KO_RESTRICTION: 'コウの制限',
    ERR_TILE_LIMIT: 'タイルの上限',
    ERR_NO_TRUE_LIBERTY: '真の呼吸点なし',
    ERR_MARKED_POINT: '印の付いた点',
    ERR_NO_LIBERTY: '呼吸点なし',
  },
  colon: '：',
  comma: '、',
  toggle: 'ルール表示',
  key: 'ルール表示の凡例',
};

export default words;
