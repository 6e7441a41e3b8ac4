import type { OutputsWords } from './en.js';

const words: OutputsWords = {
  diagram: 'Diagramm ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: 'Kopieren',
  copyName: (output) => `${output} kopieren`,
  copied: 'Kopiert',
  notCopied: (clipboard, reason) =>
    `Nicht kopiert: ${clipboard === 'missing' ? 'der Browser bietet hier keine Zwischenablage' : `der Browser hat die Zwischenablage verweigert (${reason})`}, und sein Kopierbefehl ist fehlgeschlagen. Der Text ist markiert: Drücken Sie Strg+C (⌘C auf dem Mac), um ihn zu kopieren.`,
};

export default words;
