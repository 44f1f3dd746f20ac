import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/tokens.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Manager invitation, §4 pending, §5 invitation email rules, §6 defaults 1/1/2 and canEditUsers,
// §7; spec 00 §2 sign-up; decisions 341 (scope), 342 (pending address), 344 (grants), 345 (link and sign-up).
describe('manager-invitations/', () => {
  let t: TestApp;
  let scene: RoleScene;
  let seq = 0;
  const invite = (body: Record<string, unknown>, token = scene.users.admin.token) =>
    send(t.app, 'POST', '/api/v1/manager-invitations/', body, token);
  const pendingCount = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM manager_invitations WHERE user_id IS NULL'))[0].n);
  const fresh = () => `invitee-${++seq}@example.com`;
  const keyOf = (text: string) => /\/sign-up\?invite=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'mi', { campaigns: false });
  });
  afterAll(() => t.close());

  it('lists pending invitations to those who can view users, scoped to shared teams', async () => {
    const a = (await invite({ email: fresh(), teams: [scene.teamA] })).json() as { id: number };
    const both = (await invite({ email: fresh(), teams: [scene.teamA, scene.teamB] })).json() as { id: number };
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/manager-invitations/')).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 200,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const ids = async (token: string) =>
      (await send(t.app, 'GET', '/api/v1/manager-invitations/', undefined, token)).json() as Array<{ id: number; teams: number[] }>;
    expect((await ids(scene.users.readOnlyManager.token)).map((i) => i.id)).toEqual([a.id, both.id]);
    expect(await ids(scene.users.otherTeamManager.token)).toEqual([expect.objectContaining({ id: both.id, teams: [scene.teamB] })]);
    await t.db.query('DELETE FROM manager_invitations');
  });

  it('invites for canEditUsers managers, within their teams; defaults 1/1/2; mails a sign-up link, storing only its hash', async () => {
    const statuses = await statusByCaller(scene.users, (token) =>
      send(t.app, 'POST', '/api/v1/manager-invitations/', { email: fresh(), teams: [scene.teamA] }, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 400,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const email = fresh();
    const mails = t.outbox.length;
    const res = await invite({ email: ` ${email} `, teams: [scene.teamA] }, scene.users.editor.token);
    expect([res.statusCode, res.json()]).toEqual([
      201,
      {
        id: expect.any(Number),
        email,
        teams: [scene.teamA],
        permissions_campaigns: 1,
        permissions_teams: 1,
        permissions_users: 2,
        user: null,
      },
    ]);
    expect(t.outbox.length).toBe(mails + 1);
    const mail = t.outbox[t.outbox.length - 1];
    expect(mail.to).toBe(email);
    expect(mail.text).toContain('mi Team A');
    const key = keyOf(mail.text);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [row] = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM manager_invitations WHERE email = $1', [email]);
    expect(row.key_hash).toBe(sha256(key));
  });

  it('refuses a bad invitation, changing nothing and mailing nobody', async () => {
    await invite({ email: 'taken-invite@example.com', teams: [scene.teamA] });
    const before = [await pendingCount(), t.outbox.length];
    const cases: Array<[Record<string, unknown>, number, Record<string, unknown>, string?]> = [
      [{ teams: [scene.teamA] }, 400, { email: ['Required Field'] }],
      [{ email: '  ', teams: [scene.teamA] }, 400, { email: ['Required Field'] }],
      [{ email: 'nope', teams: [scene.teamA] }, 400, { email: ['Invalid Email Address'] }],
      [
        { email: 'mi-editor@example.com', teams: [scene.teamA] },
        400,
        { email: ['A user is already registered with this e-mail address.'] },
      ],
      [
        { email: 'TAKEN-invite@example.com', teams: [scene.teamA] },
        400,
        { email: ['A manager invitation was already sent to this email address.'] },
      ],
      [{ email: fresh(), teams: [] }, 400, { teams: ['Must select at least 1 option'] }],
      [{ email: fresh() }, 400, { teams: ['Required Field'] }],
      [{ email: fresh(), teams: [999999] }, 400, { teams: ['Invalid pk "999999" - object does not exist.'] }],
      [
        { email: fresh(), teams: [scene.teamB] },
        400,
        { teams: [`Invalid pk "${scene.teamB}" - object does not exist.`] },
        scene.users.editor.token,
      ],
      [{ email: fresh(), teams: [scene.teamA], permissions_users: 3 }, 400, { permissions_users: ['Incorrect type.'] }],
    ];
    for (const [body, status, answer, token] of cases) {
      const res = await invite(body, token);
      expect([res.statusCode, res.json()]).toEqual([status, answer]);
    }
    expect([await pendingCount(), t.outbox.length]).toEqual(before);
  });

  it('refuses a non-admin granting a level above their own', async () => {
    const limited = await createManager(t.db, { email: 'mi-limited@example.com', permissions: { campaigns: 1, teams: 0, users: 0 } });
    await t.db.query('INSERT INTO managers (user_id) VALUES ($1)', [limited.id]);
    await t.db.query('INSERT INTO manager_teams (manager_id, team_id) SELECT id, $2 FROM managers WHERE user_id = $1', [
      limited.id,
      scene.teamA,
    ]);
    const before = await pendingCount();
    expect((await invite({ email: fresh(), teams: [scene.teamA], permissions_campaigns: 0 }, limited.token)).statusCode).toBe(403);
    expect(await pendingCount()).toBe(before);
    expect(
      (await invite({ email: fresh(), teams: [scene.teamA], permissions_teams: 0, permissions_users: 0 }, limited.token)).statusCode,
    ).toBe(201);
  });

  it('edits teams and levels for canEditUsers managers of a shared team; the email stays', async () => {
    const made = (await invite({ email: fresh(), teams: [scene.teamA] })).json() as { id: number; email: string };
    const url = `/api/v1/manager-invitations/${made.id}/`;
    expect(await sameRequestByCaller(t.app, scene.users, 'PATCH', url, { permissions_teams: 0 })).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const locked = await send(t.app, 'PATCH', url, { email: 'other@example.com', permissions_campaigns: 0 }, scene.users.admin.token);
    expect([locked.statusCode, locked.json()]).toEqual([
      400,
      { email: ['Email address cannot be edited. Please delete invitation and make a new one if you need to change the email address.'] },
    ]);
    const stored = async () =>
      (await t.db.query('SELECT email, permissions_campaigns FROM manager_invitations WHERE id = $1', [made.id]))[0];
    expect(await stored()).toEqual({ email: made.email, permissions_campaigns: 1 }); // the refused PATCH changed nothing
    const badTeam = await send(t.app, 'PATCH', url, { teams: [scene.teamB], permissions_campaigns: 0 }, scene.users.editor.token);
    expect([badTeam.statusCode, await stored()]).toEqual([400, { email: made.email, permissions_campaigns: 1 }]);
    const res = await send(
      t.app,
      'PATCH',
      url,
      { email: made.email, teams: [scene.teamA, scene.teamB], permissions_campaigns: 0, permissions_users: 1 },
      scene.users.admin.token,
    );
    expect(res.json()).toEqual({
      id: made.id,
      email: made.email,
      teams: [scene.teamA, scene.teamB],
      permissions_campaigns: 0,
      permissions_teams: 0,
      permissions_users: 1,
      user: null,
    });
    const mine = await send(t.app, 'PATCH', url, { teams: [] }, scene.users.editor.token);
    expect(mine.json()).toMatchObject({ teams: [] });
    expect((await send(t.app, 'PATCH', url, { teams: [] }, scene.users.admin.token)).json()).toEqual({
      teams: ['Must select at least 1 option'],
    });
    expect((await send(t.app, 'PATCH', '/api/v1/manager-invitations/999999/', {}, scene.users.admin.token)).statusCode).toBe(404);
  });

  it('deletes for canEditUsers managers of a shared team; the link then stops working', async () => {
    const made = new Map<string, { id: number; email: string }>();
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
      made.set(caller, (await invite({ email: fresh(), teams: [scene.teamA] })).json());
    }
    const key = keyOf(t.outbox[t.outbox.length - 1].text);
    const statuses = await statusByCaller(scene.users, (token, caller) =>
      send(t.app, 'DELETE', `/api/v1/manager-invitations/${made.get(caller)?.id}/`, undefined, token),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const email = made.get('otherBroadcaster')?.email ?? '';
    await send(t.app, 'DELETE', `/api/v1/manager-invitations/${made.get('otherBroadcaster')?.id}/`, undefined, scene.users.admin.token);
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email,
      password1: 'a-long-passphrase-9',
      password2: 'a-long-passphrase-9',
      invite_key: key,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { non_field_errors: ['This invitation is invalid or has already been used.'] }]);
  });

  it('signing up with the link makes a manager of exactly those teams and levels, once', async () => {
    const email = fresh();
    await invite({ email, teams: [scene.teamB], permissions_campaigns: 0, permissions_teams: 1, permissions_users: 1 });
    const key = keyOf(t.outbox[t.outbox.length - 1].text);
    const mails = t.outbox.length;
    const password = 'a-long-passphrase-9';
    const other = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email: fresh(),
      password1: password,
      password2: password,
      invite_key: key,
    });
    expect([other.statusCode, other.json()]).toEqual([400, { non_field_errors: ['This invitation was sent to another email address.'] }]);
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email,
      password1: password,
      password2: password,
      username: email,
      invite_key: key,
    });
    expect(res.statusCode).toBe(201);
    const { key: token, user } = res.json() as { key: string; user: Record<string, unknown> };
    expect(user).toMatchObject({
      email,
      user_type: 2,
      is_admin: false,
      permissions_campaigns: 0,
      permissions_teams: 1,
      permissions_users: 1,
    });
    expect(t.outbox.length).toBe(mails); // the address is confirmed by the link: no confirmation mail
    const teams = (await send(t.app, 'GET', '/api/v1/teams/', undefined, token)).json() as Array<{ id: number }>;
    expect(teams.map((team) => team.id)).toEqual([scene.teamB]);
    const pending = (await send(t.app, 'GET', '/api/v1/manager-invitations/', undefined, scene.users.admin.token)).json() as Array<{
      email: string;
    }>;
    expect(pending.map((i) => i.email)).not.toContain(email);
    const managers = (await send(t.app, 'GET', '/api/v1/managers/', undefined, token)).json() as Array<{
      teams: number[];
      user: { email: string };
    }>;
    expect(managers.find((m) => m.user.email === email)).toMatchObject({ teams: [scene.teamB] });
    const again = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email: fresh(),
      password1: password,
      password2: password,
      invite_key: key,
    });
    expect(again.json()).toEqual({ non_field_errors: ['This invitation is invalid or has already been used.'] });
    const plain = await send(t.app, 'POST', '/api/v1/rest-auth/registration/', {
      email: 'plain-signup@example.com',
      password1: password,
      password2: password,
    });
    expect(plain.statusCode).toBe(201);
    const admins = (await send(t.app, 'GET', '/api/v1/managers/', undefined, scene.users.admin.token)).json() as Array<{
      teams: number[];
      user: { email: string };
    }>;
    expect(admins.find((m) => m.user.email === 'plain-signup@example.com')).toMatchObject({ teams: [] });
  });
});
