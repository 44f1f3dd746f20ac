import { randomBytes } from 'node:crypto';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deleteTestStream, natsAnswers, TEST_NATS_URL } from '../../testing/test-nats.ts';
import { openJetStreamClickRecorder } from './jetstream-click-recorder.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A TCP relay to the machine's NATS that can drop every connection and refuse new ones, then come back on the same port. */
class NatsRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async up(): Promise<void> {
    if (this.server) return;
    const target = new URL(TEST_NATS_URL);
    this.server = createServer((client) => {
      const upstream = tcpConnect(Number(target.port || 4222), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }
}

/**
 * Issue 29 item 2 (decision 751): the redirect with CLICK_LOG=jetstream, through a relay that can
 * cut NATS off. A redirect is answered 302 only once JetStream acknowledged its click; while NATS is
 * away it waits (up to CLICK_LOG_PUBLISH_TIMEOUT_MS) and then succeeds or answers 503, never a 302
 * for a click that is not stored.
 */
const natsUp = await natsAnswers();
const title = 'GET /l/{key} with CLICK_LOG=jetstream';

describe.skipIf(!natsUp)(natsUp ? title : `${title} (skipped: no NATS with JetStream answers at ${TEST_NATS_URL})`, () => {
  const stream = `advocate-test-redirects-${process.pid}-${randomBytes(3).toString('hex')}`;
  const relay = new NatsRelay();
  let t: TestApp;
  let key: string;
  const click = (ip: string) => t.app.inject({ method: 'GET', url: `/l/${key}`, headers: { 'user-agent': BROWSER }, remoteAddress: ip });
  const stored = async (prefix: string) => {
    await t.app.clicks.settled();
    return (
      await t.db.query<{ ip_addr: string }>(
        'SELECT ip_addr FROM clicks c JOIN tracking_links tl ON tl.id = c.tracking_link_id WHERE tl.key = $1 AND ip_addr LIKE $2 ORDER BY ip_addr',
        [key, `${prefix}%`],
      )
    ).map((r) => r.ip_addr);
  };

  beforeAll(async () => {
    await relay.up();
    t = await createTestApp({
      CLICK_LOG: 'jetstream',
      NATS_URL: relay.url,
      CLICK_LOG_STREAM: stream,
      CLICK_LOG_PUBLISH_TIMEOUT_MS: '3000',
      RATE_LIMIT_REDIRECTS_PER_MINUTE: '10000',
    });
    const scene = await createRoleScene(t.db, 'jsred');
    key = 'js0001';
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [
      key,
      scene.users.broadcaster.id,
      scene.campaignA.id,
      'https://shop.example/js',
    ]);
  });
  afterAll(async () => {
    try {
      await relay.up().catch(() => undefined);
      await t?.close();
      await relay.down();
    } finally {
      await deleteTestStream(stream);
    }
  });

  it('answers 302 once JetStream stored the click, and the shared consumer moves it into the database once', async () => {
    const answers = await Promise.all(['10.91.0.1', '10.91.0.2', '10.91.0.3'].map(click));
    expect(answers.map((a) => a.statusCode)).toEqual([302, 302, 302]);
    expect(await stored('10.91.')).toEqual(['10.91.0.1', '10.91.0.2', '10.91.0.3']);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json().checks.click_journal).toMatchObject({ ok: true, lag_seconds: 0 });
  });

  it('while NATS is unreachable answers 503 after the publish timeout, never a 302', async () => {
    await relay.down();
    const started = Date.now();
    const answer = await click('10.92.0.1');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('<html');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await relay.up();
  });

  it('a redirect made while NATS is away waits for it, then answers 302 with its click stored once', async () => {
    await relay.down();
    const pending = click('10.93.0.1');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await relay.up();
    expect((await pending).statusCode).toBe(302);
    expect(await click('10.93.0.2').then((a) => a.statusCode)).toBe(302);
    expect(await stored('10.93.')).toEqual(['10.93.0.1', '10.93.0.2']);
  });

  it('clicks published by an instance that could not move them are moved by another instance, once', async () => {
    const names = { stream, subject: stream, replicas: 1, consumer: 'advocate-click-mover' };
    const log = { warn: () => undefined, error: () => undefined };
    // Instance A answers redirects but its database refuses every batch (a partition): it hands them back.
    const cutOff: typeof t.db = Object.create(t.db, {
      transaction: { value: async () => Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })) },
    });
    const a = await openJetStreamClickRecorder({ db: cutOff, servers: TEST_NATS_URL, names, publishTimeoutMs: 3000, log });
    const [link] = await t.db.query<{ id: number; campaign_id: number; broadcaster_id: number }>(
      'SELECT id, campaign_id, broadcaster_id FROM tracking_links WHERE key = $1',
      [key],
    );
    const clickOf = (ip: string) => ({
      key,
      target: 'https://shop.example/js',
      campaignSlug: 'x',
      username: 'x',
      hasWebhooks: false,
      event: {
        time: new Date(),
        broadcasterId: link.broadcaster_id,
        campaignId: link.campaign_id,
        componentId: null,
        componentType: null,
        trackingLinkId: link.id,
        link: 'https://shop.example/js',
        ipAddr: ip,
        country: null,
        userAgent: BROWSER,
        isBot: false,
        flag: null,
      },
    });
    await Promise.all(['10.94.0.1', '10.94.0.2', '10.94.0.3'].map((ip) => a.record(clickOf(ip))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.close();
    // Instance B (the test app) moves them; its own click after them settles only once they are in.
    expect((await click('10.94.0.4')).statusCode).toBe(302);
    expect(await stored('10.94.')).toEqual(['10.94.0.1', '10.94.0.2', '10.94.0.3', '10.94.0.4']);
  });

  it('refuses to start when NATS is unreachable, naming NATS_URL', async () => {
    await expect(
      openJetStreamClickRecorder({
        db: t.db,
        servers: 'nats://127.0.0.1:1',
        names: { stream, subject: stream, replicas: 1, consumer: 'advocate-click-mover' },
        publishTimeoutMs: 500,
        log: { warn: () => undefined, error: () => undefined },
      }),
    ).rejects.toThrow(/CLICK_LOG=jetstream: NATS at nats:\/\/127\.0\.0\.1:1 is unreachable/);
  });
});
