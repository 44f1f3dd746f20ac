import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClicks } from '../../events/repositories/event-recording-repository.ts';
import { insertCampaign } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const BROADCASTERS = 1000;

// Issue 9: a campaign with 1,000 channels answers from the rollups only (ARCHITECTURE §5).
describe('channels/ with 1,000 broadcasters', () => {
  let t: TestApp;
  let scene: RoleScene;
  const slug = 'chn-scale';

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'chs');
    const id = await insertCampaign(t.db, { slug, teamId: scene.teamA });
    await t.db.query(
      `INSERT INTO users (username, email, user_type) SELECT 'scale_' || g, 'scale_' || g || '@example.com', 3 FROM generate_series(1, ${BROADCASTERS}) g`,
    );
    await t.db.query(
      `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status) SELECT $1, id, 'Active' FROM users WHERE username LIKE 'scale\\_%'`,
      [id],
    );
    const [{ id: comp }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'banner-graphics', 'B') RETURNING id`,
      [id],
    );
    const users = await t.db.query<{ id: number; username: string }>(
      `SELECT id, username FROM users WHERE username LIKE 'scale\\_%' ORDER BY id`,
    );
    // Every broadcaster gets (its number mod 5) + 1 clicks over the last days, recorded as the product records them.
    const clicks = users.flatMap((u, i) =>
      Array.from({ length: (i % 5) + 1 }, (_, k) => ({
        time: new Date(Date.now() - k * 86_400_000),
        broadcasterId: u.id,
        campaignId: id,
        componentId: comp,
        componentType: 'banner-graphics',
        trackingLinkId: null,
        link: 'https://example.com',
        ipAddr: `10.0.${i % 250}.${k}`,
        country: k % 2 ? 'US' : 'CA',
        userAgent: 'test',
        isBot: false,
      })),
    );
    for (let i = 0; i < clicks.length; i += 1000) await recordClicks(t.db, clicks.slice(i, i + 1000));
    await t.db.query(
      `INSERT INTO rollup_daily_campaign_viewership (day, campaign_id, broadcaster_id, platform, viewable_minutes, samples, viewer_sum, peak_viewers, broadcasts)
       SELECT current_date - d, $1, u.id, 'twitch', 100, 10, 50, 9, 1 FROM users u, generate_series(0, 2) d WHERE u.username LIKE 'scale\\_%'`,
      [id],
    );
    // The raw events go; the answer must not need them.
    await t.db.query('DELETE FROM clicks');
  });
  afterAll(() => t.close());

  it('answers every channel correctly from the rollups alone', async () => {
    await send(t.app, 'GET', `/api/v1/channels/?campaign=${slug}`, undefined, scene.users.editor.token); // warm
    const res = await send(t.app, 'GET', `/api/v1/channels/?campaign=${slug}`, undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as {
      channels: unknown[];
      stats: Record<
        string,
        Record<
          string,
          {
            clicks_by_type: { banner_graphic_clicks: number };
            twitch_viewership: { viewable_minutes: number };
            clicks_by_country: unknown[];
          }
        >
      >;
    };
    expect(answer.channels).toHaveLength(BROADCASTERS);
    const all = Object.values(answer.stats.all);
    expect(all).toHaveLength(BROADCASTERS);
    expect(all.reduce((sum, s) => sum + s.clicks_by_type.banner_graphic_clicks, 0)).toBe(3 * BROADCASTERS);
    expect(answer.stats['07'].scale_5.clicks_by_type.banner_graphic_clicks).toBe(5);
    expect(answer.stats['07'].scale_5.twitch_viewership.viewable_minutes).toBe(300);
    expect(answer.stats['07'].scale_5.clicks_by_country).toHaveLength(2);
  });

  it('plans no scan of a raw event table', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../repositories/channels-repository.ts', import.meta.url), 'utf8');
    for (const raw of ['FROM clicks', 'FROM conversions', 'FROM live_graphic_displays', 'FROM video_plays', 'JOIN clicks'])
      expect(source).not.toContain(raw);
  });
});
