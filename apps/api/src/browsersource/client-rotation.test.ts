import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page's rotation timing (decision 503), run with fake timers. The client is plain JS checked by
// `// @ts-check`; it is loaded by a computed path so the API's TypeScript build does not take it in.
interface Item {
  component_id: number;
  version_id: number;
  campaign_id: number;
  url: string;
  kind: 'image';
  duration: number;
  rotation_delay: number;
  minutes: number[] | null;
}
const item = (id: number, extra: Partial<Item> = {}): Item => ({
  component_id: id,
  version_id: id * 10,
  campaign_id: 1,
  url: `u${id}`,
  kind: 'image',
  duration: 10,
  rotation_delay: 0,
  minutes: null,
  ...extra,
});
const rotation = (items: Item[], pauseAfter = 0) => ({
  key: 'default',
  name: 'Default rotation',
  x: 0,
  y: 0,
  scale: 1,
  pause_after: pauseAfter,
  items,
});

type Player = { update(r: unknown): void; stop(): void };
let RotationPlayer: new (r: unknown, view: unknown, displayed: unknown) => Player;

describe('RotationPlayer', () => {
  let shown: Array<number | null>;
  let displayed: Array<[number, number]>;
  const view = { show: (i: Item) => shown.push(i.component_id), hide: () => shown.push(null) };
  const visible = () => [...shown].reverse().find(() => true) ?? null;

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:30Z'));
    ({ RotationPlayer } = await import(/* @vite-ignore */ `./client/${'rotation'}.js`));
    shown = [];
    displayed = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (r: ReturnType<typeof rotation>) =>
    new RotationPlayer(r, view, (i: Item, _s: Date, seconds: number) => displayed.push([i.component_id, seconds]));

  it('shows each item for its duration, keeps its place empty for its rotation delay, and reports each display', () => {
    const p = start(rotation([item(1, { rotation_delay: 5 }), item(2)]));
    expect(visible()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(null);
    expect(displayed).toEqual([[1, 10]]);
    vi.advanceTimersByTime(5_000);
    expect(visible()).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(1);
    p.stop();
  });

  it('pauses after a full pass for pause_after seconds', () => {
    const p = start(rotation([item(1), item(2)], 30));
    vi.advanceTimersByTime(20_000);
    expect(visible()).toBe(null);
    vi.advanceTimersByTime(29_000);
    expect(visible()).toBe(null);
    vi.advanceTimersByTime(1_000);
    expect(visible()).toBe(1);
    p.stop();
  });

  it('a new playlist keeps what shows and the place in the pass; a removed item goes at once; a new version shows at once', () => {
    const p = start(rotation([item(1), item(2), item(3)]));
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(2);
    const count = shown.length;
    p.update(rotation([item(0), item(1), item(2), item(3)]));
    expect(shown.length).toBe(count); // nothing restarted
    vi.advanceTimersByTime(10_000);
    expect(visible()).toBe(3);
    p.update(rotation([item(0), item(1), item(2)]));
    expect(visible()).toBe(0);
    p.update(rotation([item(0, { version_id: 99 }), item(1), item(2)]));
    expect(shown.at(-1)).toBe(0);
    expect(displayed.map(([id]) => id)).toEqual([1, 2, 3, 0].slice(0, displayed.length));
    p.stop();
  });

  it('shows a scheduled item once at its minute, outside the pass', () => {
    const p = start(rotation([item(1), item(7, { minutes: [1], duration: 5 })]));
    expect(visible()).toBe(1);
    vi.advanceTimersByTime(10_000); // 10:00:40, item 1 again (the pass has one item)
    expect(visible()).toBe(1);
    vi.advanceTimersByTime(20_000); // 10:01:00 — item 1 ends then; the scheduled one is due
    expect(visible()).toBe(7);
    vi.advanceTimersByTime(5_000);
    expect(visible()).toBe(1);
    vi.advanceTimersByTime(50_000);
    expect(shown.filter((id) => id === 7)).toHaveLength(1);
    p.stop();
  });
});
