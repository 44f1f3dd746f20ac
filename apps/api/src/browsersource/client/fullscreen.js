// @ts-check
/**
 * Fullscreen videos and test patterns on the browser source overlay (issue 8, decision 512).
 * Plain ES module, no build step. main.js calls `playVideo` / `showTestPattern` with the data of the
 * SSE `video` / `test-pattern` events; this module also plays what is still pending when the page
 * loads and checks again every minute (a request made while no overlay was connected, or an event
 * missed during a reconnect, still plays), through `GET pending/`.
 *
 * - A video plays once across every open overlay of the broadcaster: the overlay claims the trigger
 *   first (`reportVideoPlay`, the server's first-report-wins), and only the overlay whose claim
 *   succeeded plays it. It plays full screen over everything, with sound (OBS browser sources play
 *   audio; where a browser blocks unmuted autoplay, it plays muted rather than not at all), then
 *   the layer goes away.
 * - A test pattern shows for TEST_PATTERN_MS at its size from the top-left corner (so the streamer
 *   sees whether the browser source is sized right), then is reported shown.
 * - Requests play one after another, each at most once per page.
 */
import { fetchPending, reportTestPatternShown, reportVideoPlay, reportingEnabled } from './reporting.js';

/** How long a test pattern shows. */
export const TEST_PATTERN_MS = 5000;
/** A video whose end never comes (a stalled stream) is closed after its duration plus this, or MAX_VIDEO_MS. */
const VIDEO_GRACE_MS = 5000;
const MAX_VIDEO_MS = 10 * 60 * 1000;
const PENDING_POLL_MS = 60 * 1000;

/**
 * @typedef {{ trigger_id?: number, id?: number, component_id?: number, video_file: string | null, youtube_url: string | null }} FullscreenVideo
 * @typedef {{ pattern_id?: number, id?: number, size: string }} TestPattern
 * @typedef {boolean | (() => Promise<boolean>)} VideoReport
 */

/** @type {Set<string>} */
const started = new Set();
/** @type {Promise<void>} */
let queue = Promise.resolve();

/** @param {() => Promise<void>} work */
function enqueue(work) {
  queue = queue.then(work).catch(() => undefined);
  return queue;
}

/** A layer over the whole page, above the graphics. */
function fullscreenLayer() {
  const layer = document.createElement('div');
  layer.className = 'advocate-fullscreen';
  layer.setAttribute('data-testid', 'fullscreen-layer');
  Object.assign(layer.style, { position: 'fixed', inset: '0', zIndex: '2147483647', background: '#000', overflow: 'hidden' });
  document.body.append(layer);
  return layer;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The YouTube video id of a watch, share or embed address. @param {string} address */
function youtubeId(address) {
  try {
    const url = new URL(address);
    if (url.hostname.endsWith('youtu.be')) return url.pathname.slice(1).split('/')[0] || null;
    if (url.searchParams.get('v')) return url.searchParams.get('v');
    const match = /\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname);
    return match ? match[1] : null;
  } catch {
    return null;
  }
}

/** Plays an uploaded video in `layer` until it ends (or fails). @param {HTMLElement} layer @param {string} src */
async function playFile(layer, src) {
  const video = document.createElement('video');
  video.src = src;
  video.playsInline = true;
  video.autoplay = true;
  video.setAttribute('data-testid', 'fullscreen-video');
  Object.assign(video.style, { width: '100%', height: '100%', objectFit: 'contain', background: '#000' });
  const done = new Promise((resolve) => {
    video.addEventListener('ended', resolve, { once: true });
    video.addEventListener('error', resolve, { once: true });
    video.addEventListener(
      'loadedmetadata',
      () => {
        if (Number.isFinite(video.duration)) setTimeout(resolve, video.duration * 1000 + VIDEO_GRACE_MS);
      },
      { once: true },
    );
    setTimeout(resolve, MAX_VIDEO_MS);
  });
  layer.append(video);
  try {
    await video.play();
  } catch {
    // Unmuted autoplay refused (a browser, not OBS): play muted rather than not at all.
    video.muted = true;
    await video.play().catch(() => undefined);
  }
  await done;
  video.pause();
}

