import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createBroadcaster, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Broadcaster, §5 autosuggest (more than 1 character, at most 10), §7 Search; decision 336.
describe('GET broadcasters/ and broadcasters/search/', () => {
  let t: TestApp;
  let s: RoleScene;

  beforeAll(async () => {
    t = await createTestApp();
    s = await createRoleScene(t.db, 'bcs');
    // 12 free agents whose names hold 'zed', on no team.
    for (let i = 0; i < 12; i++) await createBroadcaster(t.db, `zed_${String(i).padStart(2, '0')}`);
    await createBroadcaster(t.db, 'the_zed');
    const invited = await createBroadcaster(t.db, 'bcs_invitee');
    await setCampaignStatus(t.db, s.campaignA.id, invited.id, 'Invited');
    const declined = await createBroadcaster(t.db, 'bcs_decliner');
    await setCampaignStatus(t.db, s.campaignA.id, declined.id, 'Declined');
    await setTeamStatus(t.db, s.teamA, declined.id, 'Active');
    await t.db.query("UPDATE users SET is_active = false WHERE username = 'zed_11'");
  });
  afterAll(() => t.close());

  const search = (query: string, token = s.users.editor.token) =>
    send(t.app, 'GET', `/api/v1/broadcasters/search/?${query}`, undefined, token);
  const names = async (query: string, token?: string) => {
    const res = await search(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ username: string }>).map((b) => b.username);
  };

  it('GET broadcasters/: managers only', async () => {
    expect(await sameRequestByCaller(t.app, s.users, 'GET', '/api/v1/broadcasters/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('GET broadcasters/search/: managers only', async () => {
    expect(await sameRequestByCaller(t.app, s.users, 'GET', '/api/v1/broadcasters/search/?username=bcs')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('lists the broadcasters of the manager’s teams and campaigns, with those statuses only', async () => {
    const res = await send(t.app, 'GET', '/api/v1/broadcasters/', undefined, s.users.editor.token);
    const rows = res.json() as Array<{
      username: string;
      campaign_statuses: Record<string, unknown>;
      team_statuses: Record<string, unknown>;
    }>;
    expect(rows.map((r) => r.username)).toEqual(['bcs_caster', 'bcs_decliner', 'bcs_invitee']);
    expect(rows[0]).toEqual({
      username: 'bcs_caster',
      profile_image: null,
      platforms: [],
      twitter: null,
      is_live: false,
      campaign_statuses: { [s.campaignA.slug]: { status: 'Active', invited_at: expect.stringMatching(/Z$/), responded_at: null } },
      team_statuses: { [String(s.teamA)]: { status: 'Active' } },
      next_post: null,
    });
    const other = await send(t.app, 'GET', '/api/v1/broadcasters/', undefined, s.users.otherTeamManager.token);
    expect((other.json() as Array<{ username: string }>).map((r) => r.username)).toEqual(['bcs_other_caster']);
  });

  it('answers nothing below 2 characters, at most 10, prefix matches first, active broadcasters only', async () => {
    expect(await names('username=z')).toEqual([]);
    expect(await names('username=%20z%20')).toEqual([]);
    const found = await names('username=ZeD');
    expect(found).toHaveLength(10);
    expect(found[0]).toBe('zed_00');
    expect(found).not.toContain('zed_11');
    expect(await names('username=the_z')).toEqual(['the_zed']);
    expect(await names('username=ed_1')).toEqual(['zed_10']);
    // LIKE wildcards are text.
    expect(await names('username=%25%25')).toEqual([]);
    expect(await names('username=__')).toEqual([]);
  });

  it('lets read-only managers find only their own teams’ and campaigns’ broadcasters', async () => {
    expect(await names('username=zed', s.users.readOnlyManager.token)).toEqual([]);
    expect(await names('username=bcs_', s.users.brandViewer.token)).toEqual(['bcs_caster', 'bcs_invitee', 'bcs_decliner']);
  });

  it('filters by team and campaign, and excludes their members', async () => {
    expect(await names(`username=bcs_&team=${s.teamA}`)).toEqual(['bcs_caster', 'bcs_decliner']);
    expect(await names(`username=bcs_&team=${s.teamA}&exclude_on_team=true`)).toEqual(['bcs_invitee', 'bcs_other_caster']);
    expect(await names(`username=bcs_&campaign=${s.campaignA.slug}`)).toEqual(['bcs_caster', 'bcs_invitee']);
    expect(await names(`username=bcs_&campaign=${s.campaignA.slug}&exclude_on_campaign=true`)).toEqual([
      'bcs_decliner',
      'bcs_other_caster',
    ]);
  });

  it('answers 404 for a team or campaign the manager does not see, so filters reveal nothing', async () => {
    expect((await search(`username=bcs_&team=${s.teamB}`)).statusCode).toBe(404);
    expect((await search(`username=bcs_&campaign=${s.campaignB.slug}`)).statusCode).toBe(404);
    expect((await search('username=bcs_&team=99999999999')).statusCode).toBe(400);
    expect((await search('username=')).json()).toEqual([]);
    expect((await search('team=1')).statusCode).toBe(400);
  });
});
