import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../webhook-delivery.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { testDns } from './webhook-test-support.ts';

// Issue 26 §3, decision 670: webhooks reach only the outside world, checked at creation and at delivery.
describe('webhook addresses', () => {
  let t: TestApp;
  let scene: RoleScene;
  let server: Server;
  let port: number;
  let closedPort: number;
  // listener.test is unknown to the system resolver: a post reaches the listener only through the checked address.
  const dns = testDns({ 'listener.test': [{ address: '127.0.0.1', family: 4 }] });
  const received: Array<{ headers: IncomingHttpHeaders; url: string }> = [];
  let answer = { status: 200, location: '' };
  const fakeJob = () => ({ id: 1, attempts: 1, setProgress: async () => undefined, complete: async () => undefined });
  const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks'))[0].n);
  const create = (url: string) =>
    send(t.app, 'POST', '/api/v1/webhooks/', { campaign: scene.campaignA.slug, url }, scene.users.editor.token);
  /** A webhook row as it may exist from before the check (or made by a name that resolved elsewhere then). */
  const storedHook = async (url: string) =>
    (
      await t.db.query<{ id: number }>(
        "INSERT INTO webhooks (campaign_id, url, secret, active, created_by) VALUES ($1, $2, 'whsec_x', false, $3) RETURNING id",
        [scene.campaignA.id, url, scene.users.editor.id],
      )
    )[0].id;
  /** Queues a test event to the webhook, posts it once and answers its log line. */
  const deliverOnce = async (hookId: number) => {
    expect((await send(t.app, 'POST', `/api/v1/webhooks/${hookId}/test/`, undefined, scene.users.editor.token)).statusCode).toBe(202);
    const [job] = await t.db.query<{ id: number; payload: { deliveryId: number } }>(
      "SELECT id::int AS id, payload FROM jobs WHERE kind = 'webhook-delivery' AND status = 'queued' ORDER BY id DESC LIMIT 1",
    );
    await deliverWebhook(t.app.ctx, job.payload, fakeJob()).catch(() => undefined);
    await t.db.query("UPDATE jobs SET status = 'done' WHERE id = $1", [job.id]);
    const [row] = await t.db.query<{ status: string; last_response_code: number | null; last_error: string | null }>(
      'SELECT status, last_response_code, last_error FROM webhook_deliveries WHERE id = $1',
      [job.payload.deliveryId],
    );
    return row;
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push({ headers: req.headers, url: req.url ?? '' });
      req.resume();
      res.statusCode = answer.status;
      if (answer.location) res.setHeader('Location', answer.location);
      res.end('internal secrets');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // Only listener.test on the listener's port, and the closed port, are local hosts webhooks may reach.
    t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: `listener.test:${port},listener.test:${closedPort}` }, { lookupHost: dns });
    scene = await createRoleScene(t.db, 'addr');
  }, 180_000);
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('creation refuses internal addresses in every spelling, 400 in the DRF shape, nothing stored', async () => {
    dns.names['intranet.example'] = [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    dns.names['metadata-alias.example'] = [{ address: '169.254.169.254', family: 4 }];
    const before = await count();
    for (const url of [
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:a00:5]/',
      'https://[::ffff:10.0.0.5]/',
      'https://[::1]/',
      'https://127.0.0.1/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://192.168.1.1/',
      'https://172.16.0.1/',
      'https://100.64.0.1/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      'https://[64:ff9b::a00:5]/',
      'https://localhost/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://intranet.example/',
      'https://metadata-alias.example/',
      `https://listener.test:${port + 1}/`,
    ]) {
      const res = await create(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { url: ['Webhook URLs must point to a public internet address.'] }]);
    }
    // http is for allow-listed hosts only, development or not.
    expect((await create(`http://localhost:${port}/`)).json()).toEqual({ url: ['Webhook URLs must start with https://.'] });
    expect((await create('http://127.0.0.1/')).json()).toEqual({ url: ['Webhook URLs must start with https://.'] });
    expect(await count()).toBe(before);
  });

  it('an address change is checked the same way', async () => {
    const made = await create('https://hooks.example/ok');
    expect(made.statusCode).toBe(201);
    const res = await send(
      t.app,
      'PATCH',
      `/api/v1/webhooks/${made.json().id}/`,
      { url: 'https://169.254.169.254/' },
      scene.users.editor.token,
    );
    expect([res.statusCode, res.json()]).toEqual([400, { url: ['Webhook URLs must point to a public internet address.'] }]);
    const [row] = await t.db.query<{ url: string }>('SELECT url FROM webhooks WHERE id = $1', [made.json().id]);
    expect(row.url).toBe('https://hooks.example/ok');
    await send(t.app, 'DELETE', `/api/v1/webhooks/${made.json().id}/`, undefined, scene.users.editor.token);
  });

  it('delivery checks again: a stored internal address is never posted to', async () => {
    received.length = 0;
    const hook = await storedHook(`http://127.0.0.1:${port}/internal`);
    expect(await deliverOnce(hook)).toEqual({ status: 'retrying', last_response_code: null, last_error: 'Address not allowed.' });
    expect(received).toEqual([]);
  });

  it('a name that moves to an internal address after creation (DNS rebinding) is refused at delivery', async () => {
    dns.names['rebind.example'] = [{ address: '93.184.215.14', family: 4 }];
    const made = await create(`https://rebind.example:${port}/hook`);
    expect(made.statusCode).toBe(201);
    dns.names['rebind.example'] = [{ address: '127.0.0.1', family: 4 }];
    received.length = 0;
    expect(await deliverOnce(made.json().id)).toEqual({ status: 'retrying', last_response_code: null, last_error: 'Address not allowed.' });
    expect(received).toEqual([]);
    await send(t.app, 'DELETE', `/api/v1/webhooks/${made.json().id}/`, undefined, scene.users.editor.token);
  });

  it('the post connects to the address that was checked, keeping the name as Host', async () => {
    const made = await create(`http://listener.test:${port}/pinned`);
    expect(made.statusCode).toBe(201);
    received.length = 0;
    expect(await deliverOnce(made.json().id)).toEqual({ status: 'delivered', last_response_code: 200, last_error: null });
    expect(received.map((r) => [r.url, r.headers.host])).toEqual([['/pinned', `listener.test:${port}`]]);
    // A redirect is not followed: its status is the answer.
    answer = { status: 302, location: `http://127.0.0.1:${port}/followed` };
    received.length = 0;
    expect(await deliverOnce(made.json().id)).toEqual({ status: 'retrying', last_response_code: 302, last_error: 'HTTP 302' });
    expect(received.map((r) => r.url)).toEqual(['/pinned']);
    answer = { status: 200, location: '' };
    await send(t.app, 'DELETE', `/api/v1/webhooks/${made.json().id}/`, undefined, scene.users.editor.token);
  });

  it('the log shows a generic error for network failures, never the network’s own', async () => {
    const closed = await create(`http://listener.test:${closedPort}/`);
    expect(closed.statusCode).toBe(201);
    expect(await deliverOnce(closed.json().id)).toEqual({ status: 'retrying', last_response_code: null, last_error: 'Delivery failed.' });
    const unknown = await create('https://nowhere.invalid/');
    expect(unknown.statusCode).toBe(201); // not resolvable yet: accepted, checked at every delivery
    expect(await deliverOnce(unknown.json().id)).toEqual({ status: 'retrying', last_response_code: null, last_error: 'Delivery failed.' });
    const list = (
      await send(t.app, 'GET', `/api/v1/webhooks/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    const errors = list.flatMap((w: { deliveries: Array<{ last_error: string | null }> }) => w.deliveries.map((d) => d.last_error));
    expect(
      errors.filter(
        (e: string | null) => e !== null && !['Delivery failed.', 'Address not allowed.'].includes(e) && !/^HTTP \d{3}$/.test(e),
      ),
    ).toEqual([]);
  });
});
