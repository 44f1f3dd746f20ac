import { expect } from 'vitest';
import { openSse } from '../../overlay/routes/sse-test-support.ts';

/** A browser's user agent: a click with it is counted, not flagged as a bot's. */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Issue 30 part 1: the live view updates within 5 s of the event; the streams wait that long, and no longer. */
export const WITHIN_MS = 5000;

/**
 * A stream over a cap answers 429 with the throttle's words, and one opens again once `free` has
 * closed another (its slot is given back).
 */
export async function expectRefusedUntilFreed(url: string, token: string, free: () => void): Promise<void> {
  const refused = await fetch(url, { headers: { authorization: `Token ${token}` } });
  expect([refused.status, await refused.json()]).toEqual([429, { detail: 'Request was throttled. Expected available in 30 seconds.' }]);
  free();
  await expect
    .poll(async () => {
      const s = await openSse(url, { authorization: `Token ${token}` });
      s.close();
      return s.status;
    })
    .toBe(200);
}
