/** The `puzzle` part and the live region while the reader answers: the task, the verdicts and why, the hint. */
const words = {
  /** The task, before the reader's first move. */
  task: (player: string) => `${player} to play: find the right move.`,
  /** The verdicts' headings, after their sign (✓, ✗). */
  right: 'Right',
  wrong: 'Wrong',
  /** A solve, shown after "✓ Right." and said. */
  solved: 'Solved',
  said: {
    /** A solve, as the live region says it. */
    solved: 'Right: solved',
    /** A failure, as the live region says it: "Wrong: A1 is not in the solution". */
    wrong: (why: string) => `Wrong: ${why}`,
    /** After a failure: the two ways on. */
    waysOn: 'Retry, or show the solution',
    /** After a solve in a collection. */
    nextAvailable: 'Next problem available',
    /** The tree's reply to the reader's move, after the move as said ("White E5"). */
    inAnswer: (move: string) => `${move} in answer`,
    /** Retry. */
    backToStart: 'Back to the start',
    /** A move on the board after a solve or a failure. */
    over: 'The puzzle is over: Retry to try again',
    /** A move no variation holds while the reader explores the solution. */
    noVariation: 'No variation of the solution plays there: choose one, or go back to the problem',
  },
  /** A move inside a verdict: a point stays as drawn ("D5"). */
  move: {
    pass: 'the pass',
    return: 'the return',
    ghost: (point: string) => `the ghost at ${point}`,
  },
  /** The tree's reply, inside a verdict: "White answers D6". */
  reply: {
    answers: (player: string, point: string) => `${player} answers ${point}`,
    ghost: (player: string, point: string) => `${player} answers with a ghost at ${point}`,
    passes: (player: string) => `${player} passes`,
    returns: (player: string) => `${player} returns a prisoner`,
  },
  /** Why an attempt failed, shown (first letter in capitals) and said. */
  why: {
    notInSolution: (move: string) => `${move} is not in the solution`,
    markedWrong: (move: string) => `the solution marks ${move} wrong`,
    /** The tree's reply refutes the reader's move: shown whole, said after the reply as "that refutes D5". */
    refuted: (reply: string, move: string) => `${reply}, which refutes ${move}`,
    saidRefuted: (move: string) => `that refutes ${move}`,
    /** The tree's reply ends a line the solution marks wrong. */
    lineWrong: (reply: string) => `${reply}: the solution marks this line wrong`,
    saidLineWrong: 'the solution marks this line wrong',
    /** What the node reached says, quoted. */
    quote: (comment: string) => `The solution says: “${comment}”`,
  },
  hint: {
    /** The hint: "Hint: D6." */
    move: (move: string) => `Hint: ${move}.`,
    pass: 'pass',
    return: 'return a prisoner',
    ghost: (point: string) => `a ghost at ${point}`,
    /** Hint after a verdict. */
    over: 'Retry first: the hint shows the way from the position to solve.',
    /** Hint where the solution has no right move. */
    none: 'No hint here: the solution has no right move from this position.',
  },
  /** The `puzzle` part's button (Retry is common's). */
  showSolution: 'Show solution',
};

export type VerdictWords = typeof words;
export default words;
