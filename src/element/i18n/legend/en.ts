/** The words of Paper and Pencil Go's legend (legend.ts): what each kind of mark the board draws means. */
const words = {
  /** The legend's name. */
  key: 'Key to the board',
  marked: 'Cross: a marked stone, whose point cannot be played',
  black: 'Solid frame, square: marked region owned by Black, a liberty for Black',
  white: 'Light frame, diamond: marked region owned by White, a liberty for White',
  neutral: "Dotted frame: neutral marked region, nobody's liberty",
};

export type LegendWords = typeof words;
export default words;
