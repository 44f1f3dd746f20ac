import type { AppContext } from '../../context/app-context.ts';
import {
  findOverlayBroadcastersByIds,
  findOverlayTestPattern,
  findOverlayVideo,
} from '../../modules/overlay/repositories/overlay-repository.ts';
import { pendingOverlayRequests } from '../../modules/overlay/repositories/overlay-media-repository.ts';
import { viewerFor, type OverlayViewer } from '../../modules/overlay/overlay-access.ts';
import { overlayState, overlayStates, type OverlayState } from '../../modules/overlay/overlay-state.ts';
import type { HubMessage, LiveHub } from './live-hub.ts';

/** One open overlay event stream (an SSE answer). */
export interface OverlayClient {
  viewer: OverlayViewer;
  /** Writes one server-sent event. */
  send(event: string, data: unknown): void;
  /** Ends the stream. */
  close(): void;
}

/** Events arriving closer together than this are answered with one state per broadcaster (decision 505). */
export const COALESCE_MS = 40;

/** The campaigns whose graphics a state shows. */
function campaignsIn(state: OverlayState): number[] {
  return state.rotations.flatMap((r) => r.items.map((i) => i.campaign_id));
}

/** The state a viewer sees: a preview shows one campaign and records nothing (decision 504). */
export function stateFor(
  ctx: Pick<AppContext, 'db'>,
  viewer: OverlayViewer,
  now: Date,
  broadcaster = viewer.broadcaster,
): Promise<OverlayState> {
  return viewer.previewCampaignId === undefined
    ? overlayState(ctx.db, broadcaster, now)
    : overlayState(ctx.db, broadcaster, now, { onlyCampaignId: viewer.previewCampaignId, preview: true });
}

/** The open streams of one broadcaster in this process. */
interface BroadcasterStreams {
  broadcasterId: number;
  clients: Set<OverlayClient>;
  /** Campaigns whose graphics the last states sent showed. */
  campaigns: Set<number>;
  removeListener: () => void;
}

/**
 * Every open overlay stream of this process, grouped by broadcaster, fed by the live hub. Changes
 * are coalesced: the broadcasters concerned by the events of one short window get their states
 * built together, in a fixed number of queries (decision 500), and each stream's credential is
 * checked again, so a regenerated key closes the streams opened with the old one at once.
 */
export class OverlayStreams {
  private readonly groups = new Map<number, BroadcasterStreams>();
  private readonly pending = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: LiveHub,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    hub.showing = (campaignId) => [...this.groups.values()].filter((g) => g.campaigns.has(campaignId)).map((g) => g.broadcasterId);
  }

  /**
   * Adds a stream: sends the full state at once, then the videos and test patterns still waiting
   * to play (not to a preview); answers its removal. Every connect is a full resume (decision
   * 760): an overlay whose instance died reconnects to any other one and misses nothing, whatever
   * Last-Event-ID it sends (the events carry no ids to replay from).
   */
  async open(client: OverlayClient): Promise<() => void> {
    const id = client.viewer.broadcaster.id;
    let group = this.groups.get(id);
    if (!group) {
      const made: BroadcasterStreams = { broadcasterId: id, clients: new Set(), campaigns: new Set(), removeListener: () => undefined };
      this.groups.set(id, made);
      made.removeListener = await this.hub.add(id, (message) => this.receive(made, message));
      group = made;
    }
    group.clients.add(client);
    const state = await stateFor(this.ctx, client.viewer, this.ctx.now());
    for (const campaign of campaignsIn(state)) group.campaigns.add(campaign);
    client.send('state', state);
    if (client.viewer.previewCampaignId === undefined) await this.sendPending(client);
    const owner = group;
    return () => {
      owner.clients.delete(client);
      if (owner.clients.size === 0 && this.groups.get(id) === owner) {
        owner.removeListener();
        this.groups.delete(id);
      }
    };
  }

  /** Open streams in this process. */
  get size(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.clients.size;
    return n;
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const group of [...this.groups.values()]) {
      for (const client of [...group.clients]) client.close();
      group.removeListener();
    }
    this.groups.clear();
  }

  private receive(group: BroadcasterStreams, message: HubMessage): void {
    if (message.type === 'video') void this.video(group, message.triggerId).catch(this.onError);
    else if (message.type === 'test-pattern') void this.testPattern(group, message.patternId).catch(this.onError);
    else {
      this.pending.add(group.broadcasterId);
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh();
    }, COALESCE_MS);
  }

  /** Sends the new state to every stream of the pending broadcasters. */
  private async refresh(): Promise<void> {
    this.running = true;
    const ids = [...this.pending].filter((id) => this.groups.has(id));
    this.pending.clear();
    try {
      const now = this.ctx.now();
      const broadcasters = new Map((await findOverlayBroadcastersByIds(this.ctx.db, ids)).map((b) => [b.id, b]));
      const full = await overlayStates(this.ctx.db, [...broadcasters.values()], now);
      for (const id of ids) {
        const group = this.groups.get(id);
        if (!group) continue;
        const broadcaster = broadcasters.get(id);
        const shown = new Set<number>();
        for (const client of [...group.clients]) {
          const viewer = broadcaster ? viewerFor(this.ctx.config.SECRET_KEY, broadcaster, client.viewer.credential, now) : undefined;
          if (!viewer || !broadcaster) {
            client.send('revoked', {});
            client.close();
            continue;
          }
          client.viewer = viewer;
          const state = viewer.previewCampaignId === undefined ? full.get(id) : await stateFor(this.ctx, viewer, now, broadcaster);
          if (!state) continue;
          for (const campaign of campaignsIn(state)) shown.add(campaign);
          client.send('state', state);
        }
        group.campaigns = shown;
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
      if (this.pending.size > 0) this.schedule();
    }
  }

  /** The requests made while the overlay was away, as the live events that would have carried them. */
  private async sendPending(client: OverlayClient): Promise<void> {
    const pending = await pendingOverlayRequests(this.ctx.db, client.viewer.broadcaster.id, this.ctx.now());
    for (const p of pending.test_patterns) client.send('test-pattern', { pattern_id: p.id, size: p.size });
    for (const v of pending.videos)
      client.send('video', { trigger_id: v.id, component_id: v.component_id, video_file: v.video_file, youtube_url: v.youtube_url });
  }

  private async video(group: BroadcasterStreams, triggerId: number): Promise<void> {
    const video = await findOverlayVideo(this.ctx.db, triggerId);
    if (!video || video.broadcaster_id !== group.broadcasterId || video.played_at) return;
    const data = {
      trigger_id: video.trigger_id,
      component_id: video.component_id,
      video_file: video.video_file,
      youtube_url: video.youtube_url,
    };
    for (const client of group.clients) if (client.viewer.previewCampaignId === undefined) client.send('video', data);
  }

  private async testPattern(group: BroadcasterStreams, patternId: number): Promise<void> {
    const pattern = await findOverlayTestPattern(this.ctx.db, patternId);
    if (!pattern || pattern.broadcaster_id !== group.broadcasterId || pattern.shown_at) return;
    const data = { pattern_id: pattern.pattern_id, size: pattern.size };
    for (const client of group.clients) if (client.viewer.previewCampaignId === undefined) client.send('test-pattern', data);
  }
}
