/**
 * The help texts. docs/cli.md says the same at more length.
 */
import { DEFAULT_MAX_WORKERS, FILES_PER_WORKER } from './parallel.js';
import { variantIds } from './rule-options.js';

const RULE_OPTIONS = `Rule options:
  --variant ID          the rule set: ${variantIds().join(', ')}
  --komi N              komi (the file's KM, else the variant's default)
  --ko basic|positional ko rule, for variants that have one
  --max-tiles N|unlimited   Tile and Cushion Go: most tiles on one point
  --scoring prisoner-return|standard   Tile and Cushion Go: how the game ends and is scored`;

export const MAIN_HELP = `Usage: variant-go <command> [options] [files...]

Checks, shows, draws and analyses Go and Go-variant game records (SGF) and Sensei's Library
$$ diagrams.

Commands:
  check   validate SGF files and $$ diagrams under a variant (exit 0 valid, 1 problems)
  show    print the position after a move as text, JSON, SVG or a $$ diagram
  render  write a picture (SVG or PNG) of every SGF record and every $$ diagram of a page
  stats   replay many SGF files under a variant and report what it changes from Go

Options:
  -h, --help      help (also: variant-go <command> --help, variant-go help <command>)
  -V, --version   the version

Exit codes: 0 success, 1 problems found, 2 usage error.
`;

export const CHECK_HELP = `Usage: variant-go check [--variant ID] [options] FILES...

Reads each file and replays it under a variant, reporting parse errors and illegal moves
(in every variation, not only the main line) as
  file:line:column: CODE: message

Files ending in .sgf, and files starting with "(;" (or "(" and a property), are read as
SGF; any other file is read as text holding $$ diagrams (a wiki page, a forum post): every
diagram in it is checked, at its line in the file. A file with no record and no diagram is
an error (ERR_NOTHING_FOUND), and so is a directory with no .sgf file under it. A directory
stands for the .sgf files under it; - reads standard input. Only regular files are read
(not FIFOs or devices). Files are decoded by their byte order mark, UTF-16, the SGF's CA,
else UTF-8. Each kind of warning is printed once per file, with a count.
The variant comes from --variant, else the file (ZVR, then RU), else Go. Every game tree of
an SGF collection is checked; in a collection of several, each error names its game
("game 2 of 40: ...").

Options:
  --game N         check only game tree N (from 1) of each SGF file
  --diagram        read every file as text holding $$ diagrams
  --sgf            read every file as SGF
  --json           write the result as JSON
  -q, --quiet      print errors only (no warnings, no summary)
  -h, --help       this help

${RULE_OPTIONS}

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
`;

export const SHOW_HELP = `Usage: variant-go show [--variant ID] [--game N] [--move N] [--format FORMAT] [--overlay rules] FILE

Prints the position after move N of the main line (default: its end). An SGF collection is
read for its first game tree (--game picks another); a text file for its first $$ diagram
(--line picks another); - reads standard input.

Options:
  --game N          in an SGF collection, game tree N (from 1)
  --move N          the position after move N (0: the start)
  --format FORMAT   text (default): a board with coordinates, the last move, prisoners,
                                    the player to move, rule notes and the result
                    json: the engine's PositionView
                    svg: an SVG image of the board
                    diagram: a Sensei's Library $$ diagram
  --no-coordinates  leave coordinates out of the SVG and the diagram
  --overlay rules   draw the variant's rules overlay on the SVG (refused points, the ko
                    point, groups in atari, false liberties...), with its legend under the
                    board; none (default) draws none
  --line N          in a text with several diagrams, the one on line N (or the next one)
  --diagram         read the file as text holding $$ diagrams
  --sgf             read the file as SGF
  -h, --help        this help

${RULE_OPTIONS}

Text board: X O stones, G H ghosts (No Seki Go), K L marked stones (Paper and Pencil Go),
. empty, , star point, a digit after a point its tiles (* for 10 or more), > before the
last move.

Exit codes: 0 shown, 1 the file cannot be read or its replay fails before move N, 2 usage error.
`;

export const RENDER_HELP = `Usage: variant-go render --out DIR [--format svg|png] [--move N] [--overlay rules] [options] FILES...

Writes a picture of every game tree of each SGF file, and of every $$ diagram of any other
file (a wiki page, a Markdown post, a text), to DIR (made if missing): the board as
<variant-go-board> shows it, an image with a title and a description listing the stones.
Pictures are named after the file, their order in it and their title:
  joseki.sgf                 -> joseki.svg (a collection: joseki-01-title.svg, ...)
  joseki-page.md             -> joseki-page-01-the-hane.svg, joseki-page-02.svg, ...
Files are read as check reads them (SGF by extension or first characters, else text holding
$$ diagrams; a directory stands for its .sgf files; - reads standard input). A picture that
cannot be drawn is an error, at its place, as check writes it:
  file:line:column: CODE: message
and the others are written all the same. Each file written is named on a line.

Options:
  -o, --out DIR     the folder to write to (required)
  --format svg|png  SVG (default), 448 CSS px wide, or PNG at twice that: 896 pixels wide;
                    PNG needs the rasteriser @resvg/resvg-js: npm install @resvg/resvg-js
  --move N          each picture after move N of its main line (0: the start; past the
                    end: the end), as the board's move attribute
  --overlay rules   draw the variant's rules overlay with its legend; none (default)
  --coordinates     draw coordinates (a diagram's $$c draws them too)
  --theme T         auto (default): the reader's light or dark scheme, as the board; light;
                    dark (a PNG in auto is light)
  --game N          in each SGF file, game tree N (from 1) only
  --diagram         read every file as text holding $$ diagrams
  --sgf             read every file as SGF
  -q, --quiet       print errors only (not the files written, warnings or the summary)
  -h, --help        this help

${RULE_OPTIONS}

Exit codes: 0 every picture written, 1 errors found (a picture not written, a file that
cannot be read, a move the rules refuse that a Go record plays as written: its picture is
written), 2 usage error, or --format png without the rasteriser (nothing is read).
`;

export const STATS_HELP = `Usage: variant-go stats --variant ID [rule options] FILES_OR_DIRS...

Replays game records (directories: every .sgf file under them) under Go and under the
variant, and reports what the variant changes: games replayed, moves the variant forbids
(the first of each game, by code, with the median move number), games that end differently
(a draw by repetition, a loss with no move left, a different final board or winner), tiles
placed and stack heights (Tile and Cushion Go), incursions, flips (Loose) and marks (Paper
and Pencil Go).

Options:
  --json         write the numbers as JSON
  --list         also list each game the variant treats differently, one line each
  --jobs N       replay in up to N threads (default: one per core, up to ${DEFAULT_MAX_WORKERS}),
                 but at most one thread per ${FILES_PER_WORKER} files, and in one thread when
                 run from the TypeScript source
  -h, --help     this help

${RULE_OPTIONS}

Exit codes: 0 report written, 1 no game could be replayed, 2 usage error.
`;
