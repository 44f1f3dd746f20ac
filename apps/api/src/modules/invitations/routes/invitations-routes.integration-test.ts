import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign, insertTeam, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// Spec 01 §3 Invitation, §4; spec 02 §2 dashboard invitations, §4 Invitations, §7 PATCH {resource}/{needle}/{response}/.
let t: TestApp;
let scene: RoleScene;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createRoleScene(t.db, 'inv');
});
afterAll(() => t.close());

const statusOf = async (campaignId: number, userId: number) =>
  (
    await t.db.query<{ status: string; responded_at: Date | null }>(
      'SELECT status, responded_at FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2',
      [campaignId, userId],
    )
  )[0];
const teamStatusOf = async (teamId: number, userId: number) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM team_memberships WHERE team_id = $1 AND broadcaster_id = $2', [teamId, userId])
  )[0]?.status;
const eventsOf = (campaignId: number) =>
  t.db.query<{ event_type: string; broadcaster_id: number; message: string }>(
    'SELECT event_type, broadcaster_id, message FROM campaign_events WHERE campaign_id = $1 ORDER BY id',
    [campaignId],
  );

let n = 0;
/** A fresh campaign of team A with the broadcaster Invited to it. */
async function invitedCampaign(options: { autoActive?: boolean; end?: Date | null; who?: number } = {}) {
  n += 1;
  const slug = `inv-open-${n}`;
  const id = await insertCampaign(t.db, {
    slug,
    name: `Open ${n}`,
    teamId: scene.teamA,
    autoActiveInvites: options.autoActive,
    end: options.end,
    types: ['banner-graphics'],
  });
  await setCampaignStatus(t.db, id, options.who ?? scene.users.broadcaster.id, 'Invited');
  return { id, slug };
}

