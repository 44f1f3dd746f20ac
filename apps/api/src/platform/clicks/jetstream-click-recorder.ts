import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Db } from '../../db/db.ts';
import { ClickLogMover } from './click-log-mover.ts';
import { clickSubject, ensureClickConsumer, ensureClickStream, type ClickStreamNames } from './click-log-stream.ts';
import { clickLine, type PendingClick } from './click-line.ts';
import { atMost, type ClickJournalStatus, type ClickRecorder } from './click-recorder.ts';
import { storeClickLines } from './click-store.ts';

export interface JetStreamClickRecorderOptions {
  db: Db;
  /** NATS servers, comma-separated (NATS_URL). */
  servers: string;
  names: ClickStreamNames;
  /** How long `record` retries a publish JetStream has not acknowledged before failing (CLICK_LOG_PUBLISH_TIMEOUT_MS). */
  publishTimeoutMs: number;
  /** How long a click pulled by an instance that died waits before another instance gets it (CLICK_LOG_ACK_WAIT_SECONDS). */
  ackWaitSeconds?: number;
  log: { warn: (message: string) => void; error: (message: string) => void };
  /** How long `close` waits for the batch under way and the connection's last acknowledgements. */
  closeWaitMs?: number;
  /** Clicks moved in one transaction at most (tests make it small). */
  maxBatch?: number;
}

/** The JetStream click recorder, with the publish of a click under a given message id (a retried publish). */
export interface JetStreamClickRecorder extends ClickRecorder {
  /** Publishes `click` as message `id`: publishing it again with the same id stores it once. `record` is this with a fresh id. */
  publish(click: PendingClick, id: string): Promise<void>;
}

/**
 * One publish attempt waits this long for JetStream's acknowledgement before it is sent again under
 * the same id: a publish written to a connection that had just died is lost without an error, and
 * the next attempt goes out on the new one.
 */
const ATTEMPT_MS = 1000;
/** How often the stream's and consumer's state are read for `status()`. */
const STATUS_EVERY_MS = 1000;
/** State older than this (NATS does not answer) counts as lag in itself: /readyz fails while it lasts. */
const STALE_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The consumer's state as `status()` reports it, and when it was read. */
interface Seen {
  at: number;
  /** When the oldest click not yet acknowledged by the mover was published (ms since the epoch); undefined when none waits. */
  oldest: number | undefined;
  pendingClicks: number;
  bytes: number;
}

async function connectNats(servers: string, log: JetStreamClickRecorderOptions['log']): Promise<NatsConnection> {
  let nc: NatsConnection;
  try {
    // Reconnects for ever: while NATS is away, redirects wait (up to the publish timeout) or answer 503.
    nc = await connect({ servers: servers.split(','), name: 'advocate-api', maxReconnectAttempts: -1, reconnectTimeWait: 250 });
  } catch (error) {
    throw new Error(`CLICK_LOG=jetstream: NATS at ${servers} is unreachable: ${messageOf(error)}`, { cause: error });
  }
  void (async () => {
    for await (const s of nc.status())
      if (s.type === 'disconnect' || s.type === 'reconnect')
        log.warn(`click log: NATS ${s.type === 'disconnect' ? 'connection lost' : 'reconnected'} (${s.server})`);
  })().catch(() => undefined);
  return nc;
}

/**
 * The click path of the redirect with CLICK_LOG=jetstream (issue 29; decision 751): each click is
 * published to the clicks' stream under a message id of its own and acknowledged once JetStream
 * acknowledged it (stored on CLICK_LOG_REPLICAS servers). A publish that gets no answer is sent
 * again under the same id, which the stream stores once, until CLICK_LOG_PUBLISH_TIMEOUT_MS has
 * passed; then `record` fails and the redirect answers 503, never a click that was lost. The
 * stream and the shared durable consumer are created or updated at start; every instance moves
 * clicks from that consumer into the database (ClickLogMover).
 */
