/** The step controls' words: the slider, the step buttons and the counter. */
const words = {
  /** The slider's name. */
  slider: 'Move',
  /** The slider's value, said by a screen reader. */
  sliderValue: (move: number, total: number) => `Move ${move} of ${total}`,
  /** The group of step buttons. */
  steps: 'Moves',
  first: 'First move',
  previous: 'Previous move',
  /** Autoplay's button, while it stands and while it runs. */
  autoplay: 'Play moves',
  pause: 'Pause',
  next: 'Next move',
  last: 'Last move',
  /** The `counter` part. */
  counter: (move: number, total: number) => `Move ${move} / ${total}`,
};

export type ControlsWords = typeof words;
export default words;
