import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, insertInviteLink, insertTeam } from '../../../testing/domain-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §2 Invite pages, §3 Invite link detail, §8 (detail 'Not found.', expires_at error).
describe('GET /api/v1/invite-links/{campaign|team}/{key}/', () => {
  let t: TestApp;
  const expiresAt = daysFromNow(7);

  beforeAll(async () => {
    t = await createTestApp();
    const teamId = await insertTeam(t.db, { name: 'Nebula Esports' });
    const campaignId = await insertCampaign(t.db, { slug: 'nova', name: 'Nova Energy' });
    await insertInviteLink(t.db, { key: 'camp-key', campaignId, expiresAt });
    await insertInviteLink(t.db, { key: 'team key/ü', teamId, expiresAt });
    await insertInviteLink(t.db, { key: 'old-key', campaignId, expiresAt: daysFromNow(-1) });
    await insertInviteLink(t.db, { key: 'old-team', teamId, expiresAt: daysFromNow(-1) });
  });
  afterAll(() => t.close());

  it('answers a campaign invite without sign-in', async () => {
    const res = await send(t.app, 'GET', '/api/v1/invite-links/campaign/camp-key/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'camp-key', campaign_name: 'Nova Energy', expires_at: expiresAt.toISOString() });
  });

  it('answers a team invite, its key URL-encoded', async () => {
    const res = await send(t.app, 'GET', `/api/v1/invite-links/team/${encodeURIComponent('team key/ü')}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'team key/ü', team_name: 'Nebula Esports', expires_at: expiresAt.toISOString() });
  });

  it('answers 404 Not found. for an unknown key or a key of the other kind', async () => {
    for (const url of [
      '/api/v1/invite-links/campaign/nope/',
      '/api/v1/invite-links/team/camp-key/',
      '/api/v1/invite-links/campaign/team%20key%2F%C3%BC/',
    ]) {
      const res = await send(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 400 with an expires_at error for an expired link', async () => {
    for (const url of ['/api/v1/invite-links/campaign/old-key/', '/api/v1/invite-links/team/old-team/']) {
      const res = await send(t.app, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ expires_at: ['This invitation has expired.'] });
    }
  });

  it('answers odd keys with a 4xx, never a 5xx, and changes nothing', async () => {
    const odd = ['%00', 'x'.repeat(5000), "'; DROP TABLE invite_links; --", '%E0%A4%A'];
    for (const key of odd) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/invite-links/campaign/${key}/` });
      expect(res.statusCode, key.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, key.slice(0, 20)).toBeLessThan(500);
      expect(typeof res.json()).toBe('object');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invite-links/campaign/camp-key/',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
    expect(await t.db.query('SELECT key FROM invite_links')).toHaveLength(4);
  });
});
