import { describe, expect, it } from 'vitest';
import { INVITE_KEY_RANDOM_BYTES, newInviteKey } from './invite-keys.ts';

// Issue 6 item 12: generated invite keys carry at least 96 random bits (decision 276).
describe('newInviteKey', () => {
  it('draws at least 96 random bits', () => {
    expect(INVITE_KEY_RANDOM_BYTES * 8).toBeGreaterThanOrEqual(96);
  });

  it('spells them as 22 URL-safe characters holding 128 bits: 21 of the 64-letter alphabet and a last one of 4', () => {
    const keys = Array.from({ length: 4000 }, newInviteKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const lettersAt = (position: number) => new Set(keys.map((key) => key[position])).size;
    // Every letter turns up at each of the first 21 places (6 bits each), 4 at the last (2 bits).
    for (let position = 0; position < 21; position++) expect(lettersAt(position), `place ${position}`).toBe(64);
    expect(lettersAt(21)).toBe(4);
    expect(21 * Math.log2(64) + Math.log2(4)).toBeGreaterThanOrEqual(96);
  });

  it('never repeats a key', () => {
    const keys = Array.from({ length: 20_000 }, newInviteKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
