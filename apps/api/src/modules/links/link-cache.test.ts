import { describe, expect, it } from 'vitest';
import type { RedirectLinkRow } from './repositories/link-runtime-repository.ts';
import { cachedLookup, forgetCachedLinks, LINK_CACHE_MS, LINK_REFRESH_AHEAD_MS } from './link-cache.ts';

/** A lookup whose answers the test gives, one query at a time, on a clock the test moves. */
function harness() {
  const queries: Array<{ key: string; answer: (row: RedirectLinkRow | undefined) => void; fail: (error: Error) => void }> = [];
  let clock = 1_000_000;
  const lookup = cachedLookup(
    (key) => new Promise((answer, fail) => queries.push({ key, answer, fail })),
    () => clock,
  );
  return { lookup, queries, advance: (ms: number) => (clock += ms) };
}

const row = (target: string) => ({ key: 'abc123', target }) as RedirectLinkRow;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the redirect link cache', () => {
  it('sends one query for the clicks that arrive while a key is looked up, and answers them all', async () => {
    const { lookup, queries } = harness();
    const clicks = Array.from({ length: 32 }, () => lookup('abc123'));
    expect(queries).toHaveLength(1);
    queries[0].answer(row('https://a.example/'));
    const rows = await Promise.all(clicks);
    expect(rows.every((r) => r?.target === 'https://a.example/')).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('reuses a lookup for LINK_CACHE_MS, then looks the key up again', async () => {
    const { lookup, queries, advance } = harness();
    const first = lookup('abc123');
    queries[0].answer(row('https://a.example/'));
    await first;
    advance(LINK_CACHE_MS - LINK_REFRESH_AHEAD_MS - 1);
    expect((await lookup('abc123'))?.target).toBe('https://a.example/');
    expect(queries).toHaveLength(1);
    advance(LINK_CACHE_MS);
    const late = lookup('abc123');
    expect(queries).toHaveLength(2);
    queries[1].answer(row('https://b.example/'));
    expect((await late)?.target).toBe('https://b.example/');
  });

  it('looks a key clicked near its entry’s end up ahead, while its clicks keep the entry, once', async () => {
    const { lookup, queries, advance } = harness();
    const first = lookup('abc123');
    queries[0].answer(row('https://a.example/'));
    await first;
    advance(LINK_CACHE_MS - LINK_REFRESH_AHEAD_MS);
    expect((await lookup('abc123'))?.target).toBe('https://a.example/');
    expect((await lookup('abc123'))?.target).toBe('https://a.example/');
    expect(queries).toHaveLength(2);
    queries[1].answer(row('https://b.example/'));
    await settle();
    advance(LINK_REFRESH_AHEAD_MS);
    // Past the first entry's end: the refreshed one answers without a query.
    expect((await lookup('abc123'))?.target).toBe('https://b.example/');
    expect(queries).toHaveLength(2);
  });

  it('does not share a lookup started before a change with the clicks after it', async () => {
    const { lookup, queries } = harness();
    const before = lookup('abc123');
    forgetCachedLinks();
    const after = lookup('abc123');
    expect(queries).toHaveLength(2);
    queries[0].answer(row('https://old.example/'));
    queries[1].answer(row('https://new.example/'));
    expect((await before)?.target).toBe('https://old.example/');
    expect((await after)?.target).toBe('https://new.example/');
    // The older lookup, stored as of its generation, is not reused; the newer one is.
    expect((await lookup('abc123'))?.target).toBe('https://new.example/');
    expect(queries).toHaveLength(2);
  });

  it('keeps the newer entry when a lookup started before a change returns after it', async () => {
    const { lookup, queries } = harness();
    const before = lookup('abc123');
    forgetCachedLinks();
    const after = lookup('abc123');
    queries[1].answer(row('https://new.example/'));
    expect((await after)?.target).toBe('https://new.example/');
    queries[0].answer(row('https://old.example/'));
    expect((await before)?.target).toBe('https://old.example/');
    expect((await lookup('abc123'))?.target).toBe('https://new.example/');
    expect(queries).toHaveLength(2);
  });

  it('fails the clicks that waited for a failed lookup, and the next click queries again', async () => {
    const { lookup, queries } = harness();
    const clicks = [lookup('abc123'), lookup('abc123')];
    queries[0].fail(new Error('database down'));
    await expect(Promise.all(clicks)).rejects.toThrow('database down');
    const retry = lookup('abc123');
    expect(queries).toHaveLength(2);
    queries[1].answer(undefined);
    expect(await retry).toBeUndefined();
  });

  it('keeps the entry when a lookup ahead fails, until it runs out', async () => {
    const { lookup, queries, advance } = harness();
    const first = lookup('abc123');
    queries[0].answer(row('https://a.example/'));
    await first;
    advance(LINK_CACHE_MS - 1);
    expect((await lookup('abc123'))?.target).toBe('https://a.example/');
    queries[1].fail(new Error('database down'));
    await settle();
    // The entry still answers, and the click tries ahead again (one query at a time).
    expect((await lookup('abc123'))?.target).toBe('https://a.example/');
    expect(queries).toHaveLength(3);
    advance(1);
    const late = lookup('abc123');
    expect(queries).toHaveLength(3);
    queries[2].answer(row('https://b.example/'));
    expect((await late)?.target).toBe('https://b.example/');
  });
});
