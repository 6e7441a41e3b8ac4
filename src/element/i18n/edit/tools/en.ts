/** The toolbar's words: its name, each tool's, and the tool chosen as the live region says it. */
import type { PointTool } from '../../../../editor/document.js';

const words = {
  /** The `edit-tools` toolbar's name. */
  toolbar: 'Edit tools',
  /** Each tool's name, on its button, in the board's name and in the sentences that name it. */
  names: {
    alternate: 'Alternate',
    black: 'Black stone',
    white: 'White stone',
    erase: 'Erase',
    tile: 'Tile',
    ghost: 'Ghost',
    marked: 'Marked stone',
    triangle: 'Triangle',
    square: 'Square',
    circle: 'Circle',
    cross: 'Cross',
    letter: 'Letter',
    number: 'Number',
    crop: 'Crop',
  } satisfies Record<PointTool | 'crop', string>,
  /** The tool chosen, announced: "Tool: white stone". */
  chosen: (name: string) => `Tool: ${name.toLowerCase()}`,
};

export type ToolsWords = typeof words;
export default words;
