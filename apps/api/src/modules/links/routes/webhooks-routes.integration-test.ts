import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../webhook-delivery.ts';
import { WEBHOOK_MAX_ATTEMPTS } from '../webhook-events.ts';
import { webhookUrlErrors } from '../webhooks-service.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { publicDns } from './webhook-test-support.ts';

// issue 8 "Webhooks"; decision 524 (who, https, signature, retries, delivery log); decision 523 (UTM settings).
describe('webhooks', () => {
  let t: TestApp;
  let scene: RoleScene;
  let server: Server;
  let endpoint: string;
  let answerWith = 200;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

  const fakeJob = (attempts = 1) => ({ id: 1, attempts, setProgress: async () => undefined, complete: async () => undefined });
  // Click deliveries are queued as the click journal reaches the database (decision 624).
  const queuedDeliveries = async () => (
    await t.app.clicks.settled(),
    t.db.query<{ id: number; payload: { deliveryId: number } }>(
      "SELECT id::int AS id, payload FROM jobs WHERE kind = 'webhook-delivery' AND status = 'queued' ORDER BY id",
    )
  );
  const runQueued = async () => {
    for (const job of await queuedDeliveries()) {
      await deliverWebhook(t.app.ctx, job.payload, fakeJob()).catch(() => undefined);
      await t.db.query("UPDATE jobs SET status = 'done' WHERE id = $1", [job.id]);
    }
  };
  const create = (url: string, token: string | undefined = scene.users.editor.token) =>
    send(t.app, 'POST', '/api/v1/webhooks/', { campaign: scene.campaignA.slug, url }, token);

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = answerWith;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    endpoint = `http://localhost:${port}/hook`;
    // The local listener is reachable only because the allow-list names it (decision 670).
    t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: `localhost:${port}` }, { lookupHost: publicDns });
    scene = await createRoleScene(t.db, 'hook');
  }, 180_000);
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('POST by caller: managers who may edit the campaign', async () => {
    const statuses = await statusByCaller(scene.users, (token) =>
      send(t.app, 'POST', '/api/v1/webhooks/', { campaign: scene.campaignA.slug, url: 'https://hooks.example/a' }, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('GET by caller: managers who see the campaign; the secret is never listed', async () => {
    const statuses = await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/webhooks/?campaign=${scene.campaignA.slug}`);
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const list = (
      await send(t.app, 'GET', `/api/v1/webhooks/?campaign=${scene.campaignA.slug}`, undefined, scene.users.readOnlyManager.token)
    ).json();
    expect(list.length).toBe(2);
    expect(Object.keys(list[0]).sort()).toEqual(['active', 'campaign', 'created', 'deliveries', 'id', 'url']);
  });

  it('PATCH, test and DELETE by caller', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await create(`https://hooks.example/p${i}`)).json().id);
    let i = 0;
    const patch = await statusByCaller(scene.users, (token) =>
      send(t.app, 'PATCH', `/api/v1/webhooks/${ids[i++]}/`, { active: false }, token),
    );
    expect(patch).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    i = 0;
    const test = await statusByCaller(scene.users, (token) => send(t.app, 'POST', `/api/v1/webhooks/${ids[i++]}/test/`, undefined, token));
    expect(test).toEqual({
      anonymous: 401,
      admin: 202,
      editor: 202,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    i = 0;
    const del = await statusByCaller(scene.users, (token) => send(t.app, 'DELETE', `/api/v1/webhooks/${ids[i++]}/`, undefined, token));
    expect(del).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect((await send(t.app, 'DELETE', `/api/v1/webhooks/99999999/`, undefined, scene.users.editor.token)).statusCode).toBe(404);
  });

  it('campaign-link-settings by caller', async () => {
    const read = await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`);
    expect(read).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const write = await sameRequestByCaller(t.app, scene.users, 'PUT', `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`, {
      utm_source: 'adv',
    });
    expect(write).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const res = await send(
      t.app,
      'PUT',
      `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`,
      { utm_source: '', utm_medium: ' live ' },
      scene.users.editor.token,
    );
    expect(res.json()).toEqual({ utm_source: '', utm_medium: 'live', utm_campaign: '' });
    expect(
      (
        await send(
          t.app,
          'PUT',
          `/api/v1/campaign-link-settings/${scene.campaignA.slug}/`,
          { utm_source: 'x'.repeat(101) },
          scene.users.editor.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('bad input: the messages, nothing stored', async () => {
    const count = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks'))[0].n);
    const before = await count();
    expect((await send(t.app, 'POST', '/api/v1/webhooks/', { url: 'https://x.example' }, scene.users.editor.token)).json()).toEqual({
      campaign: ['Required Field'],
    });
    expect((await create('')).json()).toEqual({ url: ['Required Field'] });
    expect((await create('not a url')).json()).toEqual({ url: ['Invalid URL'] });
    expect((await create('http://hooks.example/x')).json()).toEqual({ url: ['Webhook URLs must start with https://.'] });
    expect((await create('ftp://hooks.example/x')).json()).toEqual({ url: ['Webhook URLs must start with https://.'] });
    expect((await create(`https://x.example/${'a'.repeat(2048)}`)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('http only for an allow-listed host, in every mode', async () => {
    const settings = { allowedHosts: [{ host: 'localhost', port: 9 }], lookup: publicDns };
    expect(await webhookUrlErrors('http://localhost:9/x', settings)).toEqual([]);
    expect(await webhookUrlErrors('http://localhost:10/x', settings)).toEqual(['Webhook URLs must start with https://.']);
    expect(await webhookUrlErrors('http://127.0.0.1:9/x', settings)).toEqual(['Webhook URLs must start with https://.']);
    expect(await webhookUrlErrors('https://localhost:10/x', settings)).toEqual(['Webhook URLs must point to a public internet address.']);
    expect(await webhookUrlErrors('https://hooks.example/x', settings)).toEqual([]);
  });

  it('a counted click and a conversion are posted signed; bots are not; the log shows each delivery', async () => {
    const made = await create(endpoint);
    expect(made.statusCode).toBe(201);
    const { id, secret } = made.json();
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const [{ id: componentId }] = await t.db.query<{ id: number }>(
      "INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'custom-link', 'Hooked', true) RETURNING id",
      [scene.campaignA.id],
    );
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5)', [
      'hk0001',
      scene.users.broadcaster.id,
      scene.campaignA.id,
      componentId,
      'https://shop.example/hooked',
    ]);
    await runQueued(); // earlier tests' test events
    received.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/l/hk0001', headers: { 'user-agent': BROWSER } })).statusCode).toBe(302);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/l/hk0001',
          headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
        })
      ).statusCode,
    ).toBe(302);
    await t.app.clicks.settled();
    expect((await send(t.app, 'POST', '/api/v1/conversion/', { source: 'hk0001' })).statusCode).toBe(201);
    await runQueued();
    const ours = received.filter((r) => r.headers['x-advocate-event'] !== 'test');
    expect(ours.map((r) => JSON.parse(r.body).event)).toEqual(['click', 'conversion']);
    for (const r of ours) {
      expect(r.headers['x-advocate-signature']).toBe(`sha256=${createHmac('sha256', secret).update(r.body).digest('hex')}`);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(JSON.parse(ours[0].body)).toMatchObject({
      event: 'click',
      campaign: scene.campaignA.slug,
      broadcaster: scene.users.broadcaster.login,
      component_id: componentId,
      component_type: 'custom-link',
      key: 'hk0001',
      target: 'https://shop.example/hooked',
    });
    const list = (
      await send(t.app, 'GET', `/api/v1/webhooks/?campaign=${scene.campaignA.slug}`, undefined, scene.users.editor.token)
    ).json();
    const log = list.find((w: { id: number }) => w.id === id).deliveries;
    expect(
      log.map((d: { event: string; status: string; attempts: number; last_response_code: number }) => [
        d.event,
        d.status,
        d.attempts,
        d.last_response_code,
      ]),
    ).toEqual([
      ['conversion', 'delivered', 1, 200],
      ['click', 'delivered', 1, 200],
    ]);
  });

  it('a failing endpoint: retried through the job, marked failed after the last attempt, never slows the redirect', async () => {
    answerWith = 500;
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [
      'hk0002',
      scene.users.broadcaster.id,
      scene.campaignA.id,
      'https://shop.example/failing',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/l/hk0002', headers: { 'user-agent': BROWSER } })).statusCode).toBe(302);
    const jobs = await queuedDeliveries();
    const ours = jobs.filter((j) => j.payload.deliveryId);
    expect(ours.length).toBeGreaterThan(0);
    const job = ours[ours.length - 1];
    await expect(deliverWebhook(t.app.ctx, job.payload, fakeJob())).rejects.toThrow(/HTTP 500/);
    const status = async () =>
      (
        await t.db.query<{ status: string; attempts: number; last_response_code: number }>(
          'SELECT status, attempts, last_response_code FROM webhook_deliveries WHERE id = $1',
          [job.payload.deliveryId],
        )
      )[0];
    expect(await status()).toEqual({ status: 'retrying', attempts: 1, last_response_code: 500 });
    for (let attempt = 2; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1)
      await deliverWebhook(t.app.ctx, job.payload, fakeJob(attempt)).catch(() => undefined);
    await deliverWebhook(t.app.ctx, job.payload, fakeJob(WEBHOOK_MAX_ATTEMPTS));
    expect(await status()).toEqual({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, last_response_code: 500 });
    answerWith = 200;
    await runQueued();
  });
});
