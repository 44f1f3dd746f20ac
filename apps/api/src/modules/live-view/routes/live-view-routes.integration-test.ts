import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevProviders } from '@advocate/dev-providers';
import type { FastifyInstance } from 'fastify';
import { CALLERS, createRoleScene, sameRequestByCaller, type Caller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { issueToken } from '../../auth/index.ts';
import { openSse, serverBase, type SseStream } from '../../overlay/routes/sse-test-support.ts';
import { startJobs, type RunningJobs } from '../../../platform/jobs/jobs-service.ts';
import { jobSchedules } from '../../../platform/jobs/job-handlers.ts';
import type { BroadcasterLive, CampaignLive } from '../schemas/live-view-schemas.ts';
import { BROWSER, expectRefusedUntilFreed, WITHIN_MS } from './live-view-test-support.ts';

// Issue 30 part 1 (decisions 790-792): the "Live now" panel of a campaign (managers who see it) and
// the studio's own-channel block (broadcasters), as answers and as event streams pushed through the
// live hub: a click through /l/{key}, a channel going live on the Twitch stand-in (polled by the
// viewership job, decision 544) and an overlay's display report reach an open stream.
describe('the live views', () => {
  let t: TestApp;
  let providers: FastifyInstance;
  let scene: RoleScene;
  let jobs: RunningJobs | undefined;
  const open: SseStream[] = [];

  const campaignUrl = () => `/api/v1/campaigns/${scene.campaignA.slug}/live/`;
  const events = async (path: string, token: string) => {
    const s = await openSse(`${serverBase(t.app)}${path}`, { authorization: `Token ${token}` });
    open.push(s);
    return s;
  };
  const setTwitch = async (login: string, body: object) => {
    const answer = await providers.inject({ method: 'POST', url: `/twitch/_dev/streams/${login}`, payload: body });
    expect(answer.statusCode).toBe(200);
  };

  beforeAll(async () => {
    providers = buildDevProviders();
    await providers.listen({ host: '127.0.0.1', port: 0 });
    const p = serverBase(providers);
    t = await createTestApp({
      TWITCH_TOKEN_URL: `${p}/twitch/oauth2/token`,
      TWITCH_API_URL: `${p}/twitch/helix`,
      VIEWERSHIP_POLL_SECONDS: '1',
      JOBS_POLL_MS: '100',
      LIVE_PANEL_RECHECK_SECONDS: '1',
      LIVE_PANEL_STREAMS_PER_USER: '3',
    });
    scene = await createRoleScene(t.db, 'live');
    await t.db.query(
      `INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', '1001', 'streamer_one')`,
      [scene.users.broadcaster.id],
    );
    await t.db.query(
      `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target, active) VALUES ('livea1', $1, $2, 'https://shop.example/a', true),
         ('liveb1', $3, $4, 'https://shop.example/b', true)`,
      [scene.users.broadcaster.id, scene.campaignA.id, scene.users.otherBroadcaster.id, scene.campaignB.id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await jobs?.stop();
    await t?.close();
    await providers?.close();
  });

  it('by caller: the campaign panel is for managers who see the campaign; the studio block for broadcasters', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', campaignUrl())).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/broadcaster-live/')).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    const answer = (await send(t.app, 'GET', campaignUrl(), undefined, scene.users.editor.token)).json() as CampaignLive;
    expect(answer).toMatchObject({ channels: 1, live_channels: 0, viewers: 0, streams: [], clicks: 0, conversions: 0 });
    expect(answer.buckets).toHaveLength(6);
  });

  it('by caller: the event streams open for the same callers, and refuse the others before any stream', async () => {
    const statuses = async (path: string) => {
      const out = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const headers: Record<string, string> = caller === 'anonymous' ? {} : { authorization: `Token ${scene.users[caller].token}` };
        const s = await openSse(`${serverBase(t.app)}${path}`, headers);
        out[caller] = s.status;
        if (s.status === 200) expect(await s.next('snapshot')).toHaveProperty('buckets');
        s.close();
      }
      return out;
    };
    expect(await statuses(`${campaignUrl()}events/`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect(await statuses('/api/v1/broadcaster-live/events/')).toEqual({
      anonymous: 401,
      admin: 403,
      editor: 403,
      readOnlyManager: 403,
      otherTeamManager: 403,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
  });

  it('a click through /l/{key} reaches the open campaign panel and the broadcaster’s block, and nobody else’s', async () => {
    const panel = await events(`${campaignUrl()}events/`, scene.users.editor.token);
    const own = await events('/api/v1/broadcaster-live/events/', scene.users.broadcaster.token);
    const other = await events('/api/v1/broadcaster-live/events/', scene.users.otherBroadcaster.token);
    expect(await panel.next('snapshot')).toMatchObject({ clicks: 0 });
    expect(await own.next('snapshot')).toMatchObject({ clicks: 0 });
    expect(await other.next('snapshot')).toMatchObject({ clicks: 0 });

    const click = await t.app.inject({
      method: 'GET',
      url: '/l/livea1',
      headers: { 'user-agent': BROWSER },
      remoteAddress: '203.0.113.30',
    });
    expect(click.statusCode).toBe(302);
    const seen = (await panel.next('snapshot', (d) => (d as CampaignLive).clicks === 1, WITHIN_MS)) as CampaignLive;
    expect(seen.buckets.at(-1)).toMatchObject({ clicks: 1, conversions: 0 });
    expect(await own.next('snapshot', (d) => (d as BroadcasterLive).clicks === 1, WITHIN_MS)).toMatchObject({ clicks: 1 });

    // The other broadcaster's click reaches their own block; theirs never showed the first one.
    await t.app.inject({ method: 'GET', url: '/l/liveb1', headers: { 'user-agent': BROWSER }, remoteAddress: '203.0.113.31' });
    expect(await other.next('snapshot', (d) => (d as BroadcasterLive).clicks === 1, WITHIN_MS)).toMatchObject({ clicks: 1 });
    expect(other.events.every((e) => (JSON.parse(e.data) as BroadcasterLive).clicks <= 1)).toBe(true);
    expect(((await send(t.app, 'GET', campaignUrl(), undefined, scene.users.editor.token)).json() as CampaignLive).clicks).toBe(1);
    for (const s of [panel, own, other]) s.close();
  });

  it('a channel going live on the Twitch stand-in reaches the open panel through the viewership poll, with viewers and game', async () => {
    const panel = await events(`${campaignUrl()}events/`, scene.users.readOnlyManager.token);
    const own = await events('/api/v1/broadcaster-live/events/', scene.users.broadcaster.token);
    expect(await panel.next('snapshot')).toMatchObject({ live_channels: 0 });
    await own.next('snapshot');
    jobs = startJobs(t.app.ctx, { schedules: jobSchedules.filter((s) => s.kind === 'viewership.poll'), log: () => undefined });
    await setTwitch('streamer_one', { live: true, viewers: 321, game: 'Just Chatting' });

    const live = (await panel.next('snapshot', (d) => (d as CampaignLive).live_channels === 1, WITHIN_MS)) as CampaignLive;
    expect(live).toMatchObject({ channels: 1, viewers: 321 });
    expect(live.streams).toEqual([
      {
        username: scene.users.broadcaster.login,
        platform: 'twitch',
        viewers: 321,
        game: 'Just Chatting',
        started_at: expect.any(String),
        showing: null,
      },
    ]);
    expect(await own.next('snapshot', (d) => (d as BroadcasterLive).live, WITHIN_MS)).toMatchObject({ live: true, viewers: 321 });

    // New viewer counts come with the next polls.
    await setTwitch('streamer_one', { live: true, viewers: 400 });
    expect(await panel.next('snapshot', (d) => (d as CampaignLive).viewers === 400, WITHIN_MS)).toMatchObject({ live_channels: 1 });
  });

  it('the graphic an overlay reports reaches the panel of its campaign', async () => {
    const [{ id: componentId }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'live-graphics', 'Spring banner') RETURNING id`,
      [scene.campaignA.id],
    );
    const [{ id: versionId }] = await t.db.query<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, config)
       VALUES ($1, 'spring', 1, 'https://api.test/uploads/spring.png', '{"duration": 10}') RETURNING id`,
      [componentId],
    );
    const [{ browsersource_key: key }] = await t.db.query<{ browsersource_key: string }>(
      'SELECT browsersource_key FROM profiles WHERE user_id = $1',
      [scene.users.broadcaster.id],
    );
    const panel = await events(`${campaignUrl()}events/`, scene.users.brandViewer.token);
    await panel.next('snapshot');
    const reported = await t.app.inject({
      method: 'POST',
      url: `/browsersource/${scene.users.broadcaster.login}/displays/?key=${key}`,
      payload: { component: componentId, version: versionId, started_at: new Date(Date.now() - 11_000).toISOString(), seconds: 10 },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const shown = (await panel.next('snapshot', (d) => (d as CampaignLive).streams[0]?.showing !== null, WITHIN_MS)) as CampaignLive;
    expect(shown.streams[0].showing).toMatchObject({
      component_id: componentId,
      name: 'Spring banner',
      image: 'https://api.test/uploads/spring.png',
      seconds: 10,
    });
    panel.close();
  });

  it('signing out ends the open streams of that sign-in (revoked), and a closed stream frees its slot', async () => {
    const token = await issueToken(t.db, scene.users.editor.id, { origin: 'password', stayLoggedIn: false });
    const panel = await events(`${campaignUrl()}events/`, token);
    await panel.next('snapshot');
    expect((await send(t.app, 'POST', '/api/v1/rest-auth/logout/', undefined, token)).statusCode).toBe(200);
    await panel.next('revoked', () => true, WITHIN_MS);
    await panel.ended;

    // LIVE_PANEL_STREAMS_PER_USER is 3 here: a fourth answers 429 until one closes.
    const three: SseStream[] = [];
    for (let i = 0; i < 3; i += 1) three.push(await events(`${campaignUrl()}events/`, scene.users.admin.token));
    expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
    await expectRefusedUntilFreed(`${serverBase(t.app)}${campaignUrl()}events/`, scene.users.admin.token, () => three[0].close());
  });
});
