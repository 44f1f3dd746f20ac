import type { Rotation } from '@advocate/api-client';
import { useState } from 'react';
import { useDrop } from 'react-dnd';
import { displayFactor, type Size } from '../lib/canvas-geometry.ts';
import { boxOf, type NaturalSizes, type Placements } from '../lib/layout-draft.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';
import { DraggableGraphic, GRAPHIC, type GraphicDragItem } from './draggable-graphic.tsx';
import { useElementWidth } from './use-wide-screen.ts';

export interface PreviewCanvasProps {
  rotations: Rotation[];
  draft: Placements;
  canvas: Size;
  screenshot: string | null;
  sizes: NaturalSizes;
  currentImages: Readonly<Record<number, number>>;
  overlapping: ReadonlySet<number>;
  hintId: string;
  onSize: (url: string, size: Size) => void;
  onMove: (id: number, xPos: number, yPos: number) => void;
}

/**
 * The stream as the base resolution draws it, scaled to the page's width with its aspect ratio
 * (spec 02 §2): the screenshot behind, each rotation's current graphic on top. Positions are kept in
 * base-canvas pixels; a drop turns the screen distance moved back into them.
 */
export function PreviewCanvas({
  rotations,
  draft,
  canvas,
  screenshot,
  sizes,
  currentImages,
  overlapping,
  hintId,
  onSize,
  onMove,
}: PreviewCanvasProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const factor = displayFactor(useElementWidth(element), canvas);
  const [, drop] = useDrop(
    () => ({
      accept: GRAPHIC,
      drop: (item: GraphicDragItem, monitor) => {
        const moved = monitor.getDifferenceFromInitialOffset();
        if (!moved || factor <= 0) return;
        onMove(item.id, item.xPos + moved.x / factor, item.yPos + moved.y / factor);
      },
    }),
    [factor, onMove],
  );

  return (
    <div
      ref={(node) => {
        setElement(node);
        drop(node);
      }}
      role="group"
      aria-label={texts.canvas}
      data-testid="stream-canvas"
      className="relative w-full bg-secondary-800 shadow-inner ring-1 ring-secondary-300"
      style={{ aspectRatio: `${canvas.width} / ${canvas.height}` }}
    >
      {screenshot ? (
        <img
          src={screenshot}
          alt=""
          data-testid="stream-screenshot"
          className="pointer-events-none absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {rotations.map((rotation) => {
        const placement = draft[rotation.id] ?? rotation;
        return (
          <DraggableGraphic
            key={rotation.id}
            rotation={rotation}
            placement={placement}
            box={boxOf(rotation, sizes, placement.scale)}
            factor={factor}
            currentImage={currentImages[rotation.id] ?? 0}
            sizes={sizes}
            overlapping={overlapping.has(rotation.id)}
            hintId={hintId}
            onSize={onSize}
            onMove={onMove}
          />
        );
      })}
    </div>
  );
}
