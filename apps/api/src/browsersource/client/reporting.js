// @ts-check
/**
 * What the browser source overlay reports to the API (issue 8, decisions 510-512): displays of live
 * graphics, fullscreen video plays and shown test patterns, plus the list of requests still to
 * play. Plain ES module, no build step; the overlay's main.js and fullscreen.js import it.
 *
 * - The overlay's own address names the broadcaster and holds the key:
 *   `/browsersource/{username}/?key=…`. Without a key, or in the console's preview
 *   (`?preview=true`), nothing is reported.
 * - Displays and shown test patterns go through a queue kept in localStorage: a report the network
 *   loses is sent again (with backoff) until the server answers, so a flaky connection loses no
 *   display; a refusal (4xx) drops it, so a broken report is never retried forever. A retry of a
 *   report that was in fact stored is refused by the server as overlapping (409): nothing counts twice.
 * - Times are sent in the server's clock: the offset is learnt from each answer's Date header, so
 *   a PC clock that is off does not make every display "in the future".
 */

/** @typedef {{ componentId: number, versionId: number, startedAt: Date | number | string, seconds: number }} Display */
/** @typedef {{ id: number, component_id: number, campaign_id: number, video_file: string | null, youtube_url: string | null, requested_at: string }} PendingVideo */
/** @typedef {{ id: number, size: '1920x1080' | '1600x900' | '1280x720', requested_at: string }} PendingTestPattern */
/** @typedef {{ kind: 'display', body: { component: number, version: number, started_at: string, seconds: number }, queuedAt: number } | { kind: 'pattern', id: number, queuedAt: number }} QueuedReport */

/** Reports older than this are dropped: the server refuses displays over an hour old. */
const MAX_QUEUE_AGE_MS = 55 * 60 * 1000;
/** At most this many reports wait in the queue (the oldest go first). */
const MAX_QUEUE_LENGTH = 500;
const MIN_BACKOFF_MS = 2000;
const MAX_BACKOFF_MS = 60000;

/** The overlay's base path `/browsersource/{username}/`, or null outside an overlay page. */
function overlayBase() {
  const match = /^\/browsersource\/[^/]+\//.exec(location.pathname);
  return match ? match[0] : null;
}

/** The overlay key, or null when nothing may be reported (no key, or the preview). */
function overlayKey() {
  const params = new URLSearchParams(location.search);
  if (params.get('preview') === 'true') return null;
  return params.get('key');
}

/** Whether this overlay records anything (a real overlay with its key, not the preview). */
export function reportingEnabled() {
  return overlayBase() !== null && overlayKey() !== null;
}

/** @param {string} path relative to the overlay's base, e.g. `displays/` */
function endpoint(path) {
  return `${overlayBase()}${path}?key=${encodeURIComponent(/** @type {string} */ (overlayKey()))}`;
}

let clockOffsetMs = 0;
let clockKnown = false;

/** @param {Response} response */
function learnClock(response) {
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) return;
  // The header has whole seconds: the server's time was within [date, date + 1 s).
  clockOffsetMs = date + 500 - Date.now();
  clockKnown = true;
}

/** The current time in the server's clock (ms). */
export function serverNow() {
  return Date.now() + clockOffsetMs;
}

/**
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function call(path, init) {
  const response = await fetch(endpoint(path), {
    ...init,
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    keepalive: true,
    cache: 'no-store',
  });
  learnClock(response);
  return response;
}

/**
 * The fullscreen videos and test patterns this overlay still has to play (decision 512), or null
 * when it cannot tell (preview, network).
 * @returns {Promise<{ videos: PendingVideo[], test_patterns: PendingTestPattern[] } | null>}
 */
