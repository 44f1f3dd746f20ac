/**
 * The watch party frame's settings hand-shake (spec 02 §2; decision 447). The embedded page asks
 * with `window.parent.postMessage({ type: 'advocate:watch-party:settings-request' }, '*')`; the
 * studio answers only a request that comes from THAT frame's window and from the frame's own
 * origin, posting `{ type: 'advocate:watch-party:settings', widget_id, watch_party_id, username,
 * api_key }` to that origin only — never '*'.
 */
export const SETTINGS_REQUEST = 'advocate:watch-party:settings-request';
export const SETTINGS_ANSWER = 'advocate:watch-party:settings';

export interface WatchPartySettings {
  type: typeof SETTINGS_ANSWER;
  /** The watch-party component's id. */
  widget_id: number | null;
  watch_party_id: number;
  username: string;
  api_key: string;
}

/** What of a message event the check reads. */
export interface SettingsRequestEvent {
  source: unknown;
  origin: string;
  data: unknown;
}

/** Whether `event` is the settings request of the frame whose window is `frameWindow`, from `expectedOrigin`. */
export function isSettingsRequest(event: SettingsRequestEvent, frameWindow: unknown, expectedOrigin: string): boolean {
  if (!frameWindow || event.source !== frameWindow) return false;
  if (event.origin !== expectedOrigin || expectedOrigin === 'null') return false;
  const data = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SETTINGS_REQUEST;
}
