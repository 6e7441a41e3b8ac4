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
  /** The full-screen button, while the board is in the page and while it fills the screen. */
  fullScreen: 'Full screen',
  leaveFullScreen: 'Leave full screen',
  /** The toggle of brief announcements, seen only while it has focus. */
  briefAnnouncements: 'Brief announcements',
};

export type ControlsWords = typeof words;
export default words;
