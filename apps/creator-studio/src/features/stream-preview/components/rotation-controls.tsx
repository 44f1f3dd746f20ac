import type { Rotation } from '@advocate/api-client';
import { useId } from 'react';
import { SCALE_MAX_PERCENT, SCALE_MIN_PERCENT, scaleToPercent, type Placement } from '../lib/canvas-geometry.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';

export interface RotationControlsProps {
  rotation: Rotation;
  placement: Placement;
  current: number;
  onShow: (id: number, index: number) => void;
  onScale: (id: number, percent: number) => void;
}

const arrowClass =
  'flex h-8 w-8 items-center justify-center rounded-full border border-secondary-300 bg-white text-secondary hover:bg-secondary-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300';

/**
 * One rotation in the sidebar (spec 02 §2): its name, previous/next arrows when it has several
 * images, the scale slider (25-100 %), the image counter and dots.
 */
export function RotationControls({ rotation, placement, current, onShow, onScale }: RotationControlsProps) {
  const sliderId = useId();
  const headingId = useId();
  const total = rotation.images.length;
  const several = total > 1;
  const show = (index: number) => onShow(rotation.id, (index + total) % total);
  const percent = scaleToPercent(placement.scale);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
      data-testid={`rotation-${rotation.id}`}
    >
      <h3 id={headingId} className="font-semibold text-secondary">
        {rotation.name}
      </h3>
      <div className="flex items-center justify-between gap-2">
        {several ? (
          <button type="button" className={arrowClass} aria-label={texts.previousImage(rotation.name)} onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className="h-8 w-8" />
        )}
        <div className="flex flex-col items-center gap-1">
          <span className="text-sm text-secondary" data-testid="image-counter">
            {texts.counter(current + 1, total)}
          </span>
          <div className="flex gap-1">
            {rotation.images.map((image, index) => (
              <button
                key={`${image.version_id}-${index}`}
                type="button"
                aria-label={texts.showImage(rotation.name, index + 1)}
                aria-pressed={index === current}
                onClick={() => show(index)}
                className={`h-3 w-3 rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300 ${
                  index === current ? 'bg-primary' : 'bg-secondary-300'
                }`}
              />
            ))}
          </div>
        </div>
        {several ? (
          <button type="button" className={arrowClass} aria-label={texts.nextImage(rotation.name)} onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        ) : (
          <span className="h-8 w-8" />
        )}
      </div>
      <div className="space-y-1">
        <div className="flex items-center justify-between text-sm text-secondary">
          <label htmlFor={sliderId}>{texts.scale}</label>
          <span aria-hidden="true">{texts.scaleValue(percent)}</span>
        </div>
        <input
          id={sliderId}
          type="range"
          min={SCALE_MIN_PERCENT}
          max={SCALE_MAX_PERCENT}
          step={1}
          value={percent}
          aria-valuetext={texts.scaleValue(percent)}
          onChange={(event) => onScale(rotation.id, Number(event.target.value))}
          className="w-full accent-primary"
        />
      </div>
    </section>
  );
}
