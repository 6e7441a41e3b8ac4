import type { OverlaySectionWords } from './en.js';

const words: OverlaySectionWords = {
  kinds: {
    refused: { name: 'verboten', sentence: 'der Spieler am Zug darf hier jetzt keinen Stein setzen.' },
    ko: { name: 'Ko', sentence: 'der Punkt, den die Ko-Regel jetzt verbietet.' },
    atari: { name: 'Atari', sentence: 'eine Gruppe mit nur noch einer Freiheit.' },
    'false-liberty': { name: 'falsche Freiheit', sentence: 'ein leerer Punkt neben beiden Farben und neben keinem leeren Punkt.' },
    'no-true-liberty': { name: 'keine echte Freiheit', sentence: 'eine Gruppe, der keine echte Freiheit mehr bleibt.' },
    'capture-forbidden': { name: 'Schlagen verboten', sentence: 'ein Stein hier würde schlagen, was in diesem Zug verboten ist.' },
    'disturbing-capture': { name: 'störender Schlag', sentence: 'ein Schlag hier wäre störend; eingekreist, wenn er von der strengen Art ist.' },
    'refusal-area': {
      name: 'verboten wegen',
      sentence: 'was die Regel betrachtet: die Gruppe, die Steine oder der Bereich, derentwegen ein Stein auf dem gefragten Punkt verboten ist.',
    },
    estate: { name: 'Besitz', sentence: 'was ein Stein hier bilden würde: durchgezogen, wenn er zulässig ist, gestrichelt, wenn nicht.' },
    incursion: { name: 'Einfall', sentence: 'ein Stein des Spielers am Zug wäre hier ein Einfall.' },
    'tile-needed': { name: 'Kachel nötig', sentence: 'ein hier gesetzter Stein bräuchte eine Kachel.' },
    'ghost-liberty': { name: 'Geisterfreiheit', sentence: 'eine Freiheit, die ein Geisterstein einer Gruppe erhält.' },
    region: { name: 'Region', sentence: 'von markierten Steinen umschlossene Punkte, in der Farbe ihres Besitzers getönt, gepunktet, wenn neutral.' },
  },
  refusals: {
    ERR_MOVE_SYNTAX: 'kein Zug',
    ERR_OFF_BOARD: 'außerhalb des Bretts',
    ERR_MOVE_KIND: 'kein Zug dieser Regeln',
    ERR_GAME_OVER: 'Partie zu Ende',
    ERR_OCCUPIED: 'besetzt',
    ERR_SUICIDE: 'Selbstmord',
    ERR_KO: 'Ko',
    ERR_SUPERKO: 'Superko',
    ERR_PASS_FORBIDDEN: 'Passen nicht erlaubt',
    ERR_NO_PRISONER: 'kein Gefangener zum Zurückgeben',
    ERR_STOICAL_CAPTURE: 'kein Schlagen direkt nach einem Schlagen',
    ERR_DISTURBING_CAPTURE: 'störender Schlag',
    ERR_KO_RESTRICTION: 'Ko-Beschränkung',
    ERR_TILE_LIMIT: 'höchste Kachelzahl',
    ERR_NO_TRUE_LIBERTY: 'keine echte Freiheit',
    ERR_MARKED_POINT: 'markierter Punkt',
    ERR_NO_LIBERTY: 'keine Freiheit',
  },
  colon: ': ',
  comma: ', ',
  toggle: 'Regelhinweise',
  key: 'Legende der Regelhinweise',
};

export default words;
