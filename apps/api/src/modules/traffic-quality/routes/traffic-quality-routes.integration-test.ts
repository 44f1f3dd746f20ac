import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { detectTrafficFlags } from '../detect-traffic-flags.ts';
import { browser, clickThrough, flagsOf, newComponent, recordCountedClicks } from '../traffic-test-support.ts';

// Issue 30 part 2: GET traffic-quality/, POST traffic-flags/{id}/dismiss/, and the payout exclusion; decisions 813-814.
describe('traffic-quality/ and traffic-flags/', () => {
  let t: TestApp;
  let scene: RoleScene;
  const now = new Date();
  const read = (token?: string, slug = scene.campaignA.slug) =>
    send(t.app, 'GET', `/api/v1/traffic-quality/?campaign=${slug}`, undefined, token);
  const dismiss = (id: number, body: unknown, token?: string) => send(t.app, 'POST', `/api/v1/traffic-flags/${id}/dismiss/`, body, token);
  const payment = async () =>
    (
      await send(
        t.app,
        'GET',
        `/api/v1/metrics/payments/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`,
        undefined,
        scene.users.broadcaster.token,
      )
    ).json();
  /** A fresh flag: 20 counted clicks from one address over 20 links, on the broadcaster's channel the first time, then on a new channel each time. */
  let flagRound = 0;
  const newFlag = async () => {
    flagRound += 1;
    let broadcasterId = scene.users.broadcaster.id;
    if (flagRound > 1) {
      broadcasterId = (await createBroadcaster(t.db, `tqr_round_${flagRound}`)).id;
      await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    }
    const [{ id: componentId }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'custom-link', $2, true) RETURNING id`,
      [scene.campaignA.id, `Round ${flagRound}`],
    );
    for (let i = 0; i < 20; i += 1) {
      const key = `r${flagRound}k${String(i).padStart(3, '0')}`.slice(0, 6).padEnd(6, 'x');
      await t.db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, $5)', [
        key,
        broadcasterId,
        scene.campaignA.id,
        componentId,
        `https://shop.example/${flagRound}/${i}`,
      ]);
      await clickThrough(t, key, `198.51.${flagRound}.9`, browser(i));
    }
    await t.app.clicks.settled();
    await detectTrafficFlags(t.db, now);
    return (await flagsOf(t, scene.campaignA.id)).at(-1)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'tqr');
  });
  afterAll(() => t.close());

  it('GET by caller: managers who see the campaign; broadcasters never', async () => {
    const statuses = await statusByCaller(scene.users, (token) => read(token));
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
    expect((await read(scene.users.editor.token, 'no-such-campaign')).statusCode).toBe(404);
  });

  it('answers shares per channel and the flags with their reasons; held clicks leave the payout until the flag is dismissed', async () => {
    const before = await payment();
    expect(before).toMatchObject({ clicks: 0, held_clicks: 0 });
    const flag = await newFlag();
    expect(flag).toMatchObject({ kind: 'dominant-address', clicks: 20, status: 'open' });
    // The same agent string differs per click; the address makes all 20 of the day's counted clicks.
    const answer = (await read(scene.users.brandViewer.token)).json();
    expect(answer.channels).toEqual([
      {
        broadcaster: scene.users.broadcaster.login,
        clicks: 20,
        bots: 0,
        prefetches: 0,
        repeats: 0,
        counted: 20,
        flagged: 20,
        conversions: 0,
        verified_conversions: 0,
        unverified_conversions: 0,
      },
    ]);
    expect(answer.totals).toMatchObject({ clicks: 20, counted: 20, flagged: 20 });
    expect(answer.flags).toEqual([
      expect.objectContaining({
        id: flag.id,
        kind: 'dominant-address',
        broadcaster: scene.users.broadcaster.login,
        // A brand viewer reads the address masked (decision 845).
        subject: '198.51.1.x',
        reason: expect.stringContaining("One address (198.51.1.x) made 20 of the channel's 20 counted clicks"),
        status: 'open',
        clicks: 20,
        dismissed_at: null,
        dismissed_by: null,
        dismissal_note: null,
      }),
    ]);
    expect(await payment()).toMatchObject({ clicks: 0, held_clicks: 20, estimated_amount: 0 });

    const res = await dismiss(
      flag.id,
      { note: '  A classroom watching together  ', updated_at: flag.updated_at },
      scene.users.editor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: flag.id,
      status: 'dismissed',
      dismissed_by: 'tqr-editor@example.com',
      dismissal_note: 'A classroom watching together',
      dismissed_at: expect.any(String),
    });
    // A dismissed flag's clicks count again; the flag stays in the history.
    expect(await payment()).toMatchObject({ clicks: 20, held_clicks: 0, estimated_amount: 2 });
    const after = (await read(scene.users.readOnlyManager.token)).json();
    expect(after.flags.map((f: { status: string }) => f.status)).toEqual(['dismissed']);
    expect(after.totals.flagged).toBe(0);
  });

  it('POST dismiss by caller: editors of the campaign only; the other team 404', async () => {
    const flag = await newFlag();
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      dismiss(flag.id, { note: `by ${caller}`, updated_at: flag.updated_at }, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 400, // already dismissed by the admin
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const second = await newFlag();
    expect((await dismiss(second.id, { note: 'ok', updated_at: second.updated_at }, scene.users.editor.token)).statusCode).toBe(200);
  });

  it('a note is required; a dismissed flag cannot be dismissed again; an unknown flag is 404', async () => {
    const flag = await newFlag();
    for (const body of [{}, { note: '   ' }]) {
      const res = await dismiss(flag.id, body, scene.users.editor.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ note: [messages.dismissalNoteRequired] });
    }
    const long = await dismiss(flag.id, { note: 'x'.repeat(1001), updated_at: flag.updated_at }, scene.users.editor.token);
    expect(long.statusCode).toBe(400);
    expect((await flagsOf(t, scene.campaignA.id)).find((f) => f.id === flag.id)?.status).toBe('open');
    expect((await dismiss(flag.id, { note: 'checked', updated_at: flag.updated_at }, scene.users.editor.token)).statusCode).toBe(200);
    const again = await dismiss(flag.id, { note: 'twice', updated_at: flag.updated_at }, scene.users.editor.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [messages.trafficFlagNotOpen] });
    expect((await dismiss(999999, { note: 'x', updated_at: flag.updated_at }, scene.users.editor.token)).statusCode).toBe(404);
  });

  it('a dismissed flag says how many of its clicks another open flag still holds (decision 843)', async () => {
    const { id: broadcasterId } = await createBroadcaster(t.db, 'tqr_twice');
    await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    const at = { campaignId: scene.campaignA.id, broadcasterId, componentId: await newComponent(t, scene.campaignA.id, 'Twice') };
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0';
    // 20 clicks from one address with one agent (in an address flag and an agent flag), and 5 more with the agent only.
    await recordCountedClicks(t, at, 20, '198.51.100.90', (i) => new Date(now.getTime() - (i + 1) * 1000), agent);
    for (let i = 0; i < 5; i += 1)
      await recordCountedClicks(t, at, 1, `192.0.2.${90 + i}`, () => new Date(now.getTime() - 60_000 - i), agent);
    await detectTrafficFlags(t.db, now);
    const flagOf = async (kind: string) =>
      (await read(scene.users.editor.token))
        .json()
        .flags.find((f: { kind: string; broadcaster: string }) => f.kind === kind && f.broadcaster === 'tqr_twice');
    const address = await flagOf('dominant-address');
    expect(address).toMatchObject({ status: 'open', clicks: 20, held_by_other_flags: 20 });
    expect(await flagOf('dominant-agent')).toMatchObject({ status: 'open', clicks: 25, held_by_other_flags: 20 });
    const res = await dismiss(address.id, { note: 'A family', updated_at: address.updated_at }, scene.users.editor.token);
    expect(res.json()).toMatchObject({ status: 'dismissed', clicks: 20, held_by_other_flags: 20 });
    // The agent flag still holds them; the address flag's own release counts nothing again yet.
    const agentFlag = await flagOf('dominant-agent');
    expect(agentFlag).toMatchObject({ status: 'open', clicks: 25, held_by_other_flags: 0 });
    await dismiss(agentFlag.id, { note: 'A family browser', updated_at: agentFlag.updated_at }, scene.users.editor.token);
    expect(await flagOf('dominant-address')).toMatchObject({ status: 'dismissed', clicks: 20, held_by_other_flags: 0 });
  });

  it('a dismissal names the flag as the page read it: clicks that joined since answer 409 and change nothing (decision 844)', async () => {
    const { id: broadcasterId } = await createBroadcaster(t.db, 'tqr_seen');
    await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    const at = { campaignId: scene.campaignA.id, broadcasterId, componentId: await newComponent(t, scene.campaignA.id, 'Seen') };
    await recordCountedClicks(t, at, 20, '198.51.100.60', (i) => new Date(now.getTime() - 60_000 - i * 1000));
    await detectTrafficFlags(t.db, now);
    const flagOf = async () =>
      (await read(scene.users.editor.token)).json().flags.find((f: { broadcaster: string }) => f.broadcaster === 'tqr_seen');
    const seen = await flagOf();
    expect(seen).toMatchObject({ status: 'open', clicks: 20 });
    // Two more clicks join after the page loaded (the next detection run, a second later).
    await recordCountedClicks(t, at, 2, '198.51.100.60', (i) => new Date(now.getTime() - 10_000 - i * 1000));
    await detectTrafficFlags(t.db, new Date(now.getTime() + 1000));
    const entries = async () =>
      (await t.db.query(`SELECT 1 FROM activity WHERE action = 'traffic_flag_dismissed' AND subject = 'tqr_seen'`)).length;

    const stale = await dismiss(seen.id, { note: 'Looked fine', updated_at: seen.updated_at }, scene.users.editor.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: messages.trafficFlagChanged });
    expect(await flagOf()).toMatchObject({ status: 'open', clicks: 22, dismissed_at: null });
    expect(await entries()).toBe(0);

    const missing = await dismiss(seen.id, { note: 'Looked fine' }, scene.users.editor.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ updated_at: [messages.required] });
    const garbled = await dismiss(seen.id, { note: 'Looked fine', updated_at: 'yesterday' }, scene.users.editor.token);
    expect(garbled.statusCode).toBe(400);

    const fresh = await flagOf();
    const ok = await dismiss(fresh.id, { note: 'Looked fine', updated_at: fresh.updated_at }, scene.users.editor.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'dismissed', clicks: 22 });
    const [entry] = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM activity WHERE action = 'traffic_flag_dismissed' AND subject = 'tqr_seen'`,
    );
    expect(entry.before).toMatchObject({ status: 'open', clicks_held: 22 });
    expect(entry.after).toMatchObject({
      status: 'dismissed',
      clicks_held: 0,
      note: 'Looked fine',
      flag: expect.stringContaining("made 22 of the channel's 22 counted clicks"),
    });
  });

  it("viewers' addresses and user agents: whole for managers who may edit the campaign, masked for the others (decision 845)", async () => {
    const { id: broadcasterId } = await createBroadcaster(t.db, 'tqr_masked');
    await setCampaignStatus(t.db, scene.campaignA.id, broadcasterId, 'Active');
    const at = { campaignId: scene.campaignA.id, broadcasterId, componentId: await newComponent(t, scene.campaignA.id, 'Masked') };
    const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
    await recordCountedClicks(t, at, 20, '203.0.113.77', (i) => new Date(now.getTime() - 120_000 - i * 1000), agent);
    await detectTrafficFlags(t.db, now);
    const seenBy = async (token: string) => {
      const flags = (await read(token)).json().flags as Array<{ broadcaster: string; kind: string; subject: string; reason: string }>;
      return flags
        .filter((f) => f.broadcaster === 'tqr_masked')
        .map((f) => [f.kind, f.subject, f.reason.slice(0, f.reason.indexOf(' made '))])
        .sort();
    };
    const whole = [
      ['dominant-address', '203.0.113.77', 'One address (203.0.113.77)'],
      ['dominant-agent', agent, `One user agent (${agent})`],
    ];
    const maskedAgent = 'Mozilla/5 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605 Version/17 Safari/605';
    const masked = [
      ['dominant-address', '203.0.113.x', 'One address (203.0.113.x)'],
      ['dominant-agent', maskedAgent, `One user agent (${maskedAgent})`],
    ];
    expect(await seenBy(scene.users.admin.token)).toEqual(whole);
    expect(await seenBy(scene.users.editor.token)).toEqual(whole);
    expect(await seenBy(scene.users.readOnlyManager.token)).toEqual(masked);
    expect(await seenBy(scene.users.brandViewer.token)).toEqual(masked);
    // The other team's manager, broadcasters and anonymous callers read nothing (first test).
    const statuses = await statusByCaller(scene.users, (token) => read(token));
    expect(statuses).toMatchObject({ anonymous: 401, otherTeamManager: 404, broadcaster: 403, otherBroadcaster: 403 });
    // The activity entry of a dismissal names the flag masked: the Activity page's readers need not edit the campaign.
    const flag = (await read(scene.users.editor.token))
      .json()
      .flags.find((f: { broadcaster: string; kind: string }) => f.broadcaster === 'tqr_masked' && f.kind === 'dominant-address');
    expect((await dismiss(flag.id, { note: 'An office', updated_at: flag.updated_at }, scene.users.editor.token)).json()).toMatchObject({
      subject: '203.0.113.77',
    });
    const [entry] = await t.db.query<{ after: { flag: string } }>(
      `SELECT after FROM activity WHERE action = 'traffic_flag_dismissed' AND subject = 'tqr_masked'`,
    );
    expect(entry.after.flag).toMatch(/^One address \(203\.0\.113\.x\) made 20 /);
  });
});
