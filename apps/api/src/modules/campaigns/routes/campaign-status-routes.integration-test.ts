import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createBroadcaster, daysFromNow, insertCampaign, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §4 (broadcaster statuses), §5 (invite/add rules), §6, §7 (PATCH campaigns/{slug}/{status}/, get_statuses, invite_code).
describe('campaign status calls', () => {
  let t: TestApp;
  let s: RoleScene;
  let ended: { id: number; slug: string };

  beforeAll(async () => {
    t = await createTestApp();
    s = await createRoleScene(t.db, 'cst');
    ended = {
      slug: 'cst-ended',
      id: await insertCampaign(t.db, { slug: 'cst-ended', teamId: s.teamA, start: daysFromNow(-30), end: daysFromNow(-1) }),
    };
  });
  afterAll(() => t.close());

  const url = (slug: string, action: string) => `/api/v1/campaigns/${slug}/${action}/`;
  const patch = (slug: string, action: string, broadcaster: string, token = s.users.editor.token) =>
    send(t.app, 'PATCH', url(slug, action), { broadcaster }, token);
  const statusOf = async (campaignId: number, broadcasterId: number) =>
    (
      await t.db.query<{ status: string }>('SELECT status FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2', [
        campaignId,
        broadcasterId,
      ])
    )[0]?.status ?? null;
  const events = (campaignId: number) =>
    t.db.query<{ event_type: string; message: string }>(
      'SELECT event_type, message FROM campaign_events WHERE campaign_id = $1 ORDER BY id',
      [campaignId],
    );
  const counts = async () => {
    const [row] = await t.db.query<{ statuses: number; events: number }>(
      'SELECT (SELECT count(*) FROM campaign_statuses)::int AS statuses, (SELECT count(*) FROM campaign_events)::int AS events',
    );
    return { ...row, mails: t.outbox.length };
  };

  describe('who may call them', () => {
    it('PATCH invite: editors of the campaign only', async () => {
      const targets: Record<string, string> = {};
      for (const caller of [
        'anonymous',
        'admin',
        'editor',
        'readOnlyManager',
        'otherTeamManager',
        'brandViewer',
        'broadcaster',
        'otherBroadcaster',
      ]) {
        targets[caller] = `cst_target_${caller.toLowerCase()}`;
        await createBroadcaster(t.db, targets[caller]);
      }
      const result = await statusByCaller(s.users, (token, caller) =>
        send(t.app, 'PATCH', url(s.campaignA.slug, 'invite'), { broadcaster: targets[caller] }, token),
      );
      expect(result).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    });

    it.each(['add_from_team', 'activate', 'deactivate'])('PATCH %s: the same permissions', async (action) => {
      // A refused body (unknown broadcaster) still shows who got past the permission checks: 400.
      const result = await sameRequestByCaller(t.app, s.users, 'PATCH', url(s.campaignA.slug, action), { broadcaster: 'cst_nobody' });
      expect(result).toEqual({
        anonymous: 401,
        admin: 400,
        editor: 400,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    });

    it('GET get_statuses: managers who see the campaign', async () => {
      expect(await sameRequestByCaller(t.app, s.users, 'GET', url(s.campaignA.slug, 'get_statuses'))).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 200,
        otherTeamManager: 404,
        brandViewer: 200,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    });

    it('GET invite_code: editors of the campaign', async () => {
      expect(await sameRequestByCaller(t.app, s.users, 'GET', url(s.campaignA.slug, 'invite_code'))).toEqual({
        anonymous: 401,
        admin: 200,
        editor: 200,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    });

    it.each(['add_squad', 'remove_squad'])('PATCH %s: editors of the campaign', async (action) => {
      const result = await sameRequestByCaller(t.app, s.users, 'PATCH', url(s.campaignA.slug, action), { squad: 2147483647 });
      expect(result).toEqual({
        anonymous: 401,
        admin: 400,
        editor: 400,
        readOnlyManager: 403,
        otherTeamManager: 404,
        brandViewer: 403,
        broadcaster: 403,
        otherBroadcaster: 403,
      });
    });
  });

  describe('invite', () => {
    it('makes the broadcaster Invited, writes invite_sent and mails a link to the studio dashboard', async () => {
      const b = await createBroadcaster(t.db, 'cst_newcomer');
      const mails = t.outbox.length;
      const res = await patch(s.campaignA.slug, 'invite', 'CST_Newcomer');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        username: 'cst_newcomer',
        status: 'Invited',
        responded_at: null,
        invited_at: expect.stringMatching(/Z$/),
      });
      expect(await statusOf(s.campaignA.id, b.id)).toBe('Invited');
      expect((await events(s.campaignA.id)).at(-1)).toEqual({
        event_type: 'invite_sent',
        message: 'cst_newcomer was invited to the campaign',
      });
      expect(t.outbox.length).toBe(mails + 1);
      const mail = t.outbox.at(-1)!;
      expect(mail.to).toBe('cst_newcomer@example.com');
      expect(mail.text).toContain('http://localhost:4400/dashboard');
      expect(mail.subject).toContain('cst Campaign A');
    });

    it('refuses with the messages of spec 01 §5 and changes nothing', async () => {
      const invited = await createBroadcaster(t.db, 'cst_invited');
      await setCampaignStatus(t.db, s.campaignA.id, invited.id, 'Invited');
      const flagged = await createBroadcaster(t.db, 'cst_flagged');
      await setCampaignStatus(t.db, s.campaignA.id, flagged.id, 'Flagged');
      const before = await counts();
      const cases: Array<[string, string]> = [
        ['cst_invited', messages.pendingInvitation],
        ['cst_flagged', messages.alreadyOnCampaign],
        [s.users.broadcaster.login, messages.alreadyOnCampaign],
        ['cst_no_such_user', messages.selectValidBroadcaster],
        ['   ', messages.selectValidBroadcaster],
        [s.users.editor.login, messages.selectValidBroadcaster],
      ];
      for (const [username, message] of cases) {
        const res = await patch(s.campaignA.slug, 'invite', username);
        expect(res.statusCode, username).toBe(400);
        expect(res.json()).toEqual({ broadcaster: [message] });
      }
      expect(await counts()).toEqual(before);
    });

    it('invites a broadcaster who declined again', async () => {
      const b = await createBroadcaster(t.db, 'cst_decliner');
      await setCampaignStatus(t.db, s.campaignA.id, b.id, 'Declined');
      expect((await patch(s.campaignA.slug, 'invite', 'cst_decliner')).statusCode).toBe(200);
      expect(await statusOf(s.campaignA.id, b.id)).toBe('Invited');
    });

    it('writes neither the status nor the event when the event cannot be written (one transaction)', async () => {
      const b = await createBroadcaster(t.db, 'cst_atomic');
      await t.db.exec(`CREATE FUNCTION cst_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
        CREATE TRIGGER cst_refuse BEFORE INSERT ON campaign_events FOR EACH ROW WHEN (NEW.message LIKE 'cst_atomic%') EXECUTE FUNCTION cst_refuse()`);
      try {
        const mails = t.outbox.length;
        const res = await patch(s.campaignA.slug, 'invite', 'cst_atomic');
        expect(res.statusCode).toBe(500);
        expect(await statusOf(s.campaignA.id, b.id)).toBeNull();
        expect(t.outbox.length).toBe(mails);
      } finally {
        await t.db.exec('DROP TRIGGER cst_refuse ON campaign_events; DROP FUNCTION cst_refuse()');
      }
    });
  });

  describe('add_from_team', () => {
    it('adds an Active team member as Pending, or Active with auto_active_invites, with broadcaster_added', async () => {
      const member = await createBroadcaster(t.db, 'cst_member');
      await setTeamStatus(t.db, s.teamA, member.id, 'Active');
      const res = await patch(s.campaignA.slug, 'add_from_team', 'cst_member');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('Pending');
      expect((await events(s.campaignA.id)).at(-1)?.event_type).toBe('broadcaster_added');

      const auto = await insertCampaign(t.db, { slug: 'cst-auto', teamId: s.teamA, autoActiveInvites: true });
      await setCampaignStatus(t.db, auto, member.id, 'Invited');
      const again = await patch('cst-auto', 'add_from_team', 'cst_member');
      expect(again.json().status).toBe('Active');
    });

    it('refuses non-members and broadcasters already on the campaign', async () => {
      const outsider = await createBroadcaster(t.db, 'cst_outsider');
      const removed = await createBroadcaster(t.db, 'cst_removed');
      await setTeamStatus(t.db, s.teamA, removed.id, 'Deactivated');
      const before = await counts();
      expect((await patch(s.campaignA.slug, 'add_from_team', 'cst_outsider')).json()).toEqual({
        broadcaster: [messages.selectValidTeamMember],
      });
      expect((await patch(s.campaignA.slug, 'add_from_team', 'cst_removed')).json()).toEqual({
        broadcaster: [messages.selectValidTeamMember],
      });
      expect((await patch(s.campaignA.slug, 'add_from_team', 'nobody_at_all')).json()).toEqual({
        broadcaster: [messages.selectValidTeamMember],
      });
      expect((await patch(s.campaignA.slug, 'add_from_team', s.users.broadcaster.login)).json()).toEqual({
        broadcaster: [messages.alreadyOnCampaign],
      });
      expect(await counts()).toEqual(before);
      expect(outsider.id).toBeGreaterThan(0);
    });
  });

  describe('activate and deactivate', () => {
    it.each(['Flagged', 'Deactivated', 'Pending', 'Campaign Ended'])('activates a %s broadcaster', async (status) => {
      const b = await createBroadcaster(t.db, `cst_act_${status.replace(' ', '_').toLowerCase()}`);
      await setCampaignStatus(t.db, s.campaignA.id, b.id, status);
      const res = await patch(s.campaignA.slug, 'activate', `cst_act_${status.replace(' ', '_').toLowerCase()}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(s.campaignA.id, b.id)).toBe('Active');
      expect((await events(s.campaignA.id)).at(-1)?.event_type).toBe('broadcaster_activated');
    });

    it('deactivates an Active broadcaster, and refuses the wrong starting status', async () => {
      const b = await createBroadcaster(t.db, 'cst_toggle');
      await setCampaignStatus(t.db, s.campaignA.id, b.id, 'Active');
      expect((await patch(s.campaignA.slug, 'deactivate', 'cst_toggle')).statusCode).toBe(200);
      expect(await statusOf(s.campaignA.id, b.id)).toBe('Deactivated');
      expect((await events(s.campaignA.id)).at(-1)).toEqual({
        event_type: 'broadcaster_deactivated',
        message: 'cst_toggle was deactivated',
      });
      const before = await counts();
      expect((await patch(s.campaignA.slug, 'deactivate', 'cst_toggle')).json()).toEqual({ broadcaster: [messages.notActiveBroadcaster] });
      await setCampaignStatus(t.db, s.campaignA.id, b.id, 'Invited');
      expect((await patch(s.campaignA.slug, 'activate', 'cst_toggle')).json()).toEqual({ broadcaster: [messages.notInactiveBroadcaster] });
      expect((await patch(s.campaignA.slug, 'activate', s.users.broadcaster.login)).json()).toEqual({
        broadcaster: [messages.notInactiveBroadcaster],
      });
      expect((await counts()).events).toBe(before.events);
    });
  });

  it('refuses every change on an ended campaign', async () => {
    const b = await createBroadcaster(t.db, 'cst_late');
    await setCampaignStatus(t.db, ended.id, b.id, 'Campaign Ended');
    const before = await counts();
    for (const action of ['invite', 'add_from_team', 'activate', 'deactivate']) {
      const res = await patch(ended.slug, action, 'cst_late', s.users.admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
    }
    expect((await send(t.app, 'GET', url(ended.slug, 'invite_code'), undefined, s.users.editor.token)).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('lists every status of the campaign, invitations included', async () => {
    const res = await send(t.app, 'GET', url(s.campaignA.slug, 'get_statuses'), undefined, s.users.readOnlyManager.token);
    const rows = res.json() as Array<{ username: string; status: string; platforms: string[] }>;
    expect(rows.find((r) => r.username === s.users.broadcaster.login)).toMatchObject({ status: 'Active', platforms: [] });
    expect(rows.find((r) => r.username === 'cst_newcomer')?.status).toBe('Invited');
    expect(rows.map((r) => r.username)).toEqual([...rows.map((r) => r.username)].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an invite link the invite page can read, reused on the next call', async () => {
    const first = await send(t.app, 'GET', url(s.campaignA.slug, 'invite_code'), undefined, s.users.editor.token);
    const second = await send(t.app, 'GET', url(s.campaignA.slug, 'invite_code'), undefined, s.users.admin.token);
    expect(first.json().key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.json()).toEqual(first.json());
    const read = await send(t.app, 'GET', `/api/v1/invite-links/campaign/${first.json().key}/`);
    expect(read.json()).toMatchObject({ campaign_name: 'cst Campaign A' });
  });
});
