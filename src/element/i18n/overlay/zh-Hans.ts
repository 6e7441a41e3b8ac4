import type { OverlaySectionWords } from './en.js';

const words: OverlaySectionWords = {
  kinds: {
    refused: { name: '禁着点', sentence: '轮到的一方现在不能在此落子。' },
    ko: { name: '劫', sentence: '劫的规则此刻禁止落子的点。' },
    atari: { name: '叫吃', sentence: '只剩一口气的棋块。' },
    'false-liberty': { name: '假气', sentence: '与双方棋子都相邻、却不与任何空点相邻的空点。' },
    'no-true-liberty': { name: '无真气', sentence: '已没有任何真气的棋块。' },
    'capture-forbidden': { name: '禁止提子', sentence: '在此落子会提子，而本手禁止提子。' },
    'disturbing-capture': { name: '干扰提子', sentence: '在此提子属于干扰提子；严格类型的加圈表示。' },
    'refusal-area': {
      name: '禁着所涉',
      sentence: '规则所考察的对象：在所查看的点落子时，使其被禁止的棋块、棋子或范围。',
    },
    estate: { name: '领地', sentence: '在此落子将形成的范围：合格时为实线，不合格时为虚线。' },
    incursion: { name: '侵入', sentence: '轮到的一方在此落子将构成侵入。' },
    'tile-needed': { name: '需要地砖', sentence: '在此落子需要垫一块地砖。' },
    'ghost-liberty': { name: '幽灵子的气', sentence: '幽灵子为棋块保留的一口气。' },
    region: { name: '区域', sentence: '被标记子围住的点，按归属着色，中立时以点线表示。' },
  },
  refusals: {
    ERR_MOVE_SYNTAX: '不是一手棋',
    ERR_OFF_BOARD: '在棋盘外',
    ERR_MOVE_KIND: '本规则没有此着法',
    ERR_GAME_OVER: '对局已结束',
    ERR_OCCUPIED: '已有棋子',
    ERR_SUICIDE: '自杀',
    ERR_KO: '劫',
    ERR_SUPERKO: '全局同形',
    ERR_PASS_FORBIDDEN: '不能停一手',
    ERR_NO_PRISONER: '无提子可归还',
    ERR_STOICAL_CAPTURE: '被提后不能立即提子',
    ERR_DISTURBING_CAPTURE: '干扰提子',
    ERR_KO_RESTRICTION: '劫的限制',
    ERR_TILE_LIMIT: '地砖已达上限',
    ERR_NO_TRUE_LIBERTY: '无真气',
    ERR_MARKED_POINT: '标记点',
    ERR_NO_LIBERTY: '无气',
  },
  colon: '：',
  comma: '，',
  toggle: '规则提示',
  key: '规则提示图例',
};

export default words;