export async function fetchPending() {
  if (!reportingEnabled()) return null;
  try {
    const response = await call('pending/');
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

// ---- the queue ----------------------------------------------------------------------------------

const storageKey = () => `advocate-overlay-reports:${overlayBase()}`;

/** @returns {QueuedReport[]} */
function loadQueue() {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey()) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** @type {QueuedReport[]} */
let queue = [];
let loaded = false;
let flushing = false;
let backoffMs = MIN_BACKOFF_MS;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let retryTimer;

function saveQueue() {
  try {
    localStorage.setItem(storageKey(), JSON.stringify(queue));
  } catch {
    // Storage full or blocked: the queue still lives in memory.
  }
}

/** @param {QueuedReport} item */
function enqueue(item) {
  if (!loaded) {
    queue = loadQueue();
    loaded = true;
  }
  queue.push(item);
  if (queue.length > MAX_QUEUE_LENGTH) queue = queue.slice(queue.length - MAX_QUEUE_LENGTH);
  saveQueue();
  void flush();
}

/** @param {QueuedReport} item */
function send(item) {
  return item.kind === 'display'
    ? call('displays/', { method: 'POST', body: JSON.stringify(item.body) })
    : call(`test-patterns/${item.id}/shown/`, { method: 'POST' });
}

/** Sends the queued reports oldest first; stops at the first network failure and retries later. */
async function flush() {
  if (flushing || !reportingEnabled()) return;
  flushing = true;
  clearTimeout(retryTimer);
  try {
    if (!clockKnown) await fetchPending();
    while (queue.length) {
      const item = queue[0];
      if (Date.now() - item.queuedAt > MAX_QUEUE_AGE_MS) {
        queue.shift();
        saveQueue();
        continue;
      }
      let response;
      try {
        response = await send(item);
      } catch {
        response = null;
      }
      if (!response || response.status >= 500 || response.status === 429) {
        retryTimer = setTimeout(() => void flush(), backoffMs);
        backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
        return;
      }
      // Stored (2xx) or refused for good (4xx): either way it leaves the queue.
      backoffMs = MIN_BACKOFF_MS;
      queue.shift();
      saveQueue();
    }
  } finally {
    flushing = false;
  }
}

/**
 * Reports one display of a live graphic (decision 511): the component and version shown, when it
 * started (the overlay's clock; converted to the server's) and for how many seconds (whole seconds,
 * rounded down; under one second is not reported).
 * @param {Display} display
 */
export function reportDisplay({ componentId, versionId, startedAt, seconds }) {
  if (!reportingEnabled()) return;
  const whole = Math.floor(seconds);
  if (!(whole >= 1)) return;
  const start = new Date(startedAt).getTime() + clockOffsetMs;
  if (Number.isNaN(start)) return;
  enqueue({
    kind: 'display',
    body: { component: componentId, version: versionId, started_at: new Date(start).toISOString(), seconds: whole },
    queuedAt: Date.now(),
  });
}

/**
 * Reports that a test pattern was shown (queued like displays).
 * @param {number} patternId
 */
export function reportTestPatternShown(patternId) {
  if (!reportingEnabled()) return;
  enqueue({ kind: 'pattern', id: patternId, queuedAt: Date.now() });
}

/**
 * Claims a fullscreen video trigger before playing it (decision 512): true when this overlay is the
 * one to play it (the play is recorded with the viewer count now), false when another overlay did,
 * the trigger is gone, or the server cannot be reached after a few tries (better not to play than
 * to play unrecorded).
 * @param {number} triggerId
 * @returns {Promise<boolean>}
 */
export async function reportVideoPlay(triggerId) {
  if (!reportingEnabled()) return false;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const response = await call('video-plays/', { method: 'POST', body: JSON.stringify({ trigger: triggerId }) });
      if (response.status < 500 && response.status !== 429) return response.status === 201;
    } catch {
      // network: try again
    }
    await new Promise((resolve) => setTimeout(resolve, MIN_BACKOFF_MS * 2 ** attempt));
  }
  return false;
}

/** Sends what an earlier page load left in the queue (call once when the overlay starts). */
export function resumeReporting() {
  if (!reportingEnabled()) return;
  if (!loaded) {
    queue = loadQueue();
    loaded = true;
  }
  void flush();
}

if (typeof window !== 'undefined') resumeReporting();
