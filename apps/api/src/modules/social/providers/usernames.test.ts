import { broadcasterUsername } from '@advocate/validation';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/db.ts';
import { uniqueUsername, usernameBase } from './usernames.ts';

describe('usernameBase', () => {
  it.each([
    ['streamer_one', 'streamer_one'],
    ['@lets_play_lena', 'lets_play_lena'],
    ["Let's Play Lena", 'let_s_play_lena'],
    ['Crème Brûlée TV', 'creme_brulee_tv'],
    ['  ***  ', 'broadcaster'],
    ['日本語', 'broadcaster'],
    ['a'.repeat(40), 'a'.repeat(30)],
    ['__x__', 'x'],
  ])('%j → %j', (login, expected) => {
    expect(usernameBase(login)).toBe(expected);
  });

  // Issue #6 item 12: a provider login never brings control, bidi or look-alike characters in.
  it.each([
    ['evil\u202Egnp.exe', 'evil_gnp.exe'],
    ['ad\u200Bmin\u2066', 'ad_min'],
    ['p\u0430ypal', 'p_ypal'],
    ['\u{1D41A}\u{1D41B}c', 'abc'],
    ['\u0000\u0007', 'broadcaster'],
  ])('%j → %j, which the broadcaster username rule accepts', (login, expected) => {
    expect(usernameBase(login)).toBe(expected);
    expect(broadcasterUsername(usernameBase(login))).toBeUndefined();
  });
});

describe('uniqueUsername', () => {
  const dbWith = (names: string[]): Queryable => ({
    query: async <T>(_sql: string, params?: unknown[]) => (names.includes(String(params?.[0]).toLowerCase()) ? [{}] : []) as T[],
  });

  it('keeps a free name and numbers a taken one, case-insensitively', async () => {
    expect(await uniqueUsername(dbWith([]), 'sam')).toBe('sam');
    expect(await uniqueUsername(dbWith(['sam']), 'sam')).toBe('sam_2');
    expect(await uniqueUsername(dbWith(['sam', 'sam_2']), 'sam')).toBe('sam_3');
  });

  it('stays within 30 characters', async () => {
    const base = 'b'.repeat(30);
    const name = await uniqueUsername(dbWith([base]), base);
    expect(name).toBe(`${'b'.repeat(28)}_2`);
  });
});
