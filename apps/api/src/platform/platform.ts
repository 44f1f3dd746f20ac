import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context/app-context.ts';
import { openClickRecorder, type ClickRecorder } from './clicks/click-recorder.ts';
import { LiveHub } from './live/live-hub.ts';
import { OverlayStreams } from './live/overlay-streams.ts';
import { StreamSlots } from './live/stream-slots.ts';
import { SharedStreamSlots, type SlotGiver } from './live/shared-stream-slots.ts';

/** The overlays' live side: one hub on the database's live events, the open event streams, and their caps. */
export interface LivePlatform {
  hub: LiveHub;
  streams: OverlayStreams;
  slots: SlotGiver;
}

/**
 * The long-lived parts of one API process, made once per app and closed with it: the live hub and
 * the overlay streams (open streams end before the server stops, the hub after), and the clicks'
 * journal, moved into the database in the background (decision 624) and closed after the last request.
 */
export async function registerPlatform(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = app.ctx;
  const hub = new LiveHub(ctx.db, (error) => app.log.error(error));
  const streams = new OverlayStreams(ctx, hub, (error) => app.log.error(error));
  const caps = { perKey: ctx.config.OVERLAY_STREAMS_PER_KEY, perIp: ctx.config.OVERLAY_STREAMS_PER_IP };
  const local = new StreamSlots(caps);
  // With REDIS_URL the caps are shared by every instance (decision 740).
  const slots: SlotGiver = ctx.limits.redis ? new SharedStreamSlots(ctx.limits, caps, local) : local;
  app.decorate('live', { hub, streams, slots });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => hub.close());

  const clicks = await openClickRecorder({
    db: deps.db,
    dataDir: deps.config.DATA_DIR,
    name: deps.config.CLICK_JOURNAL_NAME,
    log: { warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
  });
  app.decorate('clicks', clicks);
  app.addHook('onClose', () => clicks.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The overlays' live hub, streams and stream caps. */
    live: LivePlatform;
    /** Tracked-link clicks: `settled()` waits until the journal's clicks are in the database. */
    clicks: ClickRecorder;
  }
}
