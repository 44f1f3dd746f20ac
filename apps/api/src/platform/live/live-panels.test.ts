import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './live-events.ts';
import type { LiveHub } from './live-hub.ts';
import { LivePanels, PANEL_COALESCE_MS, type PanelClient, type PanelTopic } from './live-panels.ts';

// Decision 790: the panels of a topic share one snapshot; panels opening together wait for one
// build, and a slower, older build never replaces a newer snapshot.
type Tap = (message: LiveEvent | { type: 'resync' }) => void;

function fakeHub(): { hub: LiveHub; send: Tap } {
  let listener: Tap = () => undefined;
  const hub = {
    tap: async (l: Tap) => {
      listener = l;
      return () => undefined;
    },
  } as unknown as LiveHub;
  return { hub, send: (message) => listener(message) };
}

const client = (got: string[]): PanelClient => ({ write: (_event, json) => void got.push(json), close: () => undefined });

describe('LivePanels', () => {
  let panels: LivePanels | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await panels?.closeAll();
  });

  it('builds once for panels opening together on a topic with no snapshot yet, and sends it to each', async () => {
    const { hub } = fakeHub();
    panels = new LivePanels(() => new Date(), hub);
    let n = 0;
    const topic: PanelTopic = {
      key: 'campaign:1',
      build: async () => {
        n += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { answer: { build: n }, campaigns: [1], broadcasters: [] };
      },
    };
    const got = Array.from({ length: 5 }, () => [] as string[]);
    await Promise.all(got.map((g) => panels!.open(topic, client(g))));
    expect(panels.builds).toBe(1);
    for (const g of got) expect(g).toEqual(['{"build":1}']);
  });

  it('drops an older build that ends after a newer one', async () => {
    const { hub, send } = fakeHub();
    panels = new LivePanels(() => new Date(), hub);
    let n = 0;
    const topic: PanelTopic = {
      key: 'campaign:2',
      build: async () => {
        const mine = (n += 1);
        // The first build is slow: the event's rebuild starts after it and ends before it.
        await new Promise((resolve) => setTimeout(resolve, mine === 1 ? 3 * PANEL_COALESCE_MS : 10));
        return { answer: { build: mine }, campaigns: [2], broadcasters: [] };
      },
    };
    const first: string[] = [];
    const opening = panels.open(topic, client(first));
    // A second panel's rebuild (the topic's first build is still running) races it.
    const second: string[] = [];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const group = (panels as unknown as { groups: Map<string, { campaigns: Set<number> }> }).groups.get('campaign:2');
    group?.campaigns.add(2);
    send({ type: 'activity', campaignId: 2 } as LiveEvent);
    await opening;
    await new Promise((resolve) => setTimeout(resolve, 2 * PANEL_COALESCE_MS));
    await panels.open(topic, client(second));
    expect(second).toEqual(['{"build":2}']);
    expect(first.at(-1)).toBe('{"build":2}');
  });

  it("rebuilds, on a click, only the studio block of the click's broadcaster and the campaign's panel", async () => {
    vi.useFakeTimers();
    const { hub, send } = fakeHub();
    panels = new LivePanels(() => new Date(), hub);
    const built: string[] = [];
    const studio = (id: number): PanelTopic => ({
      key: `broadcaster:${id}`,
      build: async () => {
        built.push(`broadcaster:${id}`);
        return { answer: { id }, campaigns: [9], broadcasters: [id], activityOf: [id] };
      },
    });
    const campaign: PanelTopic = {
      key: 'campaign:9',
      build: async () => {
        built.push('campaign:9');
        return { answer: {}, campaigns: [9], broadcasters: [1, 2, 3, 4, 5, 6, 7, 8] };
      },
    };
    for (let id = 1; id <= 8; id += 1) await panels.open(studio(id), client([]));
    await panels.open(campaign, client([]));
    built.length = 0;
    send({ type: 'activity', campaignId: 9, broadcasterIds: [3] });
    await vi.advanceTimersByTimeAsync(PANEL_COALESCE_MS + 1);
    expect(built.sort()).toEqual(['broadcaster:3', 'campaign:9']);
    // Activity on another campaign of the same broadcaster still reaches their block.
    built.length = 0;
    send({ type: 'activity', campaignId: 10, broadcasterIds: [5] });
    await vi.advanceTimersByTimeAsync(PANEL_COALESCE_MS + 1);
    expect(built).toEqual(['broadcaster:5']);
    // An event that names no broadcaster (too many for one notification) concerns every block of the campaign.
    built.length = 0;
    send({ type: 'activity', campaignId: 9 });
    await vi.advanceTimersByTimeAsync(PANEL_COALESCE_MS + 1);
    expect(built).toHaveLength(9);
  });
});
