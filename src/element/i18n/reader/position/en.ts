/** The position in words (render/position-words.ts): the static SVG's words too, so English is render's. */
import { ENGLISH_POSITION_WORDS } from '../../../../render/position-words.js';

export default ENGLISH_POSITION_WORDS;
