import type { RefusalWords } from './words.js';

const words: RefusalWords = {
  go: '围棋',
  said: (ruleSet, reason) => `${ruleSet}：${reason}`,
  reasons: {
    ERR_MOVE_SYNTAX: '这不是一手棋',
    ERR_OFF_BOARD: '该点不在棋盘上',
    ERR_MOVE_KIND: '本规则没有这种着法',
    ERR_GAME_OVER: '对局已经结束',
    ERR_OCCUPIED: '该点已有棋子',
    ERR_SUICIDE: '禁止自杀：该子所在的棋块将没有气',
    ERR_KO: '不能立即提回劫，须先在别处下一手',
    ERR_SUPERKO: '这手棋会重现之前的局面（全局同形）',
    ERR_PASS_FORBIDDEN: '不能停一手，请落子或归还一枚提子',
    ERR_NO_PRISONER: '没有可以归还的提子',
    ERR_STOICAL_CAPTURE: '对方刚提子，不能紧接着提子；请下一手不提子的棋，或停一手',
    ERR_DISTURBING_CAPTURE: '这次干扰提子不能回应对方的干扰提子；请先下别的棋',
    ERR_KO_RESTRICTION: '双方连续各提一次子之后，这枚棋子必须满足本规则对劫的限制',
    ERR_TILE_LIMIT: '这枚棋子需要一块新地砖，但该点的地砖已达上限',
    ERR_NO_TRUE_LIBERTY: '每个棋块都必须保留一口真气',
    ERR_MARKED_POINT: '标记子所在的点不能落子',
    ERR_NO_LIBERTY: '这会使己方另一块棋没有气',
  },
};

export default words;
