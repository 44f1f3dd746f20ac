// @ts-check
/**
 * The overlay page's boot (decisions 501-505): reads its address (username, key or preview), opens
 * the event stream, and keeps the page's rotations in step with each `state` it receives. The
 * stream reconnects by itself with a growing, jittered delay (1 s … 30 s), to whichever API
 * instance answers, and the server sends the full state and the requests still pending on every
 * (re)connect (decision 760), so nothing missed while away is lost. Rotation timing stays in
 * this page: other overlays of the same broadcaster never change it.
 */
import { playVideo, showTestPattern } from './fullscreen.js';
import { Slot, sizeCanvas } from './render.js';
import { reportDisplay } from './reporting.js';
import { RotationPlayer } from './rotation.js';

/** @typedef {import('./render.js').OverlayRotation} OverlayRotation */
/**
 * @typedef {{ canvas: { width: number, height: number }, preview: boolean, rotations: OverlayRotation[],
 *   refresh_at: string | null, server_time: string }} OverlayState
 */

const root = /** @type {HTMLElement} */ (document.getElementById('overlay'));
const query = new URLSearchParams(location.search);
const credential = new URLSearchParams();
for (const name of ['key', 'preview']) {
  const value = query.get(name);
  if (value) credential.set(name, value);
}
const preview = credential.has('preview');
const base = new URL('./', location.href);
const eventsUrl = new URL(`events/?${credential}`, base).toString();
const stateUrl = new URL(`state/?${credential}`, base).toString();

sizeCanvas(root, { width: Number(root.dataset.width) || 1920, height: Number(root.dataset.height) || 1080 });

/** @type {Map<string, { slot: Slot, player: RotationPlayer }>} */
const rotations = new Map();
/** @type {ReturnType<typeof setTimeout> | undefined} */
let refreshTimer;
let stopped = false;

/** Records a display, except in a manager's preview. @type {import('./rotation.js').Displayed} */
function displayed(item, startedAt, seconds) {
  if (preview) return;
  reportDisplay({ componentId: item.component_id, versionId: item.version_id, startedAt, seconds });
}

/** Applies a full state: places, playlists; rotations that are gone stop. @param {OverlayState} state */
function applyState(state) {
  sizeCanvas(root, state.canvas);
  const seen = new Set();
  for (const rotation of state.rotations) {
    seen.add(rotation.key);
    const open = rotations.get(rotation.key);
    if (open) {
      open.slot.place(rotation);
      open.player.update(rotation);
    } else {
      const slot = new Slot(root, rotation);
      rotations.set(rotation.key, { slot, player: new RotationPlayer(rotation, slot, displayed) });
    }
    // The playlist, readable in the page (and by tests): component and version ids in order.
    const placed = rotations.get(rotation.key);
    if (placed) {
      placed.slot.el.dataset.items = rotation.items.map((i) => i.component_id).join(' ');
      placed.slot.el.dataset.versions = rotation.items.map((i) => i.version_id).join(' ');
    }
  }
  for (const [key, open] of rotations) {
    if (seen.has(key)) continue;
    open.player.stop();
    open.slot.remove();
    rotations.delete(key);
  }
  root.dataset.ready = 'true';
  scheduleRefresh(state);
}

/** Reloads the state when it changes by time alone (a start, an end, an active period). @param {OverlayState} state */
function scheduleRefresh(state) {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!state.refresh_at) return;
  const wait = Math.min(Math.max(Date.parse(state.refresh_at) - Date.parse(state.server_time), 0) + 250, 2 ** 31 - 1);
  refreshTimer = setTimeout(() => void resync(), wait);
}

async function resync() {
  try {
    const answer = await fetch(stateUrl, { cache: 'no-store' });
    if (answer.status === 404) return stop();
    if (answer.ok) applyState(await answer.json());
  } catch {
    // the stream's reconnect resyncs
  }
}

function stop() {
  stopped = true;
  root.dataset.stopped = 'true';
  source?.close();
  if (refreshTimer) clearTimeout(refreshTimer);
  for (const open of rotations.values()) {
    open.player.stop();
    open.slot.remove();
  }
  rotations.clear();
}

/** @type {EventSource | undefined} */
let source;
let attempt = 0;

function connect() {
  if (stopped) return;
  const stream = new EventSource(eventsUrl);
  source = stream;
  stream.addEventListener('open', () => {
    attempt = 0;
  });
  stream.addEventListener('state', (event) => applyState(JSON.parse(/** @type {MessageEvent} */ (event).data)));
  stream.addEventListener('video', (event) => {
    if (!preview) playVideo(JSON.parse(/** @type {MessageEvent} */ (event).data), !preview);
  });
  stream.addEventListener('test-pattern', (event) => {
    if (!preview) showTestPattern(JSON.parse(/** @type {MessageEvent} */ (event).data), !preview);
  });
  // The key was regenerated (or the preview expired): this address no longer works.
  stream.addEventListener('revoked', () => stop());
  stream.addEventListener('error', () => {
    stream.close();
    if (stopped) return;
    const delay = Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
    attempt += 1;
    setTimeout(connect, delay);
  });
}

connect();