describe('GET campaigns-invitations/ and teams-invitations/', () => {
  it('answers only broadcasters (a manager gets 403, anonymous 401)', async () => {
    for (const path of ['campaigns-invitations/', 'teams-invitations/']) {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/${path}`)).toEqual({
        anonymous: 401,
        admin: 403,
        editor: 403,
        readOnlyManager: 403,
        otherTeamManager: 403,
        brandViewer: 403,
        broadcaster: 200,
        otherBroadcaster: 200,
      });
    }
  });

  it("lists the broadcaster's own open invitations with the Invitation fields, not ended ones nor other statuses", async () => {
    const open = await invitedCampaign();
    await invitedCampaign({ end: daysFromNow(-1) }); // ended: nothing left to join
    const declined = await invitedCampaign();
    await setCampaignStatus(t.db, declined.id, scene.users.broadcaster.id, 'Declined');
    await t.db.query("UPDATE campaigns SET client = 'Acme', website = 'https://acme.example.com', description = 'Drinks.' WHERE id = $1", [
      open.id,
    ]);
    const team = await insertTeam(t.db, { name: 'Inv Invited Team', logo: 'https://cdn.example.com/l.png' });
    await setTeamStatus(t.db, team, scene.users.broadcaster.id, 'Invited');

    const campaigns = await send(t.app, 'GET', '/api/v1/campaigns-invitations/', undefined, scene.users.broadcaster.token);
    const mine = (campaigns.json() as Array<{ slug: string }>).filter((c) => c.slug === open.slug);
    expect(mine).toEqual([
      expect.objectContaining({
        slug: open.slug,
        name: 'Open 1',
        client: 'Acme',
        website: 'https://acme.example.com',
        description: 'Drinks.',
        team: scene.teamA,
        team_name: 'inv Team A',
      }),
    ]);
    expect((campaigns.json() as Array<{ slug: string }>).map((c) => c.slug)).not.toContain(declined.slug);
    expect((campaigns.json() as Array<{ slug: string }>).map((c) => c.slug)).not.toContain('inv-open-2');

    const teams = await send(t.app, 'GET', '/api/v1/teams-invitations/', undefined, scene.users.broadcaster.token);
    expect(teams.json()).toEqual([{ id: team, name: 'Inv Invited Team', logo: 'https://cdn.example.com/l.png', invited_at: null }]);
    const other = await send(t.app, 'GET', '/api/v1/teams-invitations/', undefined, scene.users.otherBroadcaster.token);
    expect(other.json()).toEqual([]);
  });
});

describe('PATCH campaigns/{slug}/accept/ and decline/', () => {
  it('by role: only the invited broadcaster answers; managers 403, another broadcaster 404', async () => {
    for (const response of ['accept', 'decline']) {
      const campaign = await invitedCampaign();
      const result = await statusByCaller(scene.users, (token) =>
        send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/${response}/`, undefined, token),
      );
      // The broadcaster runs before otherBroadcaster (CALLERS order): once answered, 'other' still gets 404.
      expect(result).toEqual({
        anonymous: 401,
        admin: 403,
        editor: 403,
        readOnlyManager: 403,
        otherTeamManager: 403,
        brandViewer: 403,
        broadcaster: response === 'accept' ? 200 : 204,
        otherBroadcaster: 404,
      });
    }
  });

  it('accept: Pending without auto_active_invites, responded_at set, one invite_accepted event, answers the campaign', async () => {
    const campaign = await invitedCampaign();
    const res = await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/accept/`, undefined, scene.users.broadcaster.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      slug: campaign.slug,
      name: expect.any(String),
      team: scene.teamA,
      start_date: expect.any(String),
      end_date: expect.any(String),
      is_demo: false,
      available_components: ['banner-graphics'],
      status: 'Pending',
    });
    const row = await statusOf(campaign.id, scene.users.broadcaster.id);
    expect(row.status).toBe('Pending');
    expect(row.responded_at).not.toBeNull();
    expect(await eventsOf(campaign.id)).toEqual([
      {
        event_type: 'invite_accepted',
        broadcaster_id: scene.users.broadcaster.id,
        message: `${scene.users.broadcaster.login} accepted the invitation`,
      },
    ]);
    const listed = await send(t.app, 'GET', '/api/v1/campaigns/', undefined, scene.users.broadcaster.token);
    expect((listed.json() as Array<{ slug: string }>).map((c) => c.slug)).toContain(campaign.slug);
  });

  it('accept: Active with auto_active_invites', async () => {
    const campaign = await invitedCampaign({ autoActive: true });
    const res = await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/accept/`, undefined, scene.users.broadcaster.token);
    expect(res.json()).toMatchObject({ status: 'Active' });
    expect((await statusOf(campaign.id, scene.users.broadcaster.id)).status).toBe('Active');
  });

  it('decline: Declined and one invite_declined event; the invitation leaves the list', async () => {
    const campaign = await invitedCampaign();
    const res = await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/decline/`, undefined, scene.users.broadcaster.token);
    expect(res.statusCode).toBe(204);
    expect((await statusOf(campaign.id, scene.users.broadcaster.id)).status).toBe('Declined');
    expect((await eventsOf(campaign.id)).map((e) => e.event_type)).toEqual(['invite_declined']);
    const list = await send(t.app, 'GET', '/api/v1/campaigns-invitations/', undefined, scene.users.broadcaster.token);
    expect((list.json() as Array<{ slug: string }>).map((c) => c.slug)).not.toContain(campaign.slug);
  });

  it('an answered invitation is 400 and changes nothing; a campaign with no status of theirs is 404', async () => {
    const campaign = await invitedCampaign();
    await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/accept/`, undefined, scene.users.broadcaster.token);
    const again = await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/decline/`, undefined, scene.users.broadcaster.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This invitation has already been answered.'] });
    expect((await statusOf(campaign.id, scene.users.broadcaster.id)).status).toBe('Pending');
    expect((await eventsOf(campaign.id)).map((e) => e.event_type)).toEqual(['invite_accepted']);

    const onA = await send(t.app, 'PATCH', `/api/v1/campaigns/${scene.campaignA.slug}/accept/`, undefined, scene.users.broadcaster.token);
    expect(onA.statusCode).toBe(400); // Active already: nothing to accept
    expect(
      (await send(t.app, 'PATCH', '/api/v1/campaigns/no-such-campaign/accept/', undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(404);
  });

  it('an ended campaign can be declined, not accepted', async () => {
    const campaign = await invitedCampaign({ end: daysFromNow(-1) });
    const accept = await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/accept/`, undefined, scene.users.broadcaster.token);
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toEqual({ non_field_errors: ['This campaign has ended.'] });
    expect((await statusOf(campaign.id, scene.users.broadcaster.id)).status).toBe('Invited');
    expect(await eventsOf(campaign.id)).toEqual([]);
    expect(
      (await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/decline/`, undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(204);
  });

  it('a bad slug or response is 400 or 404, never a write', async () => {
    const campaign = await invitedCampaign();
    expect(
      (await send(t.app, 'PATCH', '/api/v1/campaigns/NOT%20A%20SLUG/accept/', undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, 'PATCH', `/api/v1/campaigns/${campaign.slug}/maybe/`, undefined, scene.users.broadcaster.token)).statusCode,
    ).toBe(404);
    expect((await statusOf(campaign.id, scene.users.broadcaster.id)).status).toBe('Invited');
  });
});

describe('PATCH teams/{id}/accept/ and decline/', () => {
  async function invitedTeam(name: string) {
    const id = await insertTeam(t.db, { name });
    await setTeamStatus(t.db, id, scene.users.broadcaster.id, 'Invited');
    return id;
  }

  it('by role: only the invited broadcaster answers', async () => {
    for (const response of ['accept', 'decline']) {
      const team = await invitedTeam(`Role ${response}`);
      expect(
        await statusByCaller(scene.users, (token) => send(t.app, 'PATCH', `/api/v1/teams/${team}/${response}/`, undefined, token)),
      ).toEqual({
        anonymous: 401,
        admin: 403,
        editor: 403,
        readOnlyManager: 403,
        otherTeamManager: 403,
        brandViewer: 403,
        broadcaster: response === 'accept' ? 200 : 204,
        otherBroadcaster: 404,
      });
    }
  });

  it('accept: Active member, answers the team, joins the running team_auto_add campaigns with an event', async () => {
    const team = await invitedTeam('Auto Team');
    const auto = await insertCampaign(t.db, { slug: 'inv-auto', teamId: team, autoActiveInvites: true });
    const ended = await insertCampaign(t.db, { slug: 'inv-auto-ended', teamId: team, start: daysFromNow(-20), end: daysFromNow(-1) });
    const plain = await insertCampaign(t.db, { slug: 'inv-plain', teamId: team });
    await t.db.query('UPDATE campaigns SET team_auto_add = true WHERE id = ANY($1::int[])', [[auto, ended]]);

    const res = await send(t.app, 'PATCH', `/api/v1/teams/${team}/accept/`, undefined, scene.users.broadcaster.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: team, name: 'Auto Team', logo: null, is_demo: false, seconds_per_impression: 15 });
    expect(await teamStatusOf(team, scene.users.broadcaster.id)).toBe('Active');
    expect((await statusOf(auto, scene.users.broadcaster.id)).status).toBe('Active');
    expect(await statusOf(ended, scene.users.broadcaster.id)).toBeUndefined();
    expect(await statusOf(plain, scene.users.broadcaster.id)).toBeUndefined();
    expect((await eventsOf(auto)).map((e) => e.event_type)).toEqual(['broadcaster_joined']);
  });

  it('decline: Declined; answered again is 400 and changes nothing; an unknown team is 404', async () => {
    const team = await invitedTeam('Declined Team');
    expect((await send(t.app, 'PATCH', `/api/v1/teams/${team}/decline/`, undefined, scene.users.broadcaster.token)).statusCode).toBe(204);
    expect(await teamStatusOf(team, scene.users.broadcaster.id)).toBe('Declined');
    const again = await send(t.app, 'PATCH', `/api/v1/teams/${team}/accept/`, undefined, scene.users.broadcaster.token);
    expect(again.statusCode).toBe(400);
    expect(await teamStatusOf(team, scene.users.broadcaster.id)).toBe('Declined');
    expect((await send(t.app, 'PATCH', '/api/v1/teams/2147483647/accept/', undefined, scene.users.broadcaster.token)).statusCode).toBe(404);
    expect((await send(t.app, 'PATCH', '/api/v1/teams/9999999999/accept/', undefined, scene.users.broadcaster.token)).statusCode).toBe(404);
    expect((await send(t.app, 'PATCH', '/api/v1/teams/99999999999/accept/', undefined, scene.users.broadcaster.token)).statusCode).toBe(
      400,
    );
    expect((await send(t.app, 'PATCH', '/api/v1/teams/0/accept/', undefined, scene.users.broadcaster.token)).statusCode).toBe(400);
  });
});
