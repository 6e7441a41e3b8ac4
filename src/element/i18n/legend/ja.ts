import type { LegendWords } from './en.js';

const words: LegendWords = {
  key: '盤面の記号',
  marked: '×印：印の付いた石。その点には打てません',
  black: '実線の枠と四角：黒の持つ印の付いた領域で、黒の呼吸点です',
  white: '淡い枠とひし形：白の持つ印の付いた領域で、白の呼吸点です',
  neutral: '点線の枠：どちらのものでもない印の付いた領域で、どちらの呼吸点でもありません',
};

export default words;
