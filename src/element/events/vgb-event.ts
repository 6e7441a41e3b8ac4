/**
 * What every event of the board shares: a `vgb-` name, a typed `detail`, and it bubbles out of
 * shadow roots (`composed`) so that a page listening on a container hears a board inside another
 * component. It is a `CustomEvent`, so a handler typed `(event: CustomEvent<VgbMoveDetail>)`
 * takes it. Each event is a subclass of its own, so that `instanceof` and the manifest name it;
 * a subclass declares its `detail` type again because the manifest's analyzer reads only that.
 */
/** What the details of the events that speak of a position of the record share: which game of its collection it is. */
export interface VgbGameDetail {
  /** The 1-based index of the game shown in its SGF collection (the board's `game`); 1 for a record of one game and for `moves`. */
  game: number;
}

export class VgbEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: `vgb-${string}`, detail: Detail) {
    super(type, { bubbles: true, composed: true, detail });
  }
}
