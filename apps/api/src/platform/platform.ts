import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context/app-context.ts';
import { openClickRecorder, type ClickRecorder } from './clicks/click-recorder.ts';
import { openJetStreamClickRecorder } from './clicks/jetstream-click-recorder.ts';
import { LiveHub } from './live/live-hub.ts';
import { LivePanels } from './live/live-panels.ts';
import { OverlayStreams } from './live/overlay-streams.ts';
import { StreamSlots } from './live/stream-slots.ts';
import { SharedStreamSlots, type SlotGiver } from './live/shared-stream-slots.ts';

/**
 * The live side: one hub on the database's live events, the overlays' open event streams and their
 * caps, and the live panels' (decision 790) with theirs.
 */
export interface LivePlatform {
  hub: LiveHub;
  streams: OverlayStreams;
  slots: SlotGiver;
  panels: LivePanels;
  panelSlots: SlotGiver;
}

/**
 * The long-lived parts of one API process, made once per app and closed with it: the live hub and
 * the overlay streams (open streams end before the server stops, the hub after), and the clicks'
 * journal (decision 624) or JetStream stream (decision 751), moved into the database in the
 * background and closed after the last request.
 */
export async function registerPlatform(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = app.ctx;
  const hub = new LiveHub(ctx.db, (error) => app.log.error(error));
  const streams = new OverlayStreams(ctx, hub, (error) => app.log.error(error));
  const caps = { perKey: ctx.config.OVERLAY_STREAMS_PER_KEY, perIp: ctx.config.OVERLAY_STREAMS_PER_IP };
  const local = new StreamSlots(caps);
  // With REDIS_URL the caps are shared by every instance (decision 740).
  const slots: SlotGiver = ctx.limits.redis ? new SharedStreamSlots(ctx.limits, caps, local) : local;
  const panels = new LivePanels(ctx.now, hub, (error) => app.log.error(error));
  const panelCaps = { perKey: ctx.config.LIVE_PANEL_STREAMS_PER_USER, perIp: ctx.config.LIVE_PANEL_STREAMS_PER_IP };
  const panelLocal = new StreamSlots(panelCaps);
  const panelSlots: SlotGiver = ctx.limits.redis ? new SharedStreamSlots(ctx.limits, panelCaps, panelLocal, 'panel-streams') : panelLocal;
  app.decorate('live', { hub, streams, slots, panels, panelSlots });
  app.addHook('preClose', async () => {
    streams.closeAll();
    await panels.closeAll();
  });
  app.addHook('onClose', async () => hub.close());

  const log = { warn: (message: string) => app.log.warn(message), error: (message: string) => app.log.error(message) };
  const { config } = deps;
  // CLICK_LOG=jetstream: clicks go to a stream every instance shares (decision 751); else to this process's journal.
  const clicks =
    config.CLICK_LOG === 'jetstream' && config.NATS_URL
      ? await openJetStreamClickRecorder({
          db: deps.db,
          servers: config.NATS_URL,
          names: {
            stream: config.CLICK_LOG_STREAM,
            subject: config.CLICK_LOG_SUBJECT ?? config.CLICK_LOG_STREAM,
            replicas: config.CLICK_LOG_REPLICAS,
            consumer: config.CLICK_LOG_CONSUMER,
          },
          publishTimeoutMs: config.CLICK_LOG_PUBLISH_TIMEOUT_MS,
          ackWaitSeconds: config.CLICK_LOG_ACK_WAIT_SECONDS,
          log,
        })
      : await openClickRecorder({ db: deps.db, dataDir: config.DATA_DIR, name: config.CLICK_JOURNAL_NAME, log });
  app.decorate('clicks', clicks);
  app.addHook('onClose', () => clicks.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The overlays' live hub, streams and stream caps. */
    live: LivePlatform;
    /** Tracked-link clicks: `settled()` waits until the clicks recorded so far are in the database. */
    clicks: ClickRecorder;
  }
}