export async function openJetStreamClickRecorder(o: JetStreamClickRecorderOptions): Promise<JetStreamClickRecorder> {
  const nc = await connectNats(o.servers, o.log);
  try {
    const jsm = await jetstreamManager(nc);
    await ensureClickStream(jsm, o.names);
    await ensureClickConsumer(jsm, o.names, o.ackWaitSeconds);
    const js = jetstream(nc);
    const consumer = await js.consumers.get(o.names.stream, o.names.consumer);
    const { stream, consumer: durable } = o.names;
    const subject = clickSubject(o.names);

    let seen: Seen = { at: Date.now(), oldest: undefined, pendingClicks: 0, bytes: 0 };
    /** The highest stream sequence this process's publishes got: `settled` waits for the consumer's acknowledgements to reach it. */
    let published = 0;
    let closed = false;

    const look = async () => {
      const [ci, si] = await Promise.all([jsm.consumers.info(stream, durable), jsm.streams.info(stream)]);
      const pendingClicks = ci.num_pending + ci.num_ack_pending;
      let oldest: number | undefined;
      if (pendingClicks > 0) {
        // The oldest click not yet acknowledged is the one after the acknowledgement floor.
        const first = await jsm.streams.getMessage(stream, { seq: ci.ack_floor.stream_seq + 1 }).catch(() => null);
        oldest = first?.time.getTime() ?? Date.parse(si.state.first_ts);
      }
      seen = { at: Date.now(), oldest, pendingClicks, bytes: si.state.bytes };
      return ci.ack_floor.stream_seq;
    };
    let looking: Promise<number> | undefined;
    /** One look at a time: the timer and `settled` share it. */
    const lookOnce = () => (looking ??= look().finally(() => (looking = undefined)));
    const timer = setInterval(() => void lookOnce().catch(() => undefined), STATUS_EVERY_MS);
    timer.unref();

    const mover = new ClickLogMover({
      db: o.db,
      consume: () => consumer.consume({ max_messages: Math.max(2 * (o.maxBatch ?? 1000), 100) }),
      store: storeClickLines(o.db.driver),
      log: o.log,
      maxBatch: o.maxBatch,
    });
    mover.start();

    const publish = async (click: PendingClick, id: string) => {
      const line = clickLine(click);
      const deadline = Date.now() + o.publishTimeoutMs;
      let pause = 50;
      for (;;) {
        try {
          const ack = await js.publish(subject, line, { msgID: id, timeout: Math.max(100, Math.min(ATTEMPT_MS, deadline - Date.now())) });
          // A publish the stream dropped as a duplicate answers the first one's sequence.
          if (ack.seq > published) published = ack.seq;
          return;
        } catch (error) {
          const left = deadline - Date.now();
          if (closed || left <= 0)
            throw new Error(`JetStream did not acknowledge the click within ${o.publishTimeoutMs} ms: ${messageOf(error)}`, {
              cause: error,
            });
          await sleep(Math.min(pause, left));
          pause = Math.min(pause * 2, 1000);
        }
      }
    };

    return {
      publish,
      record: (click) => publish(click, randomUUID()),
      async settled() {
        const target = published;
        for (;;) {
          const floor = await lookOnce().catch(() => 0);
          if (floor >= target) return;
          if (closed) throw new Error('The click log is closed.');
          await sleep(20);
        }
      },
      status(now = Date.now()): ClickJournalStatus {
        const waited = seen.oldest === undefined ? 0 : Math.max(0, (now - seen.oldest) / 1000);
        const stale = now - seen.at > STALE_MS ? (now - seen.at) / 1000 : 0;
        return {
          lagSeconds: Math.max(waited, stale),
          pendingBytes: seen.bytes,
          pendingClicks: seen.pendingClicks,
          segments: 0,
          bytes: seen.bytes,
        };
      },
      async close() {
        const wait = o.closeWaitMs ?? 5000;
        closed = true;
        clearInterval(timer);
        // What is delivered and not stored is delivered again after the ack wait, here after a restart or on another instance.
        await atMost(wait, mover.stop());
        await atMost(wait, looking ?? Promise.resolve());
        await atMost(wait, nc.drain());
        if (!nc.isClosed()) await nc.close();
      },
    };
  } catch (error) {
    await nc.close();
    throw error;
  }
}
