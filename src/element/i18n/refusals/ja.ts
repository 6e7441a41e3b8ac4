import type { RefusalWords } from './words.js';

const words: RefusalWords = {
  go: '囲碁',
  said: (ruleSet, reason) => `${ruleSet}：${reason}`,
  reasons: {
    ERR_MOVE_SYNTAX: '着手として読めません',
    ERR_OFF_BOARD: '盤上の点ではありません',
    ERR_MOVE_KIND: 'このルールにはその種類の着手がありません',
    ERR_GAME_OVER: '対局はすでに終わっています',
    ERR_OCCUPIED: 'その点にはすでに石があります',
    ERR_SUICIDE: '自殺手は禁止です（その石の一団の呼吸点がなくなります）',
    ERR_KO: 'コウはすぐには取り返せません。先に他の場所に打ってください',
    ERR_SUPERKO: '以前と同じ局面になるため打てません（同形反復）',
    ERR_PASS_FORBIDDEN: 'パスはできません。石を打つか、アゲハマを返してください',
    ERR_NO_PRISONER: '返せるアゲハマがありません',
    ERR_STOICAL_CAPTURE: '相手が石を取った直後は取れません。石を取らない手を打つか、パスしてください',
    ERR_DISTURBING_CAPTURE: 'この妨害取りで相手の妨害取りに応じることはできません。先に別の手を打ってください',
    ERR_KO_RESTRICTION: '双方が続けて一度ずつ取った後は、この石はこのルールのコウの制限を満たさなければなりません',
    ERR_TILE_LIMIT: 'この石には新しいタイルが必要ですが、この点のタイルはすでに上限です',
    ERR_NO_TRUE_LIBERTY: 'どの一団も真の呼吸点を一つは残さなければなりません',
    ERR_MARKED_POINT: '印の付いた石のある点には打てません',
    ERR_NO_LIBERTY: '自分の別の一団の呼吸点がなくなります',
  },
};

export default words;
