import type { Rotation } from '@advocate/api-client';
import type { KeyboardEvent } from 'react';
import { useDrag } from 'react-dnd';
import { KEY_STEP_PX, scaleToPercent, type Placement, type Size } from '../lib/canvas-geometry.ts';
import type { NaturalSizes } from '../lib/layout-draft.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';
import { GraphicMedia } from './graphic-media.tsx';

/** The react-dnd item type of a graphic on the canvas. */
export const GRAPHIC = 'stream-graphic';

/** What a dragged graphic carries: where it started, in base-canvas pixels. */
export interface GraphicDragItem {
  id: number;
  xPos: number;
  yPos: number;
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
};

export interface DraggableGraphicProps {
  rotation: Rotation;
  placement: Placement;
  /** Footprint at the placement's scale, in base-canvas pixels. */
  box: Size;
  /** Screen pixels per base-canvas pixel. */
  factor: number;
  currentImage: number;
  sizes: NaturalSizes;
  overlapping: boolean;
  hintId: string;
  onSize: (url: string, size: Size) => void;
  onMove: (id: number, xPos: number, yPos: number) => void;
}

/**
 * A rotation on the canvas: dragged with the mouse (react-dnd) or moved with the arrow keys by
 * 10 base pixels when focused (decision 464). Outlined in red while it overlaps another one.
 */
export function DraggableGraphic({
  rotation,
  placement,
  box,
  factor,
  currentImage,
  sizes,
  overlapping,
  hintId,
  onSize,
  onMove,
}: DraggableGraphicProps) {
  const [{ dragging }, drag] = useDrag(
    () => ({
      type: GRAPHIC,
      item: (): GraphicDragItem => ({ id: rotation.id, xPos: placement.xPos, yPos: placement.yPos }),
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [rotation.id, placement.xPos, placement.yPos],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    onMove(rotation.id, placement.xPos + step[0], placement.yPos + step[1]);
  };

  const percent = scaleToPercent(placement.scale);
  return (
    <div
      ref={(node) => void drag(node)}
      role="button"
      tabIndex={0}
      aria-label={texts.graphic(rotation.name, placement.xPos, placement.yPos, percent)}
      aria-describedby={hintId}
      data-testid={`graphic-${rotation.id}`}
      data-overlapping={overlapping ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      className={`absolute cursor-move outline-dashed outline-2 focus:outline-primary focus-visible:ring-4 focus-visible:ring-primary-300 ${
        overlapping ? 'outline-red-600' : 'outline-white/80'
      } ${dragging ? 'opacity-40' : ''}`}
      style={{
        left: placement.xPos * factor,
        top: placement.yPos * factor,
        width: Math.max(box.width * factor, 8),
        height: Math.max(box.height * factor, 8),
      }}
    >
      {rotation.images.map((image, index) => {
        const size = sizes[image.image_url];
        return (
          <GraphicMedia
            key={`${image.version_id}-${index}`}
            url={image.image_url}
            visible={index === currentImage}
            width={size ? size.width * placement.scale * factor : undefined}
            onSize={onSize}
          />
        );
      })}
      {overlapping ? (
        <span className="absolute left-0 top-0 whitespace-nowrap rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
          {texts.overlapping}
        </span>
      ) : null}
    </div>
  );
}
