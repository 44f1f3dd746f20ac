import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, createRoleScene, statusByCaller, type Caller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §4 ('Setting a campaign squad updates both broadcasters and the campaign'), §7 add_squad / remove_squad.
describe('PATCH campaigns/{slug}/add_squad/ and remove_squad/', () => {
  let t: TestApp;
  let s: RoleScene;
  let squad: number;
  let otherSquad: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    s = await createRoleScene(t.db, 'csq');
    [{ id: squad }] = await t.db.query<{ id: number }>("INSERT INTO squads (team_id, name) VALUES ($1, 'Night Owls') RETURNING id", [
      s.teamA,
    ]);
    [{ id: otherSquad }] = await t.db.query<{ id: number }>("INSERT INTO squads (team_id, name) VALUES ($1, 'Elsewhere') RETURNING id", [
      s.teamB,
    ]);
    for (const [name, teamStatus] of [
      ['csq_fresh', 'Active'],
      ['csq_invited', 'Active'],
      ['csq_flagged', 'Active'],
      ['csq_gone', 'Deactivated'],
    ] as const) {
      ids[name] = (await createBroadcaster(t.db, name)).id;
      await setTeamStatus(t.db, s.teamA, ids[name], teamStatus);
      await t.db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [squad, s.teamA, ids[name]]);
    }
    await setCampaignStatus(t.db, s.campaignA.id, ids.csq_invited, 'Invited');
    await setCampaignStatus(t.db, s.campaignA.id, ids.csq_flagged, 'Flagged');
  });
  afterAll(() => t.close());

  const call = (action: string, body: unknown, slug = s.campaignA.slug) =>
    send(t.app, 'PATCH', `/api/v1/campaigns/${slug}/${action}/`, body, s.users.editor.token);
  const statusOf = async (id: number, campaignId = s.campaignA.id) =>
    (
      await t.db.query<{ status: string }>('SELECT status FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2', [
        campaignId,
        id,
      ])
    )[0]?.status ?? null;

  it('adds the squad and puts its Active team members on the campaign per auto_active_invites', async () => {
    const res = await call('add_squad', { squad });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.campaign).toEqual({ slug: s.campaignA.slug, squads: [squad] });
    expect(body.broadcasters.map((b: { username: string }) => b.username)).toContain('csq_fresh');
    expect(await statusOf(ids.csq_fresh)).toBe('Pending');
    expect(await statusOf(ids.csq_invited)).toBe('Pending');
    expect(await statusOf(ids.csq_flagged)).toBe('Flagged');
    expect(await statusOf(ids.csq_gone)).toBeNull();
    const events = await t.db.query<{ event_type: string; message: string }>(
      'SELECT event_type, message FROM campaign_events WHERE campaign_id = $1 ORDER BY id',
      [s.campaignA.id],
    );
    expect(events).toEqual([
      { event_type: 'squad_added', message: 'Squad Night Owls was added to the campaign' },
      { event_type: 'broadcaster_added', message: 'csq_fresh was added from the team' },
      { event_type: 'broadcaster_added', message: 'csq_invited was added from the team' },
    ]);
  });

  it('makes them Active on a campaign with auto_active_invites', async () => {
    const auto = await insertCampaign(t.db, { slug: 'csq-auto', teamId: s.teamA, autoActiveInvites: true });
    expect((await call('add_squad', { squad }, 'csq-auto')).statusCode).toBe(200);
    expect(await statusOf(ids.csq_fresh, auto)).toBe('Active');
  });

  it('refuses a squad twice, another team’s squad, and an unknown one, writing nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_events');
    expect((await call('add_squad', { squad })).json()).toEqual({ squad: [messages.squadAlreadyOnCampaign] });
    expect((await call('add_squad', { squad: otherSquad })).json()).toEqual({ squad: [messages.selectValidSquad] });
    expect((await call('add_squad', { squad: 999999 })).json()).toEqual({ squad: [messages.selectValidSquad] });
    expect((await call('add_squad', { squad: 'x' })).statusCode).toBe(400);
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_events');
    expect(after.n).toBe(before.n);
  });

  it('removes the squad and keeps its broadcasters', async () => {
    const res = await call('remove_squad', { squad });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().campaign.squads).toEqual([]);
    expect(await statusOf(ids.csq_fresh)).toBe('Pending');
    expect((await call('remove_squad', { squad })).json()).toEqual({ squad: [messages.squadNotOnCampaign] });
    const [last] = await t.db.query<{ event_type: string }>(
      'SELECT event_type FROM campaign_events WHERE campaign_id = $1 ORDER BY id DESC LIMIT 1',
      [s.campaignA.id],
    );
    expect(last.event_type).toBe('squad_removed');
  });

  // README 'Add an endpoint' 4, decision 301: out of scope 404, in scope but not allowed 403; a
  // broadcaster (on the campaign or not) is refused by role before the campaign is looked up, 403.
  describe('per caller', () => {
    const expected = {
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    /** One empty team A squad per caller, so each write has its own target. */
    const squadPerCaller = async (prefix: string): Promise<Record<Caller, number>> => {
      const out = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        [{ id: out[caller] }] = await t.db.query<{ id: number }>('INSERT INTO squads (team_id, name) VALUES ($1, $2) RETURNING id', [
          s.teamA,
          `${prefix} ${caller}`,
        ]);
      }
      return out;
    };
    const linked = async (squads: Record<Caller, number>) =>
      (
        await t.db.query<{ squad_id: number }>(
          'SELECT squad_id FROM campaign_squads WHERE campaign_id = $1 AND squad_id = ANY($2::int[]) ORDER BY squad_id',
          [s.campaignA.id, Object.values(squads)],
        )
      ).map((r) => r.squad_id);

    it('add_squad', async () => {
      const squads = await squadPerCaller('Add');
      const statuses = await statusByCaller(s.users, (token, caller) =>
        send(t.app, 'PATCH', `/api/v1/campaigns/${s.campaignA.slug}/add_squad/`, { squad: squads[caller] }, token),
      );
      expect(statuses).toEqual(expected);
      expect(await linked(squads)).toEqual([squads.admin, squads.editor]);
    });

    it('remove_squad', async () => {
      const squads = await squadPerCaller('Remove');
      for (const id of Object.values(squads))
        await t.db.query('INSERT INTO campaign_squads (campaign_id, squad_id) VALUES ($1, $2)', [s.campaignA.id, id]);
      const statuses = await statusByCaller(s.users, (token, caller) =>
        send(t.app, 'PATCH', `/api/v1/campaigns/${s.campaignA.slug}/remove_squad/`, { squad: squads[caller] }, token),
      );
      expect(statuses).toEqual(expected);
      const kept = Object.values(squads)
        .filter((id) => id !== squads.admin && id !== squads.editor)
        .sort((a, b) => a - b);
      expect(await linked(squads)).toEqual(kept);
    });
  });
});
