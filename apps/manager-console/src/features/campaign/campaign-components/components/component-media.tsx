import { useState } from 'react';
import { componentsTexts } from '../components-texts.ts';

const VIDEO = /\.(webm|mp4)(\?|#|$)/i;

/** Whether a stored media address is a video (webm or mp4) rather than an image. */
export const isVideoAddress = (src: string) => VIDEO.test(src) || /^data:video\//i.test(src);

/**
 * A component's media (spec 01 §2 media preview): an image with its natural dimensions shown as
 * 'W x H', or a video element for webm and mp4.
 */
export function MediaPreview({ src, alt, small = false }: { src: string; alt: string; small?: boolean }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const box = small ? 'max-h-20 max-w-[10rem]' : 'max-h-48 max-w-full';
  if (isVideoAddress(src)) {
    return (
      <video src={src} controls muted preload="metadata" className={`${box} rounded border border-gray-200 bg-black`} aria-label={alt} />
    );
  }
  return (
    <figure className="space-y-1">
      <img
        src={src}
        alt={alt}
        className={`${box} rounded border border-gray-200 object-contain`}
        onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
      />
      {size ? (
        <figcaption className="text-xs text-gray-600" data-testid="image-dimensions">
          {componentsTexts.dimensions(size.width, size.height)}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** An advocate widget in a sandboxed frame (scripts only: no same origin, forms, popups or navigation). */
export function WidgetFrame({ src, name }: { src: string; name: string }) {
  return (
    <iframe
      sandbox="allow-scripts"
      src={src}
      title={componentsTexts.widgetTitle(name)}
      className="h-56 w-full rounded border border-gray-200 bg-white"
      referrerPolicy="no-referrer"
    />
  );
}
