import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoTwitterCredentials } from '@advocate/dev-providers';
import { buildApp, loadConfig, migrate, openPgliteDb, rebuildRollups, syncCampaignActions, type Db } from './api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCampaigns } from './campaigns-data.ts';
import { DEMO_PASSWORD } from './people.ts';
import { seedDemo } from './seed-demo.ts';

const NOW = new Date('2026-03-15T18:30:00Z');
const TABLES = [
  'users',
  'social_accounts',
  'teams',
  'squads',
  'squad_members',
  'team_memberships',
  'managers',
  'manager_teams',
  'campaigns',
  'campaign_statuses',
  'components',
  'component_versions',
  'labels',
  'invite_links',
  'tracking_links',
  'broadcaster_actions',
  'campaign_events',
  'activity',
  'payout_months',
  'payout_statements',
  'payout_adjustments',
  'viewership_samples',
  'clicks',
  'conversions',
  'live_graphic_displays',
  'video_plays',
  'rollup_daily_components',
  'rollup_daily_countries',
  'rollup_daily_viewership',
  'rollup_daily_campaign_viewership',
  'rollup_daily_games',
  'click_uniques',
  'rollup_daily_campaign_clicks',
  'rollup_hourly_campaign_clicks',
  'rollup_daily_campaign_viewership_totals',
  'rollup_daily_campaign_games',
  // Each group's own rollups (decisions 627, 632): the demo's groups have members with traffic.
  'rollup_daily_group_clicks',
  'rollup_hourly_group_clicks',
  'rollup_daily_group_viewership',
  // The demo's traffic flag (issue 30 part 2).
  'traffic_flags',
  'traffic_flag_clicks',
];
/** The rollups of clicks, conversions, displays and plays (integer counts: a rebuild must give them bit for bit). */
const EVENT_ROLLUPS = [
  'click_uniques',
  'rollup_daily_components',
  'rollup_daily_countries',
  'rollup_daily_campaign_clicks',
  'rollup_hourly_campaign_clicks',
  'rollup_daily_group_clicks',
  'rollup_hourly_group_clicks',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return out;
}

async function freshDb(): Promise<Db> {
  const db = await openPgliteDb();
  await migrate(db);
  return db;
}

