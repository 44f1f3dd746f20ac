// @ts-check
/**
 * Rotation timing, per page (decision 503): each rotation shows its items one after another, each
 * for its `duration` seconds, then keeps its place empty for the item's `rotation_delay` seconds;
 * after a full pass it stays empty for `pause_after` seconds (the campaign's
 * pause_after_live_graphics). Items with schedule `minutes` (campaigns with set_live_graphic_times)
 * are left out of the pass and show once at each of those minutes of the hour (UTC), after the
 * item showing then. A new playlist replaces the old one without restarting: what shows keeps
 * showing if it is still in the list, and the pass goes on from it.
 */

/** @typedef {import('./render.js').OverlayItem} OverlayItem */
/** @typedef {import('./render.js').OverlayRotation} OverlayRotation */
/** @typedef {{ show(item: OverlayItem): void, hide(): void }} View */
/** @typedef {(item: OverlayItem, startedAt: Date, seconds: number) => void} Displayed */

const TICK_MS = 1000;

export class RotationPlayer {
  /**
   * @param {OverlayRotation} rotation
   * @param {View} view
   * @param {Displayed} onDisplayed called when an item stops showing, with how long it showed
   */
  constructor(rotation, view, onDisplayed) {
    this.rotation = rotation;
    this.view = view;
    this.onDisplayed = onDisplayed;
    /** Index in the pass of the item showing or shown last; -1 before the first. */
    this.index = -1;
    /** @type {number | null} component shown last in the pass */
    this.lastPassComponent = null;
    /** @type {{ item: OverlayItem, startedAt: number } | null} */
    this.current = null;
    /** @type {'idle' | 'showing' | 'gap'} */
    this.phase = 'idle';
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    /** @type {Map<number, string>} the hour:minute slot each scheduled item last showed in */
    this.shownSlots = new Map();
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.next();
  }

  /** Items of the pass (not scheduled). */
  get pass() {
    return this.rotation.items.filter((i) => i.minutes === null);
  }

  /** Swaps the playlist, keeping the current item and the place in the pass where possible. @param {OverlayRotation} rotation */
  update(rotation) {
    this.rotation = rotation;
    const pass = this.pass;
    if (this.lastPassComponent !== null) {
      const at = pass.findIndex((i) => i.component_id === this.lastPassComponent);
      if (at >= 0) this.index = at;
      else this.index = Math.min(this.index, pass.length) - 1;
    }
    if (this.current) {
      const same = rotation.items.find((i) => i.component_id === this.current?.item.component_id);
      if (!same) {
        this.endCurrent();
        this.next();
      } else if (same.version_id !== this.current.item.version_id || same.url !== this.current.item.url) {
        // A new version (new image or duration) shows at once, in the same turn.
        this.endCurrent();
        this.show(same);
      } else {
        this.current.item = same;
      }
    } else if (this.phase === 'idle') {
      this.next();
    }
  }

  stop() {
    clearInterval(this.ticker);
    if (this.timer) clearTimeout(this.timer);
    this.endCurrent();
  }

  /** @param {number} seconds @param {() => void} then */
  wait(seconds, then) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(then, Math.max(0, seconds * 1000));
  }

  /** The scheduled item due now that has not shown in this minute, if any. */
  dueScheduled() {
    const now = new Date();
    const minute = now.getUTCMinutes();
    const slot = `${now.toISOString().slice(0, 13)}:${minute}`;
    const item = this.rotation.items.find((i) => i.minutes?.includes(minute) && this.shownSlots.get(i.component_id) !== slot);
    if (item) this.shownSlots.set(item.component_id, slot);
    return item;
  }

  tick() {
    if (this.phase === 'showing') return;
    const due = this.dueScheduled();
    if (due) this.show(due);
  }

  next() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const due = this.dueScheduled();
    if (due) return this.show(due);
    const pass = this.pass;
    if (pass.length === 0) {
      this.phase = 'idle';
      this.view.hide();
      return;
    }
    let i = this.index + 1;
    if (i >= pass.length) {
      this.index = -1;
      if (this.rotation.pause_after > 0) {
        this.phase = 'gap';
        this.view.hide();
        this.wait(this.rotation.pause_after, () => this.next());
        return;
      }
      i = 0;
    }
    this.index = i;
    this.lastPassComponent = pass[i].component_id;
    this.show(pass[i]);
  }

  /** @param {OverlayItem} item */
  show(item) {
    this.view.show(item);
    this.current = { item, startedAt: Date.now() };
    this.phase = 'showing';
    this.wait(item.duration, () => this.finish());
  }

  finish() {
    const item = this.current?.item;
    this.endCurrent();
    if (item && item.rotation_delay > 0) {
      this.phase = 'gap';
      this.wait(item.rotation_delay, () => this.next());
    } else {
      this.next();
    }
  }

  endCurrent() {
    const current = this.current;
    this.current = null;
    this.view.hide();
    if (this.phase === 'showing') this.phase = 'idle';
    if (!current) return;
    const seconds = Math.round((Date.now() - current.startedAt) / 1000);
    if (seconds >= 1) this.onDisplayed(current.item, new Date(current.startedAt), seconds);
  }
}
