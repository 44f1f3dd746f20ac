// @ts-check
/**
 * Drawing of the overlay (decision 503): one absolutely placed slot per rotation, at its saved
 * position (base-canvas pixels of the top-left corner) and scale; the slot shows one item at a time.
 */

/**
 * @typedef {{ component_id: number, version_id: number, campaign_id: number, url: string, kind: 'image' | 'video',
 *   duration: number, rotation_delay: number, minutes: number[] | null }} OverlayItem
 * @typedef {{ key: string, name: string, x: number, y: number, scale: number, pause_after: number, items: OverlayItem[] }} OverlayRotation
 */

/** Sizes the overlay root to the base canvas. @param {HTMLElement} root @param {{ width: number, height: number }} canvas */
export function sizeCanvas(root, canvas) {
  root.style.width = `${canvas.width}px`;
  root.style.height = `${canvas.height}px`;
  document.body.style.width = `${canvas.width}px`;
  document.body.style.height = `${canvas.height}px`;
}

/** A rotation's place on the canvas. */
export class Slot {
  /** @param {HTMLElement} root @param {OverlayRotation} rotation */
  constructor(root, rotation) {
    this.el = document.createElement('div');
    this.el.className = 'rotation';
    this.el.dataset.rotation = rotation.key;
    this.el.dataset.name = rotation.name;
    root.append(this.el);
    this.place(rotation);
  }

  /** @param {OverlayRotation} rotation */
  place(rotation) {
    this.el.style.left = `${rotation.x}px`;
    this.el.style.top = `${rotation.y}px`;
    this.el.style.transform = `scale(${rotation.scale})`;
  }

  /** Shows `item` in place of whatever showed. @param {OverlayItem} item */
  show(item) {
    /** @type {HTMLImageElement | HTMLVideoElement} */
    let media;
    if (item.kind === 'video') {
      const video = document.createElement('video');
      video.muted = true;
      video.autoplay = true;
      video.loop = true;
      video.playsInline = true;
      video.src = item.url;
      media = video;
    } else {
      const img = document.createElement('img');
      img.alt = '';
      img.src = item.url;
      media = img;
    }
    media.dataset.component = String(item.component_id);
    media.dataset.version = String(item.version_id);
    media.dataset.shownSince = String(Date.now());
    this.el.replaceChildren(media);
  }

  hide() {
    this.el.replaceChildren();
  }

  remove() {
    this.el.remove();
  }
}
