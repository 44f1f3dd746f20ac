import type { LiveEvent } from './live-events.ts';
import type { LiveHub } from './live-hub.ts';

/** One open live-panel event stream (an SSE answer). */
export interface PanelClient {
  /** Writes one server-sent event whose data is already JSON (one serialisation for every stream of a topic). */
  write(event: string, json: string): void;
  /** Ends the stream. */
  close(): void;
}

/** A snapshot and what it depends on: events of these campaigns or broadcasters make a new one. */
export interface PanelState {
  answer: unknown;
  campaigns: readonly number[];
  broadcasters: readonly number[];
  /**
   * Whose activity (clicks, conversions, displays) changes it: these broadcasters', on any campaign
   * (a studio's own block), or, when absent, anyone's on its `campaigns` (a campaign's panel; decision 854).
   */
  activityOf?: readonly number[];
}

/** What a group of panels shows: a key shared by every panel of it and the snapshot's builder. */
export interface PanelTopic {
  key: string;
  build(now: Date): Promise<PanelState>;
}

interface Group {
  topic: PanelTopic;
  clients: Set<PanelClient>;
  campaigns: Set<number>;
  broadcasters: Set<number>;
  activityOf: Set<number> | undefined;
  /** The last snapshot sent, as JSON: a panel that opens meanwhile gets it at once. */
  last: string | undefined;
  /** The first build, which panels opening before it ends wait for rather than each building. */
  first: Promise<void> | undefined;
  /** Builds started, and the latest whose snapshot was sent: an older build ending later is dropped. */
  started: number;
  sent: number;
}

/**
 * Whether activity on a campaign, of these broadcasters (any of the campaign's when not named),
 * changes the group's snapshot: a campaign's panel counts its campaign's; a studio block counts
 * only its own broadcaster's, so a click rebuilds that one block, not every open studio of the
 * campaign (decision 854).
 */
function activityConcerns(group: Pick<Group, 'campaigns' | 'activityOf'>, campaignId: number, broadcasterIds?: readonly number[]): boolean {
  const of = group.activityOf;
  if (of === undefined || broadcasterIds === undefined) return group.campaigns.has(campaignId);
  return broadcasterIds.some((id) => of.has(id));
}

/** Events closer together than this make one snapshot per topic (decision 790). */
export const PANEL_COALESCE_MS = 250;
/** Open panels get a new snapshot this often without events: the 30-minute window slides. */
export const PANEL_TICK_MS = 60_000;

/**
 * The open live panels of this process (decision 790), fed by the same live hub as the overlays
 * (one LISTEN per process, so across API instances): the panels of one topic (a campaign, or a
 * broadcaster's own channel) share one snapshot, built once per window of events however many are
 * open, serialised once and written to each.
 */
export class LivePanels {
  private readonly groups = new Map<string, Group>();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private running = false;
  private tapped: Promise<() => void> | undefined;
  /** Snapshots built so far (tests, bench). */
  builds = 0;

  constructor(
    private readonly now: () => Date,
    private readonly hub: LiveHub,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Adds a panel: sends the current snapshot at once; answers its removal. */
  async open(topic: PanelTopic, client: PanelClient): Promise<() => void> {
    this.tapped ??= this.hub.tap((message) => this.receive(message));
    await this.tapped;
    let group = this.groups.get(topic.key);
    if (!group) {
      group = {
        topic,
        clients: new Set(),
        campaigns: new Set(),
        broadcasters: new Set(),
        activityOf: undefined,
        last: undefined,
        first: undefined,
        started: 0,
        sent: 0,
      };
      this.groups.set(topic.key, group);
      this.ticker ??= setInterval(() => this.markAll(), PANEL_TICK_MS);
    }
    group.clients.add(client);
    if (group.last === undefined) await (group.first ??= this.rebuild(group));
    else client.write('snapshot', group.last);
    const owner = group;
    return () => {
      owner.clients.delete(client);
      if (owner.clients.size === 0 && this.groups.get(topic.key) === owner) this.groups.delete(topic.key);
      if (this.groups.size === 0 && this.ticker) {
        clearInterval(this.ticker);
        this.ticker = undefined;
      }
    };
  }

  /** Open panels in this process. */
  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.clients.size;
    return n;
  }

  /** Ends every panel stream (server shutdown). */
  async closeAll(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    if (this.ticker) clearInterval(this.ticker);
    this.timer = this.ticker = undefined;
    for (const group of [...this.groups.values()]) for (const client of [...group.clients]) client.close();
    this.groups.clear();
    const untap = await this.tapped?.catch(() => undefined);
    untap?.();
  }

  private receive(message: LiveEvent | { type: 'resync' }): void {
    if (this.groups.size === 0) return;
    for (const [key, group] of this.groups) {
      const concerned =
        message.type === 'resync' || message.type === 'viewership'
          ? true
          : message.type === 'campaign'
            ? group.campaigns.has(message.campaignId)
            : message.type === 'activity'
              ? activityConcerns(group, message.campaignId, message.broadcasterIds)
              : message.type === 'broadcaster'
                ? group.broadcasters.has(message.broadcasterId)
                : false;
      if (concerned) this.pending.add(key);
    }
    this.schedule();
  }

  private markAll(): void {
    for (const key of this.groups.keys()) this.pending.add(key);
    this.schedule();
  }

  private schedule(): void {
    if (this.running || this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh();
    }, PANEL_COALESCE_MS);
  }

  private async refresh(): Promise<void> {
    this.running = true;
    const keys = [...this.pending];
    this.pending.clear();
    try {
      for (const key of keys) {
        const group = this.groups.get(key);
        if (group) await this.rebuild(group);
      }
    } finally {
      this.running = false;
      this.schedule();
    }
  }

  /** Builds the topic's snapshot once and writes it to each of its panels, unless a later build already has. */
  private async rebuild(group: Group): Promise<void> {
    try {
      this.builds += 1;
      const build = ++group.started;
      const state = await group.topic.build(this.now());
      if (build < group.sent) return;
      group.sent = build;
      group.campaigns = new Set(state.campaigns);
      group.broadcasters = new Set(state.broadcasters);
      group.activityOf = state.activityOf && new Set(state.activityOf);
      group.last = JSON.stringify(state.answer);
      for (const client of [...group.clients]) client.write('snapshot', group.last);
    } catch (error) {
      this.onError(error);
    }
  }
}
