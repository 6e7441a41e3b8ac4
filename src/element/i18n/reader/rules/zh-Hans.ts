import { wordedRules } from './worded.js';
import position from '../position/zh-Hans.js';

const kind = { strict: '严格', loose: '宽松' } as const;
const piece = (ghost: boolean) => (ghost ? '幽灵子' : '棋子');
const estate = '领地（棋块及只有它能到达的空点）';

export default wordedRules(
  {
    go: '围棋',
    ruled: (ruleSet, sentence) => `${ruleSet}：${sentence}`,
    notes: {
      ko: (player, point) => `${player}方不能立即在${point}提回劫，须先在别处落子`,
      superko: (player, point) => `${player}方不能在${point}提回：那会重复之前的局面（全局同形）`,
      ghostKo: (player, opponent, ghosts, passed) =>
        `${opponent}方${passed ? '停了一手' : '在自己的幽灵子上落了子'}，因此在${player}方${ghosts.join('、')}的幽灵子上落子会重复局面（劫）；${player}方现在不能下在那里`,
      captureForbidden: (player, opponent) => `${opponent}方刚刚提子，所以${player}方这一手不能提子；请下一手不提子的棋，或停一手`,
      disturbingForbidden: (player, opponent, previous, forbidden) =>
        `${opponent}方刚刚进行了${kind[previous]}干扰提子，所以这一手${player}方不能以${forbidden.length > 1 ? '干扰提子' : `${kind.strict}干扰提子`}应对${forbidden.length > 1 ? '' : `（${kind.loose}干扰提子可以）`}`,
      restriction: (player, requirement) => `双方刚刚连续各提一次子，${player}方的棋子必须成为${requirement}的一部分`,
      tieBreak: (player, lastPlacer) => `如果${player}方也停一手，对局结束；若比分相同，最后落子的${lastPlacer}方判负`,
      tileRequired: (player) => `上一手是侵入，所以${player}方的下一子须放在新地砖上`,
      incursionNeedsTile: (player) => `上一手是侵入；如果${player}方的下一手也是侵入，须放在新地砖上`,
      noPass: (player, held) =>
        held === 0 ? `不能停一手，${player}方也没有可归还的提子，所以必须落子` : `不能停一手；${player}方落子，或从${held}枚提子中归还一枚`,
    },
    results: {
      win: (winner, margin) => `${winner}胜${margin}目`,
      draw: (black, white) => `和棋（${black}比${white}）`,
      repetition: '同形和棋：落子重现了之前的局面',
      noMoves: (winner, loser) => `${winner}胜：${loser}方既不能落子，也不能归还提子`,
      tie: (winner, loser, black, white) => `比分相同（${black}比${white}），${winner}胜：最后落子的是${loser}方`,
    },
    refusals: {
      syntax: '这不是一手棋',
      offBoard: (width, height) => `这不是${width}×${height}棋盘上的点`,
      gameOver: (result) => `对局已经结束${result ? `（${result}）` : ''}`,
      noGhosts: '本局没有幽灵子',
      noReturns: '本局不能归还提子',
      returnsNeedScoring: '只有按归还提子计分时才能归还提子；请改为停一手',
      moveKind: '本局没有这种着法',
      occupied: '该点已经有子',
      ghostOnPiece: '幽灵子只能下在空点上',
      stoneOnStone: '棋子只能下在空点或幽灵子上',
      suicide: (ghost) => `不允许自杀：这枚${piece(ghost)}及其棋块将没有气`,
      ko: '不能立即提回劫，须先在别处落子',
      superko: '这一手会重复之前的局面（全局同形）',
      passForbidden: '不能停一手；请落子或归还一枚提子',
      noPrisoner: '你没有可归还的提子',
      stoicalCapture: '对方刚刚提子，你不能紧接着提子；请先下一手不提子的棋（如劫材）或停一手',
      disturbing: (current, previous, oneBit) =>
        `这次提子是${kind[current]}干扰提子，不能应对对方的${kind[previous]}干扰提子${oneBit ? '' : '（只有两次宽松干扰提子可以相继）'}；请先下别处`,
      koRestriction: (requirement) => `双方刚刚连续各提一次子，你的棋子必须成为${requirement}的一部分`,
      tileLimit: (most) => `这枚棋子需要一块新地砖，但该点的地砖已达上限（${most}块）`,
      noTrueLiberty: (whose, at) =>
        `每个棋块都必须保有一口真气，但${whose === 'flipped' ? `在${at}被翻转的棋子` : whose === 'own-group' ? `你在${at}的棋块` : `对方在${at}的棋块`}将没有真气`,
      markedPoint: '该点有标记子，标记过的点不能落子',
      noLiberty: (ghost) => `这枚${piece(ghost)}会使你的另一个棋块没有气`,
    },
    requirements: {
      'ko-2-2-2': '多于两子或多于两口气的棋块',
      'ko-2-2': '多于两口气的棋块',
      'ko-4-point': `多于四个点的${estate}`,
      'ko-ole': `不是一条开放线（一串相连的点）的${estate}`,
    },
  },
  position.player,
);
