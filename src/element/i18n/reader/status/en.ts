/** The `status` part's words besides whose turn it is (moves) and the rules' sentences (rules). */
const words = {
  /** After "Black to play" in ghost mode (No Seki Go). */
  ghostMode: 'a ghost (this move only)',
  /** The prisoners each player holds. */
  prisoners: (black: number, white: number) => `Prisoners: Black ${black}, White ${white}`,
  /** While the record loads. */
  loading: 'Loading the record…',
};

export type StatusWords = typeof words;
export default words;
