import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDevProviders, type RunningDevProviders } from '@advocate/dev-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/db.ts';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { RunningJob } from '../../../platform/jobs/job-types.ts';
import { triggerAndRunAudit } from './audit-test-support.ts';
import { runComplianceAudit } from './run-compliance-audit.ts';
import { queueDailyComplianceAudits } from './trigger-compliance.ts';

// Issue 8 audits ('An audit run against the stand-in's panels marks one broadcaster Compliant and
// one Incorrect Image'); spec 01 §4 Compliance; decisions 550–553. The stand-ins run in-process.
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const RIGHT = Buffer.concat([PNG, Buffer.from('the banner the campaign asks for')]);
const WRONG = Buffer.concat([PNG, Buffer.from('some other picture')]);
const API = 'http://localhost:3000';

describe('compliance audit job', () => {
  let providers: RunningDevProviders;
  let t: TestApp;
  let scene: RoleScene;
  let campaignId: number;
  const b: Record<'right' | 'wrong' | 'down' | 'noTwitch', { id: number; key: string; login: string }> = {} as never;
  let banner: number;
  let tweet: number;
  let completions = 0;

  const job = (id = 1): RunningJob => ({
    id,
    attempts: 1,
    setProgress: async () => undefined,
    complete: async (_tx: Queryable) => void (completions += 1),
  });
  const setPanels = (login: string, body: unknown) =>
    providers.app.inject({ method: 'PUT', url: `/twitch/_dev/panels/${login}`, payload: body as object });
  const records = async () =>
    Object.fromEntries(
      (
        await t.db.query<{ broadcaster_id: number; component_id: number; status: string; compliant: boolean; overridden: boolean }>(
          'SELECT broadcaster_id, component_id, status, compliant, overridden FROM compliance_records WHERE campaign_id = $1',
          [campaignId],
        )
      ).map((r) => [`${r.broadcaster_id}|${r.component_id}`, { status: r.status, compliant: r.compliant, overridden: r.overridden }]),
    );
  const history = async (broadcasterId: number, componentId: number) =>
    (
      await t.db.query<{ status: string; source: string }>(
        `SELECT h.status, h.source FROM compliance_history h JOIN compliance_records r ON r.id = h.record_id
         WHERE r.campaign_id = $1 AND r.broadcaster_id = $2 AND r.component_id = $3 ORDER BY h.id`,
        [campaignId, broadcasterId, componentId],
      )
    ).map((h) => `${h.source}:${h.status}`);
  /** Triggers an audit as the editor and runs its job; answers the audit id. */
  const audit = () => triggerAndRunAudit(t, scene.campaignA.slug, scene.users.editor.token, job);

  beforeAll(async () => {
    providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
    t = await createTestApp({
      PUBLIC_API_URL: API,
      TWITCH_PANELS_URL: `${providers.url}/twitch/panels`,
      TWITTER_API_URL: `${providers.url}/twitter`,
    });
    scene = await createRoleScene(t.db, 'audj');
    campaignId = scene.campaignA.id;
    mkdirSync(path.join(t.dataDir, 'uploads', 'components'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'components', 'audit-banner.png'), RIGHT);

    [{ id: banner }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'Audit banner') RETURNING id`,
      [campaignId],
    );
    const [{ id: bannerVersion }] = await t.db.query<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, link) VALUES ($1, 'c1', 1, $2, 'https://shop.example/') RETURNING id`,
      [banner, `${API}/uploads/components/audit-banner.png`],
    );
    [{ id: tweet }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'suggested-tweet', 'Audit tweet') RETURNING id`,
      [campaignId],
    );

    const keys = { right: 'AudRt1', wrong: 'AudWr2', down: 'AudDn3', noTwitch: 'AudNo4' };
    for (const name of ['right', 'wrong', 'down', 'noTwitch'] as const) {
      const login = `audj_${name.toLowerCase()}`;
      const id = name === 'right' ? scene.users.broadcaster.id : (await createBroadcaster(t.db, login)).id;
      await setCampaignStatus(t.db, campaignId, id, 'Active');
      if (name !== 'noTwitch') {
        await t.db.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $3)`, [
          id,
          `tw-${login}`,
          login,
        ]);
      }
      await t.db.query(
        `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, component_version_id, completion_time) VALUES ('banner-add', $1, $2, $3, $4, now())`,
        [id, campaignId, banner, bannerVersion],
      );
      await t.db.query(
        `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, 'https://shop.example/')`,
        [keys[name], id, campaignId, banner],
      );
      b[name] = { id, key: keys[name], login };
    }
    // A broadcaster no longer Active is not audited.
    const gone = await createBroadcaster(t.db, 'audj_gone');
    await setCampaignStatus(t.db, campaignId, gone.id, 'Deactivated');
    await t.db.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, completion_time) VALUES ('banner-add', $1, $2, $3, now())`,
      [gone.id, campaignId, banner],
    );

    // Panels: the right image with the tracked link; another image with the tracked link; a channel that cannot be read.
    expect(
      (
        await setPanels(b.right.login, [
          { title: 'Sponsor', image_data: RIGHT.toString('base64'), link: `${API}/l/${b.right.key}` },
          { title: 'About', image_data: WRONG.toString('base64'), link: null },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (await setPanels(b.wrong.login, [{ title: 'Sponsor', image_data: WRONG.toString('base64'), link: `${API}/l/${b.wrong.key}` }]))
        .statusCode,
    ).toBe(200);
    expect((await setPanels(b.down.login, { unreachable: true })).statusCode).toBe(200);

    // Tweets: `right` and `wrong` sent theirs; `wrong` deleted it afterwards; `down` has not sent one yet.
    for (const [name, completed] of [
      ['right', true],
      ['wrong', true],
      ['down', false],
    ] as const) {
      let url: string | null = null;
      if (completed) {
        const made = await providers.app.inject({
          method: 'POST',
          url: '/twitter/_dev/tweets',
          payload: { text: `Sponsored by the shop ${name}`, author_id: '4001', like_count: 7, retweet_count: 2 },
        });
        url = `https://twitter.com/${b[name].login}/status/${made.json().data.id}`;
        await t.db.query(
          `INSERT INTO social_posts (broadcaster_id, campaign_id, component_id, kind, tweet_url, posted_at) VALUES ($1, $2, $3, 'tweet', $4, now())`,
          [b[name].id, campaignId, tweet, url],
        );
      }
      await t.db.query(
        `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, completion_time, completion_data) VALUES ('twitter-send-tweet', $1, $2, $3, $4, $5)`,
        [b[name].id, campaignId, tweet, completed ? new Date() : null, JSON.stringify(url ? { tweet_url: url } : {})],
      );
      if (name === 'wrong')
        expect((await providers.app.inject({ method: 'DELETE', url: `/twitter/_dev/tweets/${url?.split('/').at(-1)}` })).statusCode).toBe(
          204,
        );
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('compares each banner with the channel panels and each tweet with the tweet lookup', async () => {
    const auditId = await audit();
    expect(await records()).toEqual({
      [`${b.right.id}|${banner}`]: { status: 'Compliant', compliant: true, overridden: false },
      [`${b.wrong.id}|${banner}`]: { status: 'Incorrect Image', compliant: false, overridden: false },
      [`${b.down.id}|${banner}`]: { status: "Can't Connect", compliant: false, overridden: false },
      [`${b.noTwitch.id}|${banner}`]: { status: "Can't Connect", compliant: false, overridden: false },
      [`${b.right.id}|${tweet}`]: { status: 'Compliant', compliant: true, overridden: false },
      [`${b.wrong.id}|${tweet}`]: { status: 'Tweet Deleted', compliant: false, overridden: false },
      [`${b.down.id}|${tweet}`]: { status: 'Not Sent', compliant: false, overridden: false },
    });
    expect(await history(b.wrong.id, banner)).toEqual(['audit:Incorrect Image']);
    const [row] = await t.db.query<{ started_at: Date | null; finished_at: Date | null; failed: boolean }>(
      'SELECT started_at, finished_at, failed FROM compliance_audits WHERE id = $1',
      [auditId],
    );
    expect(row).toEqual({ started_at: expect.any(Date), finished_at: expect.any(Date), failed: false });
    expect(completions).toBe(1);
    // The lookup's favorites and retweets are kept for the Social Media card (decision 588).
    const social = await t.db.query<{ pm: unknown }>(
      `SELECT completion_data->'public_metrics' AS pm FROM broadcaster_actions WHERE broadcaster_id = $1 AND component_id = $2`,
      [b.right.id, tweet],
    );
    expect(social).toEqual([{ pm: { like_count: 7, retweet_count: 2 } }]);
  });

  it('a job run again for a finished audit writes nothing (idempotent)', async () => {
    const [last] = await t.db.query<{ id: number }>('SELECT id FROM compliance_audits WHERE campaign_id = $1 ORDER BY id DESC LIMIT 1', [
      campaignId,
    ]);
    const before = await history(b.right.id, banner);
    await runComplianceAudit(t.app.ctx, { audit_id: last.id }, job());
    expect(await history(b.right.id, banner)).toEqual(before);
    expect(completions).toBe(1);
  });

  it('an override stays while the audit finds the same; a new finding replaces it; history keeps every result', async () => {
    await t.db.query(
      `UPDATE compliance_records SET status = 'Manually Marked As Compliant', compliant = true, overridden = true WHERE campaign_id = $1 AND broadcaster_id = $2 AND component_id = $3`,
      [campaignId, b.wrong.id, banner],
    );
    await audit();
    expect((await records())[`${b.wrong.id}|${banner}`]).toEqual({
      status: 'Manually Marked As Compliant',
      compliant: true,
      overridden: true,
    });
    expect(await history(b.wrong.id, banner)).toEqual(['audit:Incorrect Image', 'audit:Incorrect Image']);

    await setPanels(b.wrong.login, [{ title: 'Sponsor', image_data: RIGHT.toString('base64'), link: `${API}/l/${b.wrong.key}` }]);
    await setPanels(b.right.login, [{ title: 'Sponsor', image_data: RIGHT.toString('base64'), link: 'https://shop.example/' }]);
    await audit();
    const now = await records();
    expect(now[`${b.wrong.id}|${banner}`]).toEqual({ status: 'Compliant', compliant: true, overridden: false });
    expect(now[`${b.right.id}|${banner}`]).toEqual({ status: 'Incorrect Link', compliant: false, overridden: false });
    expect(await history(b.right.id, banner)).toEqual(['audit:Compliant', 'audit:Compliant', 'audit:Incorrect Link']);
  });

  it('a banner no longer asked for stops being required', async () => {
    await t.db.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, completion_time) VALUES ('banner-remove', $1, $2, $3, now() + interval '1 second')`,
      [b.down.id, campaignId, banner],
    );
    await audit();
    const [row] = await t.db.query<{ required: boolean }>(
      'SELECT required FROM compliance_records WHERE campaign_id = $1 AND broadcaster_id = $2 AND component_id = $3',
      [campaignId, b.down.id, banner],
    );
    expect(row.required).toBe(false);
  });

  it("checks and stores the chatbot's moderator status in each Active channel", async () => {
    await t.db.query(`INSERT INTO components (campaign_id, type, name) VALUES ($1, 'twitch-chat-bot', 'Audit chatbot')`, [campaignId]);
    await audit();
    const mods = await t.db.query<{ broadcaster_id: number; status: string }>(
      'SELECT broadcaster_id, status FROM chatbot_mod_statuses WHERE campaign_id = $1 ORDER BY broadcaster_id',
      [campaignId],
    );
    // No chatbot account or broadcaster token to ask Twitch with: "Can't Connect" (spec 01 §4), stored for each.
    expect(mods.map((m) => m.broadcaster_id).sort()).toEqual([b.right.id, b.wrong.id, b.down.id, b.noTwitch.id].sort());
    expect(new Set(mods.map((m) => m.status))).toEqual(new Set(["Can't Connect"]));
  });

  it('the daily tick queues one audit per running campaign, and none twice', async () => {
    const pending = async () =>
      Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_audits WHERE finished_at IS NULL'))[0].n);
    await queueDailyComplianceAudits(t.app.ctx, {}, job());
    const after = await pending();
    expect(after).toBeGreaterThanOrEqual(2);
    await queueDailyComplianceAudits(t.app.ctx, {}, job());
    expect(await pending()).toBe(after);
  });
});
