// Plain TypeScript against the built package's types: the tag map, typed events, the class
// without the tag (variant-go-board/element) and the script-tag bundle's types.
import 'variant-go-board';
import { VariantGoBoard as Unregistered, VgbMoveList, VgbStatus } from 'variant-go-board/element';
import { VariantGoBoard, VgbMoveEvent, type VgbMoveDetail, type VgbErrorDetail } from 'variant-go-board/bundle';

const board = document.createElement('variant-go-board');
board.variant = 'no-seki';
board.size = 13;
board.addEventListener('vgb-move', (event) => console.log(event.detail.move, event.detail.game));
board.addEventListener('vgb-move', (event: CustomEvent<VgbMoveDetail>) => console.log(event.detail.captured));
board.addEventListener('vgb-error', (event) => console.log(event.detail.code, event.detail.message));
const fired: VgbMoveEvent = new VgbMoveEvent({ move: 'D4', color: 'black', moveNumber: 1, captured: [], flipped: [], marked: [], tile: false, game: 1 });
const asCustomEvent: CustomEvent<VgbMoveDetail> = fired;
const sameClass: typeof VariantGoBoard = Unregistered;
const list: VgbMoveList | null = document.querySelector('vgb-move-list');
const status: VgbStatus | null = document.querySelector('vgb-status');
customElements.define('my-board', class extends Unregistered {});

// @ts-expect-error there is no variant "chess"
board.variant = 'chess';
// @ts-expect-error size is a number
board.size = 'nine';
// @ts-expect-error a vgb-move listener does not take an error's detail
board.addEventListener('vgb-move', (event: CustomEvent<VgbErrorDetail>) => console.log(event.detail.code));

export { asCustomEvent, sameClass, list, status };
