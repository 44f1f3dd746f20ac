import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevProviders, type RunningDevProviders } from '@advocate/dev-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig, migrate, openPgliteDb, startJobs, type Db } from './api.ts';
import { demoCampaigns } from './campaigns-data.ts';
import { DEMO_PASSWORD } from './people.ts';
import { seedDemo } from './seed-demo.ts';
import { showDemoOnStandIns } from './stand-ins.ts';

// Issue 26 item 1: on a fresh demo against the provider stand-ins (as `npm start` runs it), a
// Trigger Audit of every running campaign keeps each seeded verdict, and the Social Media card's
// tweets sent are the tweets compliance counts as sent.
const NOW = new Date();
const day = (offset: number) => NOW.getTime() + offset * 86_400_000;
const ENDED = demoCampaigns.filter((c) => c.end !== null && day(c.end) <= NOW.getTime()).map((c) => c.slug);
const RUNNING = demoCampaigns
  .filter((c) => day(c.start) <= NOW.getTime() && (c.end === null || day(c.end) > NOW.getTime()))
  .map((c) => c.slug);

interface WireCompliance {
  summary: { compliant: number; total: number };
  broadcasters: Array<{
    name: string;
    verdict: string;
    mod_status: { status: string } | null;
    compliance: Record<string, { status: string; compliant: boolean }>;
  }>;
  components: Array<{ id: number; type: string }>;
}

describe('an audit of the untouched demo against the stand-ins', () => {
  let db: Db;
  let providers: RunningDevProviders;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token = '';
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  /** Every verdict and chatbot status the compliance page shows, by campaign, broadcaster and component. */
  const verdicts = async () => {
    const out: Record<string, string> = {};
    for (const slug of RUNNING) {
      const body = (await get(`/api/v1/compliance/?campaign=${slug}`)) as WireCompliance;
      out[`${slug} summary`] = `${body.summary.compliant}/${body.summary.total}`;
      for (const b of body.broadcasters) {
        out[`${slug} ${b.name}`] = b.verdict;
        if (b.mod_status) out[`${slug} ${b.name} chatbot`] = b.mod_status.status;
        for (const [component, record] of Object.entries(b.compliance))
          out[`${slug} ${b.name} ${component}`] = `${record.status} ${record.compliant}`;
      }
    }
    return out;
  };

  beforeAll(async () => {
    db = await openPgliteDb();
    await migrate(db);
    await seedDemo(db, { now: NOW });
    providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
    const p = providers.url;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'advocate-demo-audit-')),
      JOBS_POLL_MS: '50',
      TWITCH_TOKEN_URL: `${p}/twitch/oauth2/token`,
      TWITCH_API_URL: `${p}/twitch/helix`,
      TWITTER_API_URL: `${p}/twitter`,
      TWITCH_PANELS_URL: `${p}/twitch/panels`,
    });
    await showDemoOnStandIns(db, { providersUrl: p, publicApiUrl: config.PUBLIC_API_URL });
    app = await buildApp({ config, db, mailer: { send: async () => undefined } });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/rest-auth/login/',
      payload: { username: 'admin@example.com', password: DEMO_PASSWORD },
    });
    token = login.json().key;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await providers?.close();
    await db?.close();
  });

  it('shows each ended campaign with its final compliance and the audits it had', async () => {
    expect(ENDED.length).toBeGreaterThan(1);
    for (const slug of ENDED) {
      const body = (await get(`/api/v1/compliance/?campaign=${slug}`)) as WireCompliance & { ended: boolean; last_audit: string | null };
      expect({ slug, ended: body.ended, audited: body.last_audit !== null }).toEqual({ slug, ended: true, audited: true });
      expect(body.broadcasters.length).toBeGreaterThan(0);
      for (const b of body.broadcasters) expect(Object.keys(b.compliance).length, `${slug} ${b.name}`).toBeGreaterThan(0);
    }
  });

  it("counts as Social Media's tweets and retweets sent the ones the seeded compliance counts as sent", async () => {
    for (const slug of RUNNING) {
      const compliance = (await get(`/api/v1/compliance/?campaign=${slug}`)) as WireCompliance;
      const sent = (type: string) => {
        const ids = new Set(compliance.components.filter((c) => c.type === type).map((c) => String(c.id)));
        return compliance.broadcasters
          .flatMap((b) => Object.entries(b.compliance))
          .filter(([id, r]) => ids.has(id) && r.status !== 'Not Sent').length;
      };
      const social = (await get(`/api/v1/social/?campaign=${slug}`)) as { tweets_sent: number; retweets_sent: number };
      expect({ slug, tweets: social.tweets_sent, retweets: social.retweets_sent }).toEqual({
        slug,
        tweets: sent('suggested-tweet'),
        retweets: sent('suggested-retweet'),
      });
    }
  }, 60_000);
  it('keeps every seeded verdict and chatbot status of every running campaign', async () => {
    expect(RUNNING.length).toBeGreaterThan(5);
    const seeded = await verdicts();
    expect(Object.keys(seeded).length).toBeGreaterThan(30);
    for (const slug of RUNNING) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/trigger-compliance/',
        headers: { authorization: `Token ${token}` },
        payload: { campaign: slug },
      });
      expect(res.statusCode, `${slug}: ${res.body}`).toBe(202);
    }
    const jobs = startJobs(app.ctx, { schedules: [], log: () => undefined });
    try {
      const unfinished = async () =>
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_audits WHERE finished_at IS NULL'))[0].n;
      await expect.poll(unfinished, { timeout: 120_000, interval: 200 }).toBe(0);
    } finally {
      await jobs.stop();
    }
    const [failed] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_audits WHERE failed');
    expect(failed.n).toBe(0);
    expect(await verdicts()).toEqual(seeded);
  }, 180_000);
});
