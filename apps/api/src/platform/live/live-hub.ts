import type { Db } from '../../db/db.ts';
import { broadcasterIdsOnCampaign } from '../../modules/overlay/repositories/overlay-repository.ts';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from './live-events.ts';

/** The events an overlay hears of: the live panels' own ones (decision 790) never reach it. */
export type OverlayEvent = Exclude<LiveEvent, { type: 'activity' } | { type: 'viewership' }>;
/** What a broadcaster's open overlays receive: the event, or 'resync' after missed notifications. */
export type HubMessage = OverlayEvent | { type: 'resync' };
/** A listener of every event (the live panels): 'resync' after missed notifications. */
export type HubTap = (message: LiveEvent | { type: 'resync' }) => void;
export type HubListener = (message: HubMessage) => void;

/**
 * The in-process fan-out of live events (decision 500): it LISTENs once per process on
 * LIVE_CHANNEL (through `Db.listen`, so across API processes on a PostgreSQL server) and hands each
 * event to the listeners of the broadcasters it concerns. A campaign event is resolved to its
 * broadcasters with one query per event, whatever the number of open overlays; events for
 * broadcasters with no open overlay cost nothing more.
 */
export class LiveHub {
  private readonly listeners = new Map<number, Set<HubListener>>();
  private readonly taps = new Set<HubTap>();
  private subscription: Promise<() => Promise<void>> | undefined;
  private closed = false;
  /** Events handled so far (tests, bench). */
  handled = 0;
  /**
   * Broadcasters whose open overlays show a campaign now: they hear of it even when the change
   * removed them from it (a deleted campaign, a removed status) and the query no longer finds them.
   */
  showing: (campaignId: number) => Iterable<number> = () => [];

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Starts listening (once); later calls answer the same subscription. */
  start(): Promise<void> {
    this.subscription ??= this.db.listen(
      LIVE_CHANNEL,
      (payload) => this.receive(payload),
      () => this.resyncAll(),
    );
    return this.subscription.then(() => undefined);
  }

  /** Adds a listener for one broadcaster's events; answers its removal. */
  async add(broadcasterId: number, listener: HubListener): Promise<() => void> {
    await this.start();
    let set = this.listeners.get(broadcasterId);
    if (!set) {
      set = new Set();
      this.listeners.set(broadcasterId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(broadcasterId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(broadcasterId);
    };
  }

  /**
   * Adds a listener of every event, unresolved (the live panels route them themselves, decision
   * 790); answers its removal.
   */
  async tap(listener: HubTap): Promise<() => void> {
    await this.start();
    this.taps.add(listener);
    return () => {
      this.taps.delete(listener);
    };
  }

  /** Number of broadcasters with open listeners. */
  get broadcasterCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.taps.clear();
    const stop = await this.subscription?.catch(() => undefined);
    await stop?.().catch(() => undefined);
  }

  private receive(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event || this.closed) return;
    this.dispatch(event).catch(this.onError);
  }

  /** Delivers one event to the listeners it concerns. */
  async dispatch(event: LiveEvent): Promise<void> {
    this.handled += 1;
    for (const tap of this.taps) this.call(tap, event);
    if (event.type === 'activity' || event.type === 'viewership') return;
    if (this.listeners.size === 0) return;
    const ids =
      event.type === 'campaign'
        ? new Set([...(await broadcasterIdsOnCampaign(this.db, event.campaignId)), ...this.showing(event.campaignId)])
        : [event.broadcasterId];
    for (const id of ids) this.deliver(id, event);
  }

  private deliver(broadcasterId: number, message: HubMessage): void {
    for (const listener of this.listeners.get(broadcasterId) ?? []) this.call(listener, message);
  }

  private call<M>(listener: (message: M) => void, message: M): void {
    try {
      listener(message);
    } catch (error) {
      this.onError(error);
    }
  }

  private resyncAll(): void {
    for (const id of [...this.listeners.keys()]) this.deliver(id, { type: 'resync' });
    for (const tap of this.taps) this.call(tap, { type: 'resync' });
  }
}
