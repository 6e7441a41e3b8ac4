import type { RefusalWords } from './words.js';

const words: RefusalWords = {
  go: 'Go',
  said: (ruleSet, reason) => `${ruleSet}: ${reason}`,
  reasons: {
    ERR_MOVE_SYNTAX: 'das ist kein Zug',
    ERR_OFF_BOARD: 'dieser Punkt liegt nicht auf dem Brett',
    ERR_MOVE_KIND: 'diese Regeln kennen diese Art Zug nicht',
    ERR_GAME_OVER: 'die Partie ist schon zu Ende',
    ERR_OCCUPIED: 'dieser Punkt ist schon besetzt',
    ERR_SUICIDE: 'Selbstmord ist nicht erlaubt: der Stein und seine Gruppe hätten keine Freiheit',
    ERR_KO: 'das Ko darf nicht sofort zurückgeschlagen werden; erst woanders spielen',
    ERR_SUPERKO: 'dieser Zug würde eine frühere Stellung wiederholen (Superko)',
    ERR_PASS_FORBIDDEN: 'Passen gibt es nicht; einen Stein setzen oder einen Gefangenen zurückgeben',
    ERR_NO_PRISONER: 'es ist kein Gefangener zum Zurückgeben da',
    ERR_STOICAL_CAPTURE: 'direkt nach einem Schlagen des Gegners ist Schlagen verboten; einen Zug spielen, der nichts schlägt, oder passen',
    ERR_DISTURBING_CAPTURE: 'dieses störende Schlagen darf das störende Schlagen des Gegners nicht beantworten; erst etwas anderes spielen',
    ERR_KO_RESTRICTION: 'nach zwei Schlägen in Folge, einem je Spieler, muss dieser Stein die Ko-Beschränkung dieser Regeln erfüllen',
    ERR_TILE_LIMIT: 'dieser Stein braucht eine neue Kachel, aber der Punkt trägt schon die höchste erlaubte Zahl',
    ERR_NO_TRUE_LIBERTY: 'jede Gruppe muss eine echte Freiheit behalten',
    ERR_MARKED_POINT: 'auf einen Punkt mit markiertem Stein darf nicht gesetzt werden',
    ERR_NO_LIBERTY: 'das ließe eine andere eigene Gruppe ohne Freiheit',
  },
};

export default words;
