import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { LIVE_CHANNEL } from './live-events.ts';
import { LiveHub, type HubMessage } from './live-hub.ts';

/** A Db whose only working parts are listen (recorded) and the campaign → broadcasters query. */
function fakeDb(onCampaign: Record<number, number[]>) {
  const state = { listens: 0, queries: 0, emit: (_p: string) => undefined as void, reconnect: () => undefined as void, stopped: 0 };
  const db = {
    driver: 'pglite',
    async query(_sql: string, params: unknown[] = []) {
      state.queries += 1;
      return (onCampaign[params[0] as number] ?? []).map((broadcaster_id) => ({ broadcaster_id }));
    },
    async listen(channel: string, handler: (p: string) => void, onReconnect?: () => void) {
      expect(channel).toBe(LIVE_CHANNEL);
      state.listens += 1;
      state.emit = handler;
      state.reconnect = onReconnect ?? (() => undefined);
      return async () => {
        state.stopped += 1;
      };
    },
  } as unknown as Db;
  return { db, state };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('LiveHub (decision 500)', () => {
  it('listens once per process however many overlays subscribe', async () => {
    const { db, state } = fakeDb({});
    const hub = new LiveHub(db);
    await Promise.all([hub.add(1, () => undefined), hub.add(1, () => undefined), hub.add(2, () => undefined)]);
    expect(state.listens).toBe(1);
    await hub.close();
    expect(state.stopped).toBe(1);
  });

  it('resolves a campaign event to its broadcasters with one query, whatever the number of connections', async () => {
    const { db, state } = fakeDb({ 7: [1, 2] });
    const hub = new LiveHub(db);
    const got: Array<[number, HubMessage]> = [];
    for (let i = 0; i < 50; i++) await hub.add(1, (m) => got.push([1, m]));
    await hub.add(2, (m) => got.push([2, m]));
    await hub.add(3, (m) => got.push([3, m]));
    state.emit(JSON.stringify({ type: 'campaign', campaignId: 7 }));
    await flush();
    expect(state.queries).toBe(1);
    expect(got.filter(([id]) => id === 1)).toHaveLength(50);
    expect(got.filter(([id]) => id === 2)).toEqual([[2, { type: 'campaign', campaignId: 7 }]]);
    expect(got.some(([id]) => id === 3)).toBe(false);
  });

  it('also tells broadcasters whose overlays show the campaign although the query no longer finds them', async () => {
    const { db, state } = fakeDb({});
    const hub = new LiveHub(db);
    hub.showing = (campaignId) => (campaignId === 9 ? [4] : []);
    const got: HubMessage[] = [];
    await hub.add(4, (m) => got.push(m));
    state.emit(JSON.stringify({ type: 'campaign', campaignId: 9 }));
    await flush();
    expect(got).toEqual([{ type: 'campaign', campaignId: 9 }]);
  });

  it('sends broadcaster, video and test-pattern events only to that broadcaster, ignores garbage, and stops after removal', async () => {
    const { db, state } = fakeDb({});
    const hub = new LiveHub(db);
    const one: HubMessage[] = [];
    const two: HubMessage[] = [];
    const remove = await hub.add(1, (m) => one.push(m));
    await hub.add(2, (m) => two.push(m));
    state.emit(JSON.stringify({ type: 'video', broadcasterId: 1, triggerId: 5 }));
    state.emit(JSON.stringify({ type: 'test-pattern', broadcasterId: 2, patternId: 6 }));
    state.emit('not json');
    state.emit(JSON.stringify({ type: 'broadcaster', broadcasterId: -1 }));
    await flush();
    expect(one).toEqual([{ type: 'video', broadcasterId: 1, triggerId: 5 }]);
    expect(two).toEqual([{ type: 'test-pattern', broadcasterId: 2, patternId: 6 }]);
    remove();
    state.emit(JSON.stringify({ type: 'broadcaster', broadcasterId: 1 }));
    await flush();
    expect(one).toHaveLength(1);
    expect(hub.broadcasterCount).toBe(1);
    expect(state.queries).toBe(0);
  });

  it('asks every open overlay to resync after the listening connection came back', async () => {
    const { db, state } = fakeDb({});
    const hub = new LiveHub(db);
    const got: HubMessage[] = [];
    await hub.add(1, (m) => got.push(m));
    await hub.add(2, (m) => got.push(m));
    state.reconnect();
    expect(got).toEqual([{ type: 'resync' }, { type: 'resync' }]);
  });

  it('a failing listener does not stop the others', async () => {
    const { db, state } = fakeDb({});
    const errors: unknown[] = [];
    const hub = new LiveHub(db, (e) => errors.push(e));
    const got: HubMessage[] = [];
    await hub.add(1, () => {
      throw new Error('boom');
    });
    await hub.add(1, (m) => got.push(m));
    state.emit(JSON.stringify({ type: 'broadcaster', broadcasterId: 1 }));
    await flush();
    expect(got).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it("hands every event to its taps (the live panels), and the panels' own events to no overlay, without a query", async () => {
    const { db, state } = fakeDb({ 7: [1] });
    const hub = new LiveHub(db);
    const overlay: HubMessage[] = [];
    const tapped: unknown[] = [];
    await hub.add(1, (m) => overlay.push(m));
    const untap = await hub.tap((m) => tapped.push(m));
    state.emit(JSON.stringify({ type: 'activity', campaignId: 7 }));
    state.emit(JSON.stringify({ type: 'viewership' }));
    state.emit(JSON.stringify({ type: 'broadcaster', broadcasterId: 1 }));
    await flush();
    expect(tapped).toEqual([{ type: 'activity', campaignId: 7 }, { type: 'viewership' }, { type: 'broadcaster', broadcasterId: 1 }]);
    expect(overlay).toEqual([{ type: 'broadcaster', broadcasterId: 1 }]);
    expect(state.queries).toBe(0);
    state.reconnect();
    expect(tapped.at(-1)).toEqual({ type: 'resync' });
    untap();
    state.emit(JSON.stringify({ type: 'viewership' }));
    await flush();
    expect(tapped).toHaveLength(4);
  });
});
