import type { OutputsWords } from './en.js';

const words: OutputsWords = {
  diagram: '棋图 ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: '复制',
  copyName: (output) => `复制${output}`,
  copied: '已复制',
  notCopied: (clipboard, reason) =>
    `未能复制：${clipboard === 'missing' ? '此处浏览器不提供剪贴板' : `浏览器拒绝访问剪贴板（${reason}）`}，复制命令也失败了。文本已选中：请按 Ctrl+C（Mac 上为 ⌘C）复制。`,
};

export default words;
