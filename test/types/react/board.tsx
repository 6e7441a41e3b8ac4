// React 19 JSX against the built package's types (variant-go-board/react, named in tsconfig.json).
import { useRef } from 'react';
import type { VgbErrorDetail, VgbMoveDetail, VgbMoveEvent, VariantGoBoard } from 'variant-go-board';

export function Board() {
  const board = useRef<VariantGoBoard>(null);
  const onMove = (event: CustomEvent<VgbMoveDetail>) => console.log(event.detail.move, event.detail.captured);
  const onMoveClass = (event: VgbMoveEvent) => console.log(event.detail.color);
  const onError = (event: CustomEvent<VgbErrorDetail>) => console.log(event.detail.code);
  return (
    <>
      <variant-go-board
        ref={board}
        className="board"
        id="game"
        variant="tile"
        mode="play"
        size={9}
        komi={7.5}
        moves="E5 C3 pass"
        coordinates
        autoplay={false}
        speed={500}
        max-tiles="unlimited"
        point-names="audouard"
        confirm="touch"
        progress={['solved', 'not-tried']}
        onvgb-move={onMove}
        onvgb-position-change={(event) => console.log(event.detail.moveNumber, event.detail.total)}
        onvgb-error={onError}
      >
        <vgb-move-list></vgb-move-list>
        <vgb-status></vgb-status>
      </variant-go-board>
      <variant-go-board onvgb-move={onMoveClass} maxTiles={3} toPlay="white" />

      {/* @ts-expect-error size is a number */}
      <variant-go-board size="nine" />
      {/* @ts-expect-error there is no variant "chess" */}
      <variant-go-board variant="chess" />
      {/* @ts-expect-error mode takes view, replay, play, puzzle or edit */}
      <variant-go-board mode="watch" />
      {/* @ts-expect-error a vgb-move handler does not take an error's detail */}
      <variant-go-board onvgb-move={onError} />
      {/* @ts-expect-error point-names takes letters or audouard */}
      <variant-go-board point-names="numbers" />
      {/* @ts-expect-error no such property */}
      <variant-go-board sizes={9} />
    </>
  );
}
