import type { Size } from '../lib/canvas-geometry.ts';
import { isVideoUrl } from '../lib/canvas-geometry.ts';

export interface GraphicMediaProps {
  url: string;
  /** Shown (the rotation's current image) or only measured. */
  visible: boolean;
  /** On-screen width, once the natural size is known. */
  width: number | undefined;
  onSize: (url: string, size: Size) => void;
}

/**
 * One image or video of a rotation (spec 02 §2: images gif/jpg/jpeg/png, videos mp4/webm). Every
 * image of a rotation is rendered so its natural size is known; only the current one is visible.
 * The graphic's name is on its draggable box, so the media itself is decorative.
 */
export function GraphicMedia({ url, visible, width, onSize }: GraphicMediaProps) {
  const className = `pointer-events-none absolute left-0 top-0 max-w-none select-none ${visible ? '' : 'invisible'}`;
  const style = { width: width ?? 0 };
  if (isVideoUrl(url)) {
    return (
      <video
        src={url}
        muted
        loop
        autoPlay
        playsInline
        aria-hidden="true"
        className={className}
        style={style}
        onLoadedMetadata={(event) => onSize(url, { width: event.currentTarget.videoWidth, height: event.currentTarget.videoHeight })}
      />
    );
  }
  return (
    <img
      src={url}
      alt=""
      draggable={false}
      className={className}
      style={style}
      onLoad={(event) => onSize(url, { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
    />
  );
}
