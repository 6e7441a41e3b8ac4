// The element, for the sample post's pages (out/*.html): Vite serves pages only under demo/, so they load it through this module.
import '../../src/variant-go-board.js';
