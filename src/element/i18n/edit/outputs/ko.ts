import type { OutputsWords } from './en.js';

const words: OutputsWords = {
  diagram: '다이어그램 ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: '복사',
  copyName: (output) => `${output} 복사`,
  copied: '복사했습니다',
  notCopied: (clipboard, reason) =>
    `복사하지 못했습니다: ${clipboard === 'missing' ? '이 브라우저에서는 클립보드를 쓸 수 없고' : `브라우저가 클립보드를 거부했고(${reason})`}, 복사 명령도 실패했습니다. 텍스트가 선택되어 있으니 Ctrl+C(Mac에서는 ⌘C)로 복사하세요.`,
};

export default words;
