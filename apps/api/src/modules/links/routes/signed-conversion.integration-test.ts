import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signConversion } from '../conversion-signature.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// issue 26 item 2 "Server-to-server calls signed with HMAC-SHA256 under a per-campaign conversion
// secret. The secret is shown and rotated on Management"; decision 662.
describe('signed conversions and the campaign conversion secret', () => {
  let t: TestApp;
  let scene: RoleScene;
  let clock = new Date('2026-04-01T10:00:00Z');
  let n = 0;

  const link = async (campaignId = scene.campaignA.id) => {
    n += 1;
    const key = `sg${String(n).padStart(4, '0')}`;
    await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ($1, $2, $3, $4, true)', [
      key,
      scene.users.broadcaster.id,
      campaignId,
      `https://shop.example/${key}`,
    ]);
    return key;
  };
  const verifiedOf = async (key: string) =>
    (await t.db.query<{ verified: boolean }>('SELECT verified FROM conversions WHERE source = $1 ORDER BY id', [key])).map(
      (r) => r.verified,
    );
  const secretOf = async (slug: string) =>
    (await send(t.app, 'GET', `/api/v1/campaign-conversion-secret/${slug}/`, undefined, scene.users.admin.token)).json().secret as string;
  const seconds = (d: Date = clock) => Math.floor(d.getTime() / 1000);
  const signedPost = (body: string, header: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/conversion/signed/',
      payload: body,
      headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { 'x-advocate-conversion-signature': header }) },
    });
  const sign = (secret: string, body: string, at = seconds()) => `t=${at},v1=${signConversion(secret, at, body)}`;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    scene = await createRoleScene(t.db, 'csig');
  });
  afterAll(() => t.close());

  it('secret read: editors of the campaign only (a credential); made on first read, the same on the next', async () => {
    const url = `/api/v1/campaign-conversion-secret/${scene.campaignA.slug}/`;
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', url)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const first = (await send(t.app, 'GET', url, undefined, scene.users.editor.token)).json();
    expect(first).toEqual({
      campaign: scene.campaignA.slug,
      secret: expect.stringMatching(/^cvs_[0-9a-f]{64}$/),
      rotated: clock.toISOString(),
    });
    expect((await send(t.app, 'GET', url, undefined, scene.users.admin.token)).json()).toEqual(first);
    expect(
      (await send(t.app, 'GET', '/api/v1/campaign-conversion-secret/no-such-campaign/', undefined, scene.users.editor.token)).statusCode,
    ).toBe(404);
  });

  it('secret rotate: editors of the campaign only; others change nothing', async () => {
    const url = `/api/v1/campaign-conversion-secret/${scene.campaignB.slug}/rotate/`;
    const before = await secretOf(scene.campaignB.slug);
    const statuses = await sameRequestByCaller(t.app, scene.users, 'POST', url);
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 404,
      readOnlyManager: 404,
      otherTeamManager: 200,
      brandViewer: 404,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const forA = await sameRequestByCaller(
      t.app,
      scene.users,
      'POST',
      `/api/v1/campaign-conversion-secret/${scene.campaignA.slug}/rotate/`,
    );
    expect(forA).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect(await secretOf(scene.campaignB.slug)).not.toBe(before);
  });

  it('a call signed with the campaign secret adds a verified conversion, once per order id', async () => {
    const key = await link();
    const secret = await secretOf(scene.campaignA.slug);
    const body = JSON.stringify({ source: key, order_id: 'S-1' });
    const res = await signedPost(body, sign(secret, body));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ source: key, created: clock.toISOString(), verified: true });
    clock = new Date(clock.getTime() + 1000);
    expect((await signedPost(body, sign(secret, body))).statusCode).toBe(201);
    const other = JSON.stringify({ source: key, order_id: 'S-2' });
    expect((await signedPost(other, sign(secret, other))).statusCode).toBe(201);
    expect(await verifiedOf(key)).toEqual([true, true]);
  });

  it('without an order id each signed call counts once: a replay of the same signed bytes adds nothing', async () => {
    const key = await link();
    const secret = await secretOf(scene.campaignA.slug);
    const body = JSON.stringify({ source: key });
    const header = sign(secret, body);
    expect((await signedPost(body, header)).statusCode).toBe(201);
    expect((await signedPost(body, header)).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 1000);
    expect((await signedPost(body, sign(secret, body))).statusCode).toBe(201);
    expect(await verifiedOf(key)).toEqual([true, true]);
  });

  it('refused, nothing stored: no signature, a wrong one, a changed body, another campaign’s secret, a rotated-away secret, a stale or future timestamp', async () => {
    const key = await link();
    const secretA = await secretOf(scene.campaignA.slug);
    const secretB = await secretOf(scene.campaignB.slug);
    const body = JSON.stringify({ source: key, order_id: 'R-1' });
    const invalid = { detail: 'Invalid signature.' };
    const expectRefused = async (res: Awaited<ReturnType<typeof signedPost>>, detail = invalid) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(detail);
    };
    await expectRefused(await signedPost(body, undefined));
    await expectRefused(await signedPost(body, 'garbage'));
    await expectRefused(await signedPost(body, `t=${seconds()},v1=${'0'.repeat(64)}`));
    await expectRefused(await signedPost(JSON.stringify({ source: key, order_id: 'R-2' }), sign(secretA, body)));
    await expectRefused(await signedPost(body, sign(secretB, body)));
    const expired = { detail: 'Signature timestamp is too old or in the future.' };
    await expectRefused(await signedPost(body, sign(secretA, body, seconds() - 301)), expired);
    await expectRefused(await signedPost(body, sign(secretA, body, seconds() + 301)), expired);
    expect(
      (await send(t.app, 'POST', `/api/v1/campaign-conversion-secret/${scene.campaignA.slug}/rotate/`, undefined, scene.users.editor.token))
        .statusCode,
    ).toBe(200);
    await expectRefused(await signedPost(body, sign(secretA, body)));
    expect(await verifiedOf(key)).toEqual([]);
    const secretNow = await secretOf(scene.campaignA.slug);
    expect((await signedPost(body, sign(secretNow, body, seconds() - 299))).statusCode).toBe(201);
    expect(await verifiedOf(key)).toEqual([true]);
  });

  it('bad input: unknown source or malformed JSON is a 400, nothing stored', async () => {
    const secret = await secretOf(scene.campaignA.slug);
    const unknown = JSON.stringify({ source: 'nope00' });
    const res = await signedPost(unknown, sign(secret, unknown));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ source: ['This is not a tracked link key.'] });
    expect((await signedPost('{"source":', sign(secret, '{"source":'))).statusCode).toBe(400);
  });
});
