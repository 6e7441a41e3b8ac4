import { numbersIn } from '../../numbers.js';
import position from '../position/de.js';
import { wordedRules } from './worded.js';

const { count, number } = numbersIn('de');
const kind = { strict: 'streng', loose: 'locker' } as const;
const piece = (ghost: boolean) => (ghost ? 'dieser Geisterstein' : 'dieser Stein');
const estate = 'Besitzes (seine Gruppe und die leeren Punkte, die nur sie erreicht)';

export default wordedRules(
  {
    go: 'Go',
    ruled: (ruleSet, sentence) => `${ruleSet}: ${sentence}`,
    notes: {
      ko: (player, point) => `${player} darf das Ko auf ${point} nicht sofort zurückschlagen; erst woanders spielen`,
      superko: (player, point) => `${player} darf auf ${point} nicht zurückschlagen: das würde eine frühere Stellung wiederholen (positionelles Superko)`,
      ghostKo: (player, opponent, ghosts, passed) =>
        `${opponent} hat ${passed ? 'gepasst' : 'einen Stein auf den eigenen Geisterstein gesetzt'}, daher würde ein Stein auf ${ghosts.length > 1 ? `die Geistersteine von ${player} auf ${ghosts.join(', ')}` : `den Geisterstein von ${player} auf ${ghosts[0]}`} die Stellung wiederholen (Ko); ${player} darf dort jetzt nicht spielen`,
      captureForbidden: (player, opponent) => `${player} darf in diesem Zug nicht schlagen, weil ${opponent} gerade geschlagen hat; ${player} spielt einen Zug, der nichts schlägt, oder passt`,
      disturbingForbidden: (player, opponent, previous, forbidden) =>
        `${opponent} hat gerade einen ${kind[previous]}en störenden Schlag gemacht, daher darf ${player} in diesem Zug nicht mit ${forbidden.length > 1 ? 'einem störenden Schlag antworten' : `einem ${kind.strict}en störenden Schlag antworten (ein ${kind.loose}er ist erlaubt)`}`,
      restriction: (player, requirement) => `nach zwei Schlägen in Folge, einem von jeder Seite, muss der Stein von ${player} Teil ${requirement} werden`,
      tieBreak: (player, lastPlacer) => `passt ${player} ebenfalls, endet die Partie; bei Punktgleichheit verliert ${lastPlacer}, weil ${lastPlacer} den letzten Stein gesetzt hat`,
      tileRequired: (player) => `der letzte gesetzte Stein war ein Einfall, daher kommt der nächste Stein von ${player} auf eine neue Kachel`,
      incursionNeedsTile: (player) => `der letzte gesetzte Stein war ein Einfall; ist der nächste von ${player} auch einer, kommt er auf eine neue Kachel`,
      noPass: (player, held) =>
        held === 0
          ? `Passen gibt es nicht, und ${player} hat keinen Gefangenen zurückzugeben, also muss ${player} einen Stein setzen`
          : `Passen gibt es nicht; ${player} setzt einen Stein oder gibt einen von ${count(held, 'Gefangenen', 'Gefangenen')} zurück`,
    },
    results: {
      win: (winner, margin) => `${winner} gewinnt mit ${count(margin, 'Punkt', 'Punkten')}`,
      draw: (black, white) => `Unentschieden (${number(black)} zu ${number(white)})`,
      repetition: 'Unentschieden durch Wiederholung: ein gesetzter Stein hat eine frühere Stellung wiederhergestellt',
      noMoves: (winner, loser) => `${winner} gewinnt: ${loser} kann weder einen Stein setzen noch einen Gefangenen zurückgeben`,
      tie: (winner, loser, black, white) => `${winner} gewinnt bei Punktgleichheit (${number(black)} zu ${number(white)}): ${loser} hat den letzten Stein gesetzt`,
    },
    refusals: {
      syntax: 'das ist kein Zug',
      offBoard: (width, height) => `das ist kein Punkt eines ${width}×${height}-Bretts`,
      gameOver: (result) => `die Partie ist beendet${result ? ` (${result})` : ''}`,
      noGhosts: 'in dieser Partie gibt es keine Geistersteine',
      noReturns: 'in dieser Partie gibt man keine Gefangenen zurück',
      returnsNeedScoring: 'Gefangene werden nur bei der Wertung mit Gefangenenrückgabe zurückgegeben; stattdessen passen',
      moveKind: 'diese Art von Zug gibt es in dieser Partie nicht',
      occupied: 'dieser Punkt ist schon besetzt',
      ghostOnPiece: 'ein Geisterstein darf nur auf einen leeren Punkt',
      stoneOnStone: 'ein Stein darf nur auf einen leeren Punkt oder einen Geisterstein',
      suicide: (ghost) => `Selbstmord ist nicht erlaubt: ${piece(ghost)} und seine Gruppe hätten keine Freiheit mehr`,
      ko: 'das Ko darf nicht sofort zurückgeschlagen werden; erst woanders spielen',
      superko: 'dieser Zug würde eine frühere Stellung wiederholen (positionelles Superko)',
      passForbidden: 'Passen gibt es nicht; einen Stein setzen oder einen Gefangenen zurückgeben',
      noPrisoner: 'Sie haben keinen Gefangenen zurückzugeben',
      stoicalCapture: 'direkt nach einem Schlag des Gegners dürfen Sie nicht schlagen; erst einen Zug spielen, der nichts schlägt (eine Ko-Drohung), oder passen',
      disturbing: (current, previous, oneBit) =>
        `dieser Schlag ist ein ${kind[current]}er störender Schlag und darf nicht auf den ${kind[previous]}en störenden Schlag des Gegners antworten${oneBit ? '' : ' (nur zwei lockere dürfen aufeinander folgen)'}; erst etwas anderes spielen`,
      koRestriction: (requirement) => `nach zwei Schlägen in Folge, einem von jeder Seite, muss Ihr Stein Teil ${requirement} werden`,
      tileLimit: (most) => `dieser Stein braucht eine neue Kachel, aber der Punkt trägt schon die erlaubte Höchstzahl (${count(most, 'Kachel', 'Kacheln')})`,
      noTrueLiberty: (whose, at) =>
        `jede Gruppe muss eine echte Freiheit behalten, aber ${whose === 'flipped' ? `die auf ${at} umgedrehten Steine hätten keine` : whose === 'own-group' ? `Ihre Gruppe auf ${at} hätte keine` : `die gegnerische Gruppe auf ${at} hätte keine`}`,
      markedPoint: 'auf diesem Punkt steht ein markierter Stein, und markierte Punkte dürfen nicht bespielt werden',
      noLiberty: (ghost) => `${piece(ghost)} würde eine andere Ihrer Gruppen ohne Freiheit lassen`,
    },
    requirements: {
      'ko-2-2-2': 'einer Gruppe mit mehr als zwei Steinen oder mehr als zwei Freiheiten',
      'ko-2-2': 'einer Gruppe mit mehr als zwei Freiheiten',
      'ko-4-point': `eines ${estate} von mehr als vier Punkten`,
      'ko-ole': `eines ${estate}, der keine offene Linie (eine einzige Kette von Punkten) ist`,
    },
  },
  position.player,
);
