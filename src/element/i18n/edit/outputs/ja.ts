import type { OutputsWords } from './en.js';

const words: OutputsWords = {
  diagram: '図 ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: 'コピー',
  copyName: (output) => `${output}をコピー`,
  copied: 'コピーしました',
  notCopied: (clipboard, reason) =>
    `コピーできませんでした。${clipboard === 'missing' ? 'このブラウザーではクリップボードが使えず' : `ブラウザーがクリップボードを拒否し（${reason}）`}、コピーコマンドも失敗しました。テキストは選択してあります。Ctrl+C（Macでは⌘C）でコピーしてください。`,
};

export default words;
