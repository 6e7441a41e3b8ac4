import { wordedRules } from './worded.js';
import position from '../position/ja.js';

const kind = { strict: '厳格な', loose: '緩い' } as const;
const piece = (ghost: boolean) => (ghost ? 'ゴースト' : '石');
const estate = 'エステート（石の一団と、その一団だけが届く空点）';

export default wordedRules(
  {
    go: '囲碁',
    ruled: (ruleSet, sentence) => `${ruleSet}：${sentence}`,
    notes: {
      ko: (player, point) => `${player}は${point}のコウをすぐには取り返せません。先に他へ打ってください`,
      superko: (player, point) => `${player}は${point}で取り返せません。以前の局面が繰り返されます（同形反復）`,
      ghostKo: (player, opponent, ghosts, passed) =>
        `${opponent}が${passed ? 'パスした' : '自分のゴーストに石を置いた'}ので、${player}のゴースト（${ghosts.join('、')}）に石を置くと局面が繰り返されます（コウ）。${player}は今はそこに打てません`,
      captureForbidden: (player, opponent) => `${opponent}が石を取った直後なので、${player}はこの手番では取れません。取らない手を打つかパスしてください`,
      disturbingForbidden: (player, opponent, previous, forbidden) =>
        `${opponent}が${kind[previous]}かく乱取りをしたので、この手番の${player}は${forbidden.length > 1 ? 'かく乱取り' : `${kind.strict}かく乱取り`}で応じられません${forbidden.length > 1 ? '' : `（${kind.loose}かく乱取りは可）`}`,
      restriction: (player, requirement) => `双方が続けて石を取った直後なので、${player}の石は${requirement}の一部にならなければなりません`,
      tieBreak: (player, lastPlacer) => `${player}も続けてパスすると終局します。同点の場合は、最後に石を置いた${lastPlacer}の負けです`,
      tileRequired: (player) => `直前の着手が侵入だったので、${player}の次の石は新しいタイルの上に置きます`,
      incursionNeedsTile: (player) => `直前の着手が侵入だったので、${player}の次の着手も侵入なら新しいタイルの上に置きます`,
      noPass: (player, held) =>
        held === 0 ? `パスはできません。${player}は返せるアゲハマがないので、石を置かなければなりません` : `パスはできません。${player}は石を置くか、アゲハマ${held}個のうち1個を返します`,
    },
    results: {
      win: (winner, margin) => `${winner}の${margin}目勝ち`,
      draw: (black, white) => `持碁（${black}対${white}）`,
      repetition: '同形反復による引き分け（着手が以前の局面を再現しました）',
      noMoves: (winner, loser) => `${winner}の勝ち：${loser}は石を置くこともアゲハマを返すこともできません`,
      tie: (winner, loser, black, white) => `同点（${black}対${white}）で${winner}の勝ち：最後に石を置いたのは${loser}です`,
    },
    refusals: {
      syntax: '着手として読めません',
      offBoard: (width, height) => `${width}×${height}の碁盤にない点です`,
      gameOver: (result) => `対局は終わっています${result ? `（${result}）` : ''}`,
      noGhosts: 'この対局にゴーストはありません',
      noReturns: 'この対局ではアゲハマを返せません',
      returnsNeedScoring: 'アゲハマを返せるのはアゲハマ返し方式の計算のときだけです。代わりにパスしてください',
      moveKind: 'この対局にはない種類の着手です',
      occupied: 'その点にはすでに石があります',
      ghostOnPiece: 'ゴーストは空点にしか置けません',
      stoneOnStone: '石は空点かゴーストの上にしか置けません',
      suicide: (ghost) => `自殺手は禁止です：その${piece(ghost)}とその一団の呼吸点がなくなります`,
      ko: 'コウはすぐには取り返せません。先に他へ打ってください',
      superko: 'その手は以前の局面を繰り返します（同形反復）',
      passForbidden: 'パスはできません。石を置くかアゲハマを返してください',
      noPrisoner: '返せるアゲハマがありません',
      stoicalCapture: '相手が石を取った直後は取れません。先に取らない手（コウ材など）を打つかパスしてください',
      disturbing: (current, previous, oneBit) =>
        `この取りは${kind[current]}かく乱取りで、相手の${kind[previous]}かく乱取りに応じることはできません${oneBit ? '' : '（続けてよいのは緩いかく乱取り同士だけです）'}。先に別の手を打ってください`,
      koRestriction: (requirement) => `双方が続けて石を取った直後なので、あなたの石は${requirement}の一部にならなければなりません`,
      tileLimit: (most) => `この石には新しいタイルが必要ですが、この点にはすでに上限のタイル（${most}枚）があります`,
      noTrueLiberty: (whose, at) =>
        `どの一団も真の呼吸点を保たなければなりませんが、${whose === 'flipped' ? `${at}で裏返る石` : whose === 'own-group' ? `${at}のあなたの一団` : `${at}の相手の一団`}にはなくなります`,
      markedPoint: 'その点には印の付いた石があり、印の付いた点には打てません',
      noLiberty: (ghost) => `その${piece(ghost)}を置くと、あなたの別の一団の呼吸点がなくなります`,
    },
    requirements: {
      'ko-2-2-2': '石が3個以上か呼吸点が3つ以上ある石の一団',
      'ko-2-2': '呼吸点が3つ以上ある石の一団',
      'ko-4-point': `5点以上の${estate}`,
      'ko-ole': `一本の線（一列につながった点）ではない${estate}`,
    },
  },
  position.player,
);
