import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { startTcpProxy } from '../src/platform/observability/tcp-proxy-test-support.ts';
import { auditClicks } from './click-audit.ts';
import { LOAD_SETTINGS, trackedLink } from './click-link.ts';
import { openTierDb, startInstances, stopInstances, tierSkipped, type Instance } from './cluster.ts';
import { redirectLoad, total } from './redirect-load.ts';
import { STAGED_INSTALL_ENV } from '../production/staged-install-setup.ts';
import { answers, SERVICES } from './services.ts';

// Issue 29 item 4 (decision 760), with clicks through JetStream (CLICK_LOG=jetstream, issue 29
// item 2): a redirect is acknowledged once JetStream acknowledged its click, and a durable
// consumer shared by every instance moves clicks into PostgreSQL. So kill -9 of one instance loses
// no acknowledged click without restarting it, and a NATS connection cut mid-load makes redirects
// wait or fail, never acknowledge a lost click. These run when the staged bundle knows CLICK_LOG
// (the JetStream click log has landed) and NATS answers.
const staged = process.env[STAGED_INSTALL_ENV];
const bundle = staged ? path.join(staged, 'apps/api/dist/main.js') : '';
const bundleKnowsClickLog = Boolean(bundle && existsSync(bundle) && /\bCLICK_LOG\b/.test(readFileSync(bundle, 'utf8')));
const natsUp = await answers(SERVICES.nats, 4222);
const skipped =
  tierSkipped() ??
  (!bundleKnowsClickLog ? 'the built API has no CLICK_LOG setting yet' : !natsUp ? `no answer from NATS at ${SERVICES.nats}` : undefined);
/** One stream per run, so runs on one NATS server never share clicks. */
const STREAM = `advocate_multi_${randomBytes(4).toString('hex')}`;

const jetstreamSettings = (natsUrl: string = SERVICES.nats) => ({
  ...LOAD_SETTINGS,
  CLICK_LOG: 'jetstream',
  NATS_URL: natsUrl,
  CLICK_LOG_STREAM: STREAM,
  // What a killed instance had pulled comes back to the others after this, instead of the default 30 s.
  CLICK_LOG_ACK_WAIT_SECONDS: '5',
});

/** Removes the run's stream, when the NATS client packages are installed (they come with the JetStream click log). */
async function deleteStream(): Promise<void> {
  const transport = '@nats-io/transport-node';
  const jetstream = '@nats-io/jetstream';
  try {
    const { connect } = (await import(transport)) as { connect: (o: { servers: string }) => Promise<{ close(): Promise<void> }> };
    const { jetstreamManager } = (await import(jetstream)) as {
      jetstreamManager: (nc: unknown) => Promise<{ streams: { delete(name: string): Promise<boolean> } }>;
    };
    const nc = await connect({ servers: SERVICES.nats });
    try {
      await (await jetstreamManager(nc)).streams.delete(STREAM);
    } finally {
      await nc.close();
    }
  } catch {
    // No client installed, or the stream is already gone.
  }
}

describe.skipIf(skipped)(`redirect loads with CLICK_LOG=jetstream${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let db: Db;
  /** Every instance started, stopped at the end whatever failed. */
  const started: Instance[] = [];
  const start = async (...args: Parameters<typeof startInstances>) => {
    const instances = await startInstances(...args);
    started.push(...instances);
    return instances;
  };

  beforeAll(async () => {
    db = await openTierDb();
    await trackedLink(db, 'mjskil');
    await trackedLink(db, 'mjsdrp');
  });
  afterAll(async () => {
    await stopInstances(started);
    await db?.close();
    await deleteStream();
  });

  it('kill -9 of one instance: every acknowledged click is stored once, moved by the instance left, without a restart', async () => {
    const instances = await start('jskill', 2, () => jetstreamSettings());
    const [victim, survivor] = instances;
    const load = redirectLoad(instances, 'mjskil', 6);
    onTestFinished(() => void load.stop());
    await load.acknowledgedBy(victim, 150);
    await victim.kill9();
    await load.acknowledgedBy(survivor, (load.tally.acknowledged.get(survivor.name) ?? 0) + 100);
    const tally = await load.stop();
    // What the dead instance had pulled and not acknowledged comes again after the consumer's ack wait (5 s here).
    const audit = await auditClicks(db, 'mjskil', tally, 60_000);
    console.log(`jetstream kill -9: ${audit.acknowledged} acknowledged, ${audit.stored} stored, ${audit.cut} cut off`);
    expect(audit.lost).toEqual([]);
    expect(audit.twice).toEqual([]);
    expect(audit.unanswered).toBeLessThanOrEqual(audit.cut + total(tally.refused));
    await stopInstances(instances);
  }, 120_000);

  it('NATS cut and restored mid-load: redirects wait or fail, and every acknowledged one is stored once', async () => {
    const proxy = await startTcpProxy({ host: new URL(SERVICES.nats).hostname, port: Number(new URL(SERVICES.nats).port || 4222) });
    try {
      // The first instance reaches NATS through the proxy, the second directly.
      const instances = await start('jsdrop', 2, (i) => jetstreamSettings(i === 0 ? `nats://127.0.0.1:${proxy.port}` : SERVICES.nats));
      const [cut] = instances;
      const load = redirectLoad(instances, 'mjsdrp', 6);
      onTestFinished(() => void load.stop());
      await load.acknowledgedBy(cut, 100);
      await proxy.stop();
      const ackedAtCut = load.tally.acknowledged.get(cut.name) ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await proxy.start();
      // Back through the restored connection.
      await load.acknowledgedBy(cut, ackedAtCut + 100, 60_000);
      const tally = await load.stop();
      const audit = await auditClicks(db, 'mjsdrp', tally);
      console.log(
        `jetstream NATS cut: ${audit.acknowledged} acknowledged, ${audit.stored} stored, ${total(tally.refused)} refused while cut, ${audit.unanswered} stored unanswered`,
      );
      expect(audit.lost).toEqual([]);
      expect(audit.twice).toEqual([]);
      expect(audit.unanswered).toBeLessThanOrEqual(audit.cut + total(tally.refused));
    } finally {
      await proxy.stop().catch(() => undefined);
    }
  });
});
