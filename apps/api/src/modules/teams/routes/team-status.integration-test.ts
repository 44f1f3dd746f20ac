import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, daysFromNow, insertCampaign, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { CALLERS, createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §4 (team status, removal deactivates on every campaign), §5 'Please select a valid team member!',
// §7 team status invite/remove, get_statuses/, invite_code/; decisions 312, 314, 315.
describe('team status calls', () => {
  let t: TestApp;
  let scene: RoleScene;
  const base = () => `/api/v1/teams/${scene.teamA}`;
  const teamStatus = async (id: number) =>
    (
      await t.db.query<{ status: string }>('SELECT status FROM team_memberships WHERE team_id = $1 AND broadcaster_id = $2', [
        scene.teamA,
        id,
      ])
    )[0]?.status;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ts');
  });
  afterAll(() => t.close());

  describe('PATCH teams/{id}/invite/', () => {
    it('lets only canEditTeams managers in scope invite', async () => {
      const invitees: Record<string, string> = {};
      for (const caller of CALLERS)
        invitees[caller] = (await createBroadcaster(t.db, `inv_${caller.toLowerCase()}`)) && `inv_${caller.toLowerCase()}`;
      const statuses = await statusByCaller(scene.users, (token, caller) =>
        send(t.app, 'PATCH', `${base()}/invite/`, { broadcaster: invitees[caller] }, token),
      );
      expect(statuses).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 404,
      });
      const rows = await t.db.query<{ username: string }>(
        "SELECT u.username FROM team_memberships tm JOIN users u ON u.id = tm.broadcaster_id WHERE tm.team_id = $1 AND tm.status = 'Invited' ORDER BY 1",
        [scene.teamA],
      );
      expect(rows.map((r) => r.username)).toEqual(['inv_admin', 'inv_editor']);
    });

    it('marks the broadcaster Invited and mails them a link to the creator studio dashboard', async () => {
      const caster = await createBroadcaster(t.db, 'Mail_Me');
      t.outbox.length = 0;
      const res = await send(t.app, 'PATCH', `${base()}/invite/`, { broadcaster: 'mail_me' }, scene.users.editor.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ broadcaster: 'Mail_Me', status: 'Invited' });
      expect(await teamStatus(caster.id)).toBe('Invited');
      expect(t.outbox).toHaveLength(1);
      expect(t.outbox[0].to).toBe('Mail_Me@example.com');
      expect(t.outbox[0].subject).toContain('ts Team A');
      expect(t.outbox[0].text).toContain(`${t.app.ctx.config.CREATOR_URL}/dashboard`);
    });

    it('invites a removed broadcaster again, and refuses members and unknown names without a change', async () => {
      const removed = await createBroadcaster(t.db, 'was_removed');
      await setTeamStatus(t.db, scene.teamA, removed.id, 'Deactivated');
      expect((await send(t.app, 'PATCH', `${base()}/invite/`, { broadcaster: 'was_removed' }, scene.users.admin.token)).statusCode).toBe(
        200,
      );
      expect(await teamStatus(removed.id)).toBe('Invited');

      t.outbox.length = 0;
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [{ broadcaster: scene.users.broadcaster.login }, { broadcaster: ['This broadcaster is already on this team!'] }],
        [{ broadcaster: 'nobody_here' }, { broadcaster: ['Please select a valid broadcaster!'] }],
        [{ broadcaster: scene.users.editor.login }, { broadcaster: ['Please select a valid broadcaster!'] }],
        [{ broadcaster: '  ' }, { broadcaster: ['Please select a valid broadcaster!'] }],
        [{}, { broadcaster: ['Required Field'] }],
        [{ broadcaster: 7 }, { broadcaster: ['Incorrect type.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await send(t.app, 'PATCH', `${base()}/invite/`, body, scene.users.editor.token);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toEqual(errors);
      }
      expect(await teamStatus(scene.users.broadcaster.id)).toBe('Active');
      expect(t.outbox).toHaveLength(0);
    });
  });

  describe('PATCH teams/{id}/remove/', () => {
    it('lets only canEditTeams managers in scope remove', async () => {
      const members: Record<string, string> = {};
      for (const caller of CALLERS) {
        const name = `mem_${caller.toLowerCase()}`;
        await setTeamStatus(t.db, scene.teamA, (await createBroadcaster(t.db, name)).id, 'Active');
        members[caller] = name;
      }
      const statuses = await statusByCaller(scene.users, (token, caller) =>
        send(t.app, 'PATCH', `${base()}/remove/`, { broadcaster: members[caller] }, token),
      );
      expect(statuses).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 404,
      });
    });

    it('deactivates the member on the team and on every running campaign of it, with one event each, in one go', async () => {
      const member = await createBroadcaster(t.db, 'leaving_lee');
      await setTeamStatus(t.db, scene.teamA, member.id, 'Active');
      await t.db.query('UPDATE profiles SET current_team_id = $1 WHERE user_id = $2', [scene.teamA, member.id]);
      const [squad] = await t.db.query<{ id: number }>("INSERT INTO squads (team_id, name) VALUES ($1, 'S') RETURNING id", [scene.teamA]);
      await t.db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [
        squad.id,
        scene.teamA,
        member.id,
      ]);
      const running = await insertCampaign(t.db, { slug: 'ts-running', teamId: scene.teamA });
      const pending = await insertCampaign(t.db, { slug: 'ts-pending', teamId: scene.teamA });
      const ended = await insertCampaign(t.db, { slug: 'ts-ended', teamId: scene.teamA, start: daysFromNow(-20), end: daysFromNow(-1) });
      const declined = await insertCampaign(t.db, { slug: 'ts-declined', teamId: scene.teamA });
      const elsewhere = await insertCampaign(t.db, { slug: 'ts-elsewhere', teamId: scene.teamB });
      await setCampaignStatus(t.db, running, member.id, 'Active');
      await setCampaignStatus(t.db, pending, member.id, 'Pending');
      await setCampaignStatus(t.db, ended, member.id, 'Active');
      await setCampaignStatus(t.db, declined, member.id, 'Declined');
      await setCampaignStatus(t.db, elsewhere, member.id, 'Active');

      const res = await send(t.app, 'PATCH', `${base()}/remove/`, { broadcaster: 'LEAVING_LEE' }, scene.users.editor.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ broadcaster: 'leaving_lee', status: 'Deactivated' });
      expect(await teamStatus(member.id)).toBe('Deactivated');
      const statuses = await t.db.query<{ slug: string; status: string }>(
        'SELECT c.slug, cs.status FROM campaign_statuses cs JOIN campaigns c ON c.id = cs.campaign_id WHERE cs.broadcaster_id = $1 ORDER BY c.slug',
        [member.id],
      );
      expect(statuses).toEqual([
        { slug: 'ts-declined', status: 'Declined' },
        { slug: 'ts-elsewhere', status: 'Active' },
        { slug: 'ts-ended', status: 'Active' },
        { slug: 'ts-pending', status: 'Deactivated' },
        { slug: 'ts-running', status: 'Deactivated' },
      ]);
      const events = await t.db.query<{ campaign_id: number; event_type: string; message: string }>(
        'SELECT campaign_id, event_type, message FROM campaign_events WHERE broadcaster_id = $1 ORDER BY campaign_id',
        [member.id],
      );
      expect(events).toEqual([
        { campaign_id: running, event_type: 'broadcaster_deactivated', message: 'leaving_lee was deactivated' },
        { campaign_id: pending, event_type: 'broadcaster_deactivated', message: 'leaving_lee was deactivated' },
      ]);
      expect(await t.db.query('SELECT 1 FROM squad_members WHERE broadcaster_id = $1', [member.id])).toEqual([]);
      expect(
        (await t.db.query<{ current_team_id: number | null }>('SELECT current_team_id FROM profiles WHERE user_id = $1', [member.id]))[0]
          .current_team_id,
      ).toBeNull();
    });

    it("answers 'Please select a valid team member!' for anyone not a current member, changing nothing", async () => {
      const invited = await createBroadcaster(t.db, 'only_invited');
      await setTeamStatus(t.db, scene.teamA, invited.id, 'Invited');
      const events = async () => (await t.db.query('SELECT id FROM campaign_events')).length;
      const before = await events();
      for (const broadcaster of ['only_invited', 'nobody_here', scene.users.otherBroadcaster.login, 'leaving_lee', '']) {
        const res = await send(t.app, 'PATCH', `${base()}/remove/`, { broadcaster }, scene.users.editor.token);
        expect(res.statusCode, broadcaster).toBe(400);
        expect(res.json()).toEqual({ broadcaster: ['Please select a valid team member!'] });
      }
      expect(await teamStatus(invited.id)).toBe('Invited');
      expect(await events()).toBe(before);
    });
  });

  describe('GET get_statuses/ and invite_code/', () => {
    it('answers the statuses to managers of the team only', async () => {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', `${base()}/get_statuses/`)).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 404,
        brandViewer: 200,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
      const res = await send(t.app, 'GET', `${base()}/get_statuses/`, undefined, scene.users.readOnlyManager.token);
      const rows = res.json() as Array<{ username: string; status: string; invited_at: string | null }>;
      expect(rows.find((r) => r.username === 'Mail_Me')).toMatchObject({ status: 'Invited', invited_at: expect.any(String) });
      expect(rows.find((r) => r.username === 'leaving_lee')).toMatchObject({ status: 'Deactivated' });
      expect(rows.find((r) => r.username === scene.users.broadcaster.login)).toMatchObject({ status: 'Active' });
    });

    it('answers a /join/ key with its expiry, reusing it while it has a day left', async () => {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', `${base()}/invite_code/`)).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 404,
        brandViewer: 200,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
      const first = (await send(t.app, 'GET', `${base()}/invite_code/`, undefined, scene.users.editor.token)).json() as {
        key: string;
        expires_at: string;
      };
      expect(first.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const days = (new Date(first.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const read = await send(t.app, 'GET', `/api/v1/invite-links/team/${first.key}/`);
      expect(read.json()).toMatchObject({ key: first.key, team_name: 'ts Team A' });
      await t.db.query("UPDATE invite_links SET expires_at = now() + interval '2 days' WHERE key = $1", [first.key]);
      expect(
        ((await send(t.app, 'GET', `${base()}/invite_code/`, undefined, scene.users.editor.token)).json() as { key: string }).key,
      ).toBe(first.key);
      await t.db.query("UPDATE invite_links SET expires_at = now() + interval '2 hours' WHERE key = $1", [first.key]);
      expect(
        ((await send(t.app, 'GET', `${base()}/invite_code/`, undefined, scene.users.editor.token)).json() as { key: string }).key,
      ).not.toBe(first.key);
    });
  });
});