describe('seedDemo', () => {
  let db: Db;
  let first: Record<string, number>;

  beforeAll(async () => {
    db = await freshDb();
    expect(await seedDemo(db, { now: NOW })).toBe(true);
    first = await counts(db);
  }, 120_000);
  afterAll(() => db.close());

  it('writes the documented dataset', () => {
    expect(first.campaigns).toBe(14);
    expect(first.teams).toBe(3);
    expect(first.users).toBe(5 + 12);
    expect(first.clicks).toBeGreaterThan(1000);
    expect(first.viewership_samples).toBeGreaterThan(1000);
    expect(first.conversions).toBeGreaterThan(20);
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
  });

  it('does nothing the second time, leaving the same counts', async () => {
    expect(await seedDemo(db, { now: new Date(NOW.getTime() + 86_400_000) })).toBe(false);
    expect(await counts(db)).toEqual(first);
  }, 60_000);

  it('is deterministic for the same moment', async () => {
    const other = await freshDb();
    try {
      await seedDemo(other, { now: NOW });
      expect(await counts(other)).toEqual(first);
      const fingerprint = (d: Db) =>
        d.query(`SELECT md5(string_agg(concat_ws('|', time, broadcaster_id, component_id, ip_addr, country, is_bot), ',' ORDER BY id)) AS clicks,
          (SELECT md5(string_agg(concat_ws('|', time, viewers, game), ',' ORDER BY id)) FROM viewership_samples) AS samples FROM clicks`);
      expect(await fingerprint(other)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  }, 120_000);

  it('keeps the rollups equal to the raw events', async () => {
    const [raw] = await db.query<{ clicks: number; conversions: number; vm: number }>(
      `SELECT (SELECT count(*)::int FROM clicks WHERE NOT is_bot) AS clicks, (SELECT count(*)::int FROM conversions) AS conversions,
        (SELECT sum(viewers::bigint * interval_seconds)::float8 / 60 FROM viewership_samples) AS vm`,
    );
    const [rolled] = await db.query<{ clicks: number; conversions: number; vm: number; countries: number }>(
      `SELECT (SELECT sum(clicks)::int FROM rollup_daily_components) AS clicks, (SELECT sum(conversions)::int FROM rollup_daily_components) AS conversions,
        (SELECT sum(viewable_minutes)::float8 FROM rollup_daily_viewership) AS vm, (SELECT sum(clicks)::int FROM rollup_daily_countries) AS countries`,
    );
    expect(rolled.clicks).toBe(raw.clicks);
    expect(rolled.countries).toBe(raw.clicks);
    expect(rolled.conversions).toBe(raw.conversions);
    expect(rolled.vm).toBeCloseTo(raw.vm, 3);
  });

  it('counts the last click of each combination as its unique click, as a rebuild from the raw events does', async () => {
    const [raw] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT campaign_id, broadcaster_id, component_id, ip_addr FROM clicks WHERE NOT is_bot AND component_id IS NOT NULL) l`,
    );
    for (const table of ['rollup_daily_components', 'rollup_daily_campaign_clicks', 'rollup_hourly_campaign_clicks']) {
      expect((await db.query<{ n: number }>(`SELECT sum(unique_clicks)::int AS n FROM ${table}`))[0].n, table).toBe(raw.n);
    }
    const fingerprints = async () => {
      const out: Record<string, string> = {};
      for (const table of EVENT_ROLLUPS)
        out[table] = (await db.query<{ f: string }>(`SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS f FROM ${table} t`))[0].f;
      return out;
    };
    const before = await fingerprints();
    await rebuildRollups(db);
    expect(await fingerprints()).toEqual(before);
  }, 120_000);

  it("flags the one address making most of retro_rick's Orbit Chairs clicks yesterday, covering exactly its 24 clicks", async () => {
    const flags = await db.query<{ kind: string; username: string; slug: string; subject: string; status: string; clicks: number }>(
      `SELECT f.kind, u.username, c.slug, f.subject, f.status, (SELECT count(*) FROM traffic_flag_clicks x WHERE x.flag_id = f.id)::int AS clicks
       FROM traffic_flags f JOIN users u ON u.id = f.broadcaster_id JOIN campaigns c ON c.id = f.campaign_id ORDER BY f.id`,
    );
    expect(flags).toContainEqual({
      kind: 'dominant-address',
      username: 'retro_rick',
      slug: 'orbit-chairs-always-on',
      subject: '203.0.113.66',
      status: 'open',
      clicks: 24,
    });
  });

  it("closes the months before the last closable one with the real closing; streamer_one's carry an applied adjustment, another is pending", async () => {
    const months = await db.query<{ year: number; month: number; closed_at: Date }>('SELECT * FROM payout_months ORDER BY year, month');
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(['2025-12', '2026-1']);
    expect(new Date(months[1].closed_at).toISOString()).toBe('2026-02-05T00:00:00.000Z');
    const statements = await db.query<{ id: string; month: number; total_cents: string; sum: string }>(
      `SELECT s.id, s.month, s.total_cents::text, (SELECT sum(amount_cents) FROM payout_statement_lines l WHERE l.statement_id = s.id)::text AS sum
       FROM payout_statements s WHERE s.broadcaster_username = 'streamer_one' ORDER BY s.year, s.month`,
    );
    expect(statements.map((s) => s.month)).toEqual([12, 1]);
    for (const s of statements) expect(s.total_cents).toBe(s.sum);
    const [applied] = await db.query<{ amount_cents: string; reason: string }>(
      `SELECT l.amount_cents::text, l.reason FROM payout_statement_lines l WHERE l.statement_id = $1 AND l.kind = 'adjustment'`,
      [statements[1].id],
    );
    expect(applied).toEqual({ amount_cents: '2500', reason: 'Launch week bonus' });
    const pending = await db.query<{ amount_cents: string }>(
      'SELECT amount_cents::text FROM payout_adjustments WHERE applied_year IS NULL',
    );
    expect(pending).toEqual([{ amount_cents: '-350' }]);
  });

  it('links every provider stand-in account to a broadcaster', async () => {
    const rows = await db.query<{ provider: string; provider_user_id: string; username: string }>(
      `SELECT s.provider, s.provider_user_id, u.username FROM social_accounts s JOIN users u ON u.id = s.user_id
       WHERE (s.provider = 'twitch' AND s.provider_user_id IN ('1001', '1002', '1003', '1004'))
          OR (s.provider = 'youtube' AND s.provider_user_id IN ('UC2001', 'UC2002')) ORDER BY s.provider_user_id`,
    );
    expect(rows.map((r) => r.username)).toEqual([
      'streamer_one',
      'streamer_two',
      'nightowl_gg',
      'speedrun_sam',
      'yt_creator',
      'lets_play_lena',
    ]);
  });

  it('gives streamer_one open banner and tweet actions, agreeing with the reconciliation, and a usable Twitter account', async () => {
    const open = await db.query<{ type: string; slug: string }>(
      `SELECT a.type, c.slug FROM broadcaster_actions a JOIN users u ON u.id = a.broadcaster_id JOIN campaigns c ON c.id = a.campaign_id
       WHERE u.username = 'streamer_one' AND a.completion_time IS NULL ORDER BY a.type, c.slug`,
    );
    const of = (type: string) => open.filter((a) => a.type === type).map((a) => a.slug);
    expect(of('banner-add')).toContain('demo-aurora-cloud-gaming');
    expect(of('banner-update')).toEqual(['orbit-chairs-always-on']);
    expect(of('twitter-send-tweet')).toEqual(['demo-aurora-cloud-gaming', 'nova-energy-summer']);
    // Reconciling again changes nothing: the seeded actions are the ones the rules give.
    for (const { id } of await db.query<{ id: number }>('SELECT id FROM campaigns ORDER BY id')) {
      expect(await db.transaction((tx) => syncCampaignActions(tx, id, NOW))).toEqual({ created: 0, removed: 0 });
    }
    const [twitter] = await db.query<{ login: string; access_token: string; token_secret: string }>(
      `SELECT s.login, s.access_token, s.token_secret FROM social_accounts s JOIN users u ON u.id = s.user_id WHERE u.username = 'streamer_one' AND s.provider = 'twitter'`,
    );
    expect(twitter).toEqual({
      login: 'streamer_one_tw',
      access_token: demoTwitterCredentials('4001').accessToken,
      token_secret: demoTwitterCredentials('4001').tokenSecret,
    });
    const [pending] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM broadcaster_actions WHERE notification = 'pending'`);
    expect(pending.n).toBe(0);
  });

  describe('through the API', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'advocate-seed-test-')) });
      app = await buildApp({ config, db, mailer: { send: async () => undefined }, now: () => NOW });
      await app.ready();
    });
    afterAll(() => app.close());

    const signIn = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/login/',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      return { status: res.statusCode, key: res.json().key as string };
    };
    const list = async (email: string, what: 'campaigns' | 'teams') => {
      const { key } = await signIn(email);
      const res = await app.inject({ method: 'GET', url: `/api/v1/${what}/`, headers: { authorization: `Token ${key}` } });
      expect(res.statusCode).toBe(200);
      return res.json() as Array<{ slug?: string; name: string }>;
    };
    const slugsOf = (...teams: Array<string | null>) =>
      demoCampaigns
        .filter((c) => teams.includes(c.team))
        .map((c) => c.slug)
        .sort();

    it('scopes each demo manager to their teams', async () => {
      expect((await list('admin@example.com', 'campaigns')).length).toBe(14);
      expect((await list('editor@example.com', 'campaigns')).map((c) => c.slug).sort()).toEqual(slugsOf('nebula', 'demo'));
      expect((await list('viewer@example.com', 'campaigns')).map((c) => c.slug).sort()).toEqual(slugsOf('nebula', 'crimson'));
      expect((await list('brand@example.com', 'campaigns')).map((c) => c.slug).sort()).toEqual(slugsOf('crimson'));
      expect((await list('brand@example.com', 'teams')).map((t) => t.name)).toEqual(['Crimson Collective']);
      expect((await list('editor@example.com', 'teams')).map((t) => t.name)).toEqual(['Advocate Demo Team', 'Nebula Esports']);
    }, 60_000);

    it('shows each manager who may view users the activity of their teams', async () => {
      const subjects = async (email: string) => {
        const { key } = await signIn(email);
        const res = await app.inject({ method: 'GET', url: '/api/v1/activity/', headers: { authorization: `Token ${key}` } });
        expect(res.statusCode).toBe(200);
        return (res.json() as { results: Array<{ subject: string }> }).results.map((e) => e.subject);
      };
      const all = await subjects('admin@example.com');
      expect(all).toHaveLength(14);
      const editor = await subjects('editor@example.com');
      expect(editor).toContain('https://hooks.nova-energy.example/advocate');
      expect(editor).toContain('viewer@example.com');
      expect(editor).not.toContain('Blaze Burgers Gaming Week');
      expect(editor).not.toContain('Speedrunners');
    }, 60_000);

    it('refuses the removed manager', async () => {
      expect((await signIn('former.manager@example.com')).status).toBe(400);
    }, 30_000);

    it('serves the demo invite links, one of them expired', async () => {
      const campaign = await app.inject({ method: 'GET', url: '/api/v1/invite-links/campaign/demo-campaign-invite/' });
      expect(campaign.json()).toMatchObject({ campaign_name: 'Nova Energy Summer Push' });
      const team = await app.inject({ method: 'GET', url: '/api/v1/invite-links/team/demo-team-invite/' });
      expect(team.json()).toMatchObject({ team_name: 'Nebula Esports' });
      const expired = await app.inject({ method: 'GET', url: '/api/v1/invite-links/campaign/demo-expired-invite/' });
      expect(expired.statusCode).toBe(400);
    });

    it('lets new.manager@example.com sign up through the seeded invitation and manage Nebula Esports', async () => {
      const password = 'a-long-passphrase-9';
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/rest-auth/registration/',
        payload: {
          email: 'new.manager@example.com',
          username: 'new.manager@example.com',
          password1: password,
          password2: password,
          invite_key: 'demo-manager-invite',
        },
      });
      expect(res.statusCode).toBe(201);
      const teams = await app.inject({ method: 'GET', url: '/api/v1/teams/', headers: { authorization: `Token ${res.json().key}` } });
      expect((teams.json() as Array<{ name: string }>).map((t) => t.name)).toEqual(['Nebula Esports']);
    }, 30_000);
  });
});
