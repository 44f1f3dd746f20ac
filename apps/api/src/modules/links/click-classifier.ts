import { isbot } from 'isbot';
import { rememberLast } from './remember-last.ts';

/** Why a click is left out of counted clicks (migration 0013): known bot or unfurler, or a prefetch. Repeats are found at write time. */
export type ClickFlag = 'bot' | 'prefetch' | 'repeat';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

/**
 * A browser prefetch or prerender: `Sec-Purpose: prefetch` (Chromium, also for prerender),
 * `Purpose: prefetch` (older Chromium, Safari), `X-Moz: prefetch` (Firefox).
 */
export function isPrefetch(headers: Headers): boolean {
  return ['sec-purpose', 'purpose', 'x-moz'].some((name) => header(headers, name).includes('prefetch'));
}

/** isbot's verdict, kept for the last 1,000 user agents: most clicks come from a few browsers' exact strings, and isbot's pattern is long (decision 633). */
const isBotAgent = rememberLast(1000, isbot);

/**
 * The flag a click gets from its request alone (decision 521): a user agent known as a bot or link
 * unfurler (`isbot`, which also flags an empty one) is 'bot'; a prefetch is 'prefetch'; else null.
 */
export function requestFlag(userAgent: string, headers: Headers): ClickFlag | null {
  if (!userAgent.trim() || isBotAgent(userAgent)) return 'bot';
  if (isPrefetch(headers)) return 'prefetch';
  return null;
}
