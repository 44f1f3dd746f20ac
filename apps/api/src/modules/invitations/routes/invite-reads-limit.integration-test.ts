import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteLink } from '../invite-keys.ts';
import { daysFromNow, insertCampaign, insertTeam } from '../../../testing/domain-fixtures.ts';
import { createManager, createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Issue 6 item 12 (decision 275): invite reads are limited per IP, both kinds together, so keys
// cannot be tried in bulk; the keys the API makes are readable at the invite page's address.
const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds\.$/;

describe('GET invite-links/{campaign|team}/{key}/ per-IP limit', () => {
  let t: TestApp;
  let campaignKey: string;
  let teamKey: string;
  let managerToken: string;
  beforeAll(async () => {
    t = await createTestApp({ INVITE_READS_PER_MINUTE: '30' });
    const campaignId = await insertCampaign(t.db, { slug: 'limited', name: 'Limited Campaign' });
    const teamId = await insertTeam(t.db, { name: 'Limited Team' });
    campaignKey = await createInviteLink(t.db, { campaignId }, { expiresAt: daysFromNow(7), createdBy: null });
    teamKey = await createInviteLink(t.db, { teamId }, { expiresAt: daysFromNow(7), createdBy: null });
    managerToken = (await createManager(t.db, { email: 'invite-reader@example.com' })).token;
  });
  afterAll(() => t.close());

  const read = (kind: 'campaign' | 'team', key: string, remoteAddress: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/invite-links/${kind}/${key}/`,
      remoteAddress,
      headers: token ? { authorization: `Token ${token}` } : {},
    });

  it('reads a key the API made', async () => {
    const res = await read('campaign', campaignKey, '192.0.2.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: campaignKey, campaign_name: 'Limited Campaign' });
    expect((await read('team', teamKey, '192.0.2.1')).json()).toMatchObject({ key: teamKey, team_name: 'Limited Team' });
  });

  it('answers the 31st read in a minute from one address with 429, found keys or not, both kinds together', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const [kind, key] =
        i % 3 === 0
          ? (['team', teamKey] as const)
          : i % 3 === 1
            ? (['campaign', campaignKey] as const)
            : (['campaign', `guess-${i}`] as const);
      statuses.push((await read(kind, key, '198.51.100.7')).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const [kind, key] of [
      ['campaign', campaignKey],
      ['team', teamKey],
      ['campaign', 'guess-x'],
    ] as const) {
      const res = await read(kind, key, '198.51.100.7');
      expect(res.statusCode, `${kind} ${key}`).toBe(429);
      expect(res.json<{ detail: string }>().detail).toMatch(THROTTLED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('limits signed-in readers the same, and counts each address apart', async () => {
    for (let i = 0; i < 30; i++) expect((await read('campaign', campaignKey, '198.51.100.8', managerToken)).statusCode).toBe(200);
    expect((await read('campaign', campaignKey, '198.51.100.8', managerToken)).statusCode).toBe(429);
    expect((await read('campaign', campaignKey, '198.51.100.9')).statusCode).toBe(200);
  });

  it('does not count other routes against the invite limit', async () => {
    for (let i = 0; i < 40; i++) await t.app.inject({ method: 'GET', url: '/api/v1/health/', remoteAddress: '198.51.100.10' });
    expect((await read('team', teamKey, '198.51.100.10')).statusCode).toBe(200);
  });
});