/** Plays a YouTube video in `layer` until the player says it ended. @param {HTMLElement} layer @param {string} id */
async function playYoutube(layer, id) {
  const frame = document.createElement('iframe');
  frame.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&controls=0&rel=0&enablejsapi=1&origin=${encodeURIComponent(location.origin)}`;
  frame.allow = 'autoplay; encrypted-media';
  frame.title = 'Fullscreen video';
  frame.setAttribute('data-testid', 'fullscreen-video');
  Object.assign(frame.style, { width: '100%', height: '100%', border: '0' });
  const done = new Promise((resolve) => {
    /** @param {MessageEvent} event */
    const onMessage = (event) => {
      if (event.source !== frame.contentWindow) return;
      try {
        const data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
        const state = data?.event === 'onStateChange' ? data.info : data?.info?.playerState;
        if (state === 0) resolve(undefined);
      } catch {
        // not the player's message
      }
    };
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', () => frame.contentWindow?.postMessage(JSON.stringify({ event: 'listening' }), '*'));
    setTimeout(resolve, MAX_VIDEO_MS);
    frame.addEventListener('error', () => resolve(undefined));
  });
  layer.append(frame);
  await done;
}

/**
 * Plays a fullscreen video trigger once (decision 512). `report`: true (claim it through the API,
 * play only if this overlay won), false (play without recording: nothing is claimed), or a function
 * answering whether to play.
 * @param {FullscreenVideo} video
 * @param {VideoReport} [report]
 */
export function playVideo(video, report = true) {
  const triggerId = video.trigger_id ?? video.id;
  if (triggerId === undefined || started.has(`video:${triggerId}`)) return queue;
  started.add(`video:${triggerId}`);
  return enqueue(async () => {
    const claim = typeof report === 'function' ? report : report ? () => reportVideoPlay(triggerId) : async () => true;
    if (!(await claim())) return;
    const youtube = video.youtube_url ? youtubeId(video.youtube_url) : null;
    if (!video.video_file && !youtube) return;
    const layer = fullscreenLayer();
    layer.dataset.trigger = String(triggerId);
    try {
      if (video.video_file) await playFile(layer, video.video_file);
      else if (youtube) await playYoutube(layer, youtube);
    } finally {
      layer.remove();
    }
  });
}

/** Colour bars, a frame, a centre cross and the size: what a test pattern shows. @param {number} width @param {number} height @param {string} size */
function testPatternElement(width, height, size) {
  const pattern = document.createElement('div');
  pattern.className = 'advocate-test-pattern';
  pattern.setAttribute('data-testid', 'test-pattern');
  pattern.setAttribute('role', 'img');
  pattern.setAttribute('aria-label', `Test pattern ${size}`);
  const bars = ['#c0c0c0', '#c0c000', '#00c0c0', '#00c000', '#c000c0', '#c00000', '#0000c0'];
  const stops = bars.map((c, i) => `${c} ${(i * 100) / bars.length}% ${((i + 1) * 100) / bars.length}%`).join(', ');
  Object.assign(pattern.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: `${width}px`,
    height: `${height}px`,
    zIndex: '2147483646',
    boxSizing: 'border-box',
    border: '8px solid #fff',
    outline: '4px solid #000',
    outlineOffset: '-12px',
    background: `linear-gradient(90deg, ${stops})`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  });
  const label = document.createElement('div');
  label.textContent = size;
  Object.assign(label.style, {
    font: `700 ${Math.round(height / 8)}px/1 system-ui, sans-serif`,
    color: '#fff',
    background: '#000',
    padding: '0.2em 0.4em',
    border: '4px solid #fff',
  });
  const crossH = document.createElement('div');
  const crossV = document.createElement('div');
  Object.assign(crossH.style, { position: 'absolute', left: '0', right: '0', top: '50%', height: '2px', background: '#fff' });
  Object.assign(crossV.style, { position: 'absolute', top: '0', bottom: '0', left: '50%', width: '2px', background: '#fff' });
  pattern.append(crossH, crossV, label);
  return pattern;
}

/**
 * Shows a test pattern at its size for TEST_PATTERN_MS, then reports it shown (unless `report` is false).
 * @param {TestPattern} pattern
 * @param {boolean} [report]
 */
export function showTestPattern(pattern, report = true) {
  const patternId = pattern.pattern_id ?? pattern.id;
  const match = /^(\d{3,4})x(\d{3,4})$/.exec(pattern.size);
  if (patternId === undefined || !match || started.has(`pattern:${patternId}`)) return queue;
  started.add(`pattern:${patternId}`);
  return enqueue(async () => {
    const element = testPatternElement(Number(match[1]), Number(match[2]), pattern.size);
    element.dataset.pattern = String(patternId);
    document.body.append(element);
    await sleep(TEST_PATTERN_MS);
    element.remove();
    if (report) reportTestPatternShown(patternId);
  });
}

/**
 * Plays every request still pending for this overlay: on load, when the network is back, and every
 * minute (the server also sends them on each stream connect, decision 760).
 */
export async function playPendingRequests() {
  const pending = await fetchPending();
  if (!pending) return;
  for (const pattern of pending.test_patterns) void showTestPattern(pattern);
  for (const video of pending.videos) void playVideo(video);
}

if (typeof window !== 'undefined' && reportingEnabled()) {
  void playPendingRequests();
  setInterval(() => void playPendingRequests(), PENDING_POLL_MS);
  window.addEventListener('online', () => void playPendingRequests());
}
