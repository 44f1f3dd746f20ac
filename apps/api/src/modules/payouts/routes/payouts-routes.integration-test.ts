import { payoutAdjustmentMessages as m } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { closePayoutMonths } from '../close-payout-months.ts';
import { addClicks, addMinutes, linkFor } from '../payouts-test-support.ts';

// Issue 30 part 3: every payouts route for each role (README "Add an endpoint"), the 404s, and bad input.
let t: TestApp;
let scene: RoleScene;
let clock = new Date('2026-11-29T12:00:00Z');
const caster = () => scene.users.broadcaster;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  scene = await createRoleScene(t.db, 'pyr');
  const ch = await linkFor(t, scene.campaignA.id, caster().id, caster().login);
  await addClicks(t, ch, '2026-10-10T12:00:00Z', 30);
  await addMinutes(t, caster().id, '2026-10-11', 4000);
  await addClicks(t, ch, '2026-11-03T12:00:00Z', 5);
  expect(await closePayoutMonths(t.db, clock)).toEqual([{ year: 2026, month: 10 }]);
});
afterAll(() => t.close());

const onlyBroadcasters = {
  anonymous: 401,
  admin: 403,
  editor: 403,
  readOnlyManager: 403,
  otherTeamManager: 403,
  brandViewer: 403,
  broadcaster: 200,
  otherBroadcaster: 200,
};
const onlyAdmins = {
  anonymous: 401,
  admin: 200,
  editor: 403,
  readOnlyManager: 403,
  otherTeamManager: 403,
  brandViewer: 403,
  broadcaster: 403,
  otherBroadcaster: 403,
};

describe("the broadcaster's statements", () => {
  it('answer broadcasters only, each their own', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/payout-statements/')).toEqual(onlyBroadcasters);
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/payout-statements/2026/11/')).toEqual(onlyBroadcasters);
    // The other broadcaster had nothing in October: no statement of a closed month.
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/payout-statements/2026/10/')).toEqual({
      ...onlyBroadcasters,
      otherBroadcaster: 404,
    });
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/payout-statements/2026/10/pdf/')).toEqual({
      ...onlyBroadcasters,
      otherBroadcaster: 404,
    });
  });

  it('lists open months first, then closed statements newest first', async () => {
    const res = await send(t.app, 'GET', '/api/v1/payout-statements/', undefined, caster().token);
    expect(res.json().results).toEqual([
      { year: 2026, month: 11, status: 'open', closed_at: null, closes_on: '2026-12-05', total_cents: 50 },
      { year: 2026, month: 10, status: 'closed', closed_at: clock.toISOString(), closes_on: '2026-11-05', total_cents: 500 },
    ]);
  });

  it('reads a closed statement, an open one live, and 404s a future month', async () => {
    const closed = (await send(t.app, 'GET', '/api/v1/payout-statements/2026/10/', undefined, caster().token)).json();
    expect(closed).toMatchObject({ status: 'closed', currency: 'USD', earnings_cents: 500, adjustments_cents: 0, total_cents: 500 });
    expect(closed.lines.map((l: { kind: string; amount_cents: number }) => [l.kind, l.amount_cents])).toEqual([
      ['viewable_minutes', 200],
      ['clicks', 300],
      ['conversions', 0],
    ]);
    const open = (await send(t.app, 'GET', '/api/v1/payout-statements/2026/11/', undefined, caster().token)).json();
    expect(open).toMatchObject({ status: 'open', closed_at: null, closes_on: '2026-12-05', total_cents: 50 });
    expect(open.fee_schedule).toEqual({ per_thousand_viewable_minutes_cents: 50, per_click_cents: 10, per_verified_conversion_cents: 100 });
    for (const path of ['2026/12', '2027/1']) {
      const res = await send(t.app, 'GET', `/api/v1/payout-statements/${path}/`, undefined, caster().token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    for (const path of ['2026/13', '1999/1', 'x/1']) {
      expect((await send(t.app, 'GET', `/api/v1/payout-statements/${path}/`, undefined, caster().token)).statusCode, path).toBe(400);
    }
  });

  it('downloads a closed statement as a PDF, never an open one', async () => {
    const res = await send(t.app, 'GET', '/api/v1/payout-statements/2026/10/pdf/', undefined, caster().token);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('advocate-statement-2026-10.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send(t.app, 'GET', '/api/v1/payout-statements/2026/11/pdf/', undefined, caster().token)).statusCode).toBe(404);
  });
});

describe("admins' payouts", () => {
  const username = () => caster().login;

  it('answer admins only', async () => {
    for (const path of [
      'payouts/months/',
      'payouts/2026/10/',
      `payouts/2026/10/broadcasters/${username()}/`,
      `payouts/2026/11/broadcasters/${username()}/`,
      `payouts/2026/10/broadcasters/${username()}/pdf/`,
      'payouts/2026/10/export/?file_format=csv',
      'payouts/2026/10/export/?file_format=xlsx',
      'payout-adjustments/',
    ]) {
      expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/${path}`), path).toEqual(onlyAdmins);
    }
  });

  it('404 a month not closed, an unknown broadcaster, or an open statement as a PDF', async () => {
    const admin = scene.users.admin.token;
    for (const path of [
      'payouts/2026/11/',
      'payouts/2026/11/export/?file_format=csv',
      'payouts/2026/10/broadcasters/nobody_here/',
      `payouts/2026/10/broadcasters/${scene.users.editor.login}/`,
      `payouts/2026/11/broadcasters/${username()}/pdf/`,
      `payouts/2026/12/broadcasters/${username()}/`,
    ]) {
      expect((await send(t.app, 'GET', `/api/v1/${path}`, undefined, admin)).statusCode, path).toBe(404);
    }
    expect((await send(t.app, 'GET', '/api/v1/payouts/2026/10/export/?file_format=pdf', undefined, admin)).statusCode).toBe(400);
  });

  it('lists the closed months and reads one', async () => {
    const admin = scene.users.admin.token;
    expect((await send(t.app, 'GET', '/api/v1/payouts/months/', undefined, admin)).json()).toEqual({
      results: [{ year: 2026, month: 10, closed_at: clock.toISOString(), statements: 1, total_cents: 500 }],
    });
    expect((await send(t.app, 'GET', '/api/v1/payouts/2026/10/', undefined, admin)).json()).toEqual({
      year: 2026,
      month: 10,
      closed_at: clock.toISOString(),
      total_cents: 500,
      statements: [
        {
          broadcaster: { id: caster().id, username: username() },
          viewable_minutes: 4000,
          payable_clicks: 30,
          verified_conversions: 0,
          earnings_cents: 500,
          adjustments_cents: 0,
          total_cents: 500,
        },
      ],
    });
  });
});

describe('payout adjustments', () => {
  const count = async () =>
    (
      await t.db.query<{ n: string; a: string }>(
        'SELECT (SELECT count(*) FROM payout_adjustments) AS n, (SELECT count(*) FROM activity) AS a',
      )
    )[0];

  it('are added and deleted by admins only, each recorded in the activity log', async () => {
    const body = { broadcaster: caster().login, amount_cents: -250, reason: 'Refund of a double payment' };
    const created: number[] = [];
    expect(
      await statusByCaller(scene.users, async (token) => {
        const res = await send(t.app, 'POST', '/api/v1/payout-adjustments/', body, token);
        if (res.statusCode === 201) created.push(res.json().id);
        return res;
      }),
    ).toEqual({ ...onlyAdmins, admin: 201 });
    const [id] = created;
    const list = (await send(t.app, 'GET', '/api/v1/payout-adjustments/', undefined, scene.users.admin.token)).json();
    expect(list.results).toEqual([
      {
        id,
        broadcaster: { id: caster().id, username: caster().login },
        amount_cents: -250,
        reason: 'Refund of a double payment',
        created_at: clock.toISOString(),
        created_by: { id: scene.users.admin.id, email: scene.users.admin.login },
      },
    ]);
    const [entry] = await t.db.query<{ kind: string; action: string; team_id: number | null; team_ids: number[] }>(
      'SELECT kind, action, team_id, team_ids FROM activity ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ kind: 'payouts', action: 'adjustment_created', team_id: null, team_ids: [] });
    // The open statement shows it as a line already.
    const open = (await send(t.app, 'GET', '/api/v1/payout-statements/2026/11/', undefined, caster().token)).json();
    expect(open.lines.at(-1)).toMatchObject({ kind: 'carried_forward', amount_cents: 200, description: 'Carried to December 2026' });
    expect(open.lines.find((l: { kind: string }) => l.kind === 'adjustment')).toMatchObject({
      amount_cents: -250,
      reason: 'Refund of a double payment',
    });
    expect(open.total_cents).toBe(0);

    expect(await sameRequestByCaller(t.app, scene.users, 'DELETE', `/api/v1/payout-adjustments/${id}/`)).toEqual({
      ...onlyAdmins,
      admin: 204,
    });
    expect((await send(t.app, 'DELETE', `/api/v1/payout-adjustments/${id}/`, undefined, scene.users.admin.token)).statusCode).toBe(404);
    const [last] = await t.db.query<{ action: string }>('SELECT action FROM activity ORDER BY id DESC LIMIT 1');
    expect(last.action).toBe('adjustment_deleted');
  });

  it('refuses bad input with the exact messages and changes nothing', async () => {
    const admin = scene.users.admin.token;
    const before = await count();
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ broadcaster: 'nobody_here', amount_cents: 100, reason: 'x' }, { broadcaster: [m.unknownBroadcaster] }],
      [{ broadcaster: scene.users.editor.login, amount_cents: 100, reason: 'x' }, { broadcaster: [m.unknownBroadcaster] }],
      [{ broadcaster: caster().login, amount_cents: 0, reason: 'x' }, { amount_cents: [m.amountZero] }],
      [{ broadcaster: caster().login, amount_cents: 10_000_001, reason: 'x' }, { amount_cents: [m.amountTooLarge] }],
      [{ broadcaster: caster().login, amount_cents: 12.5, reason: 'x' }, { amount_cents: [m.amountWholeCents] }],
      [{ broadcaster: caster().login, amount_cents: 100 }, { reason: [m.reasonRequired] }],
      [{ broadcaster: caster().login, amount_cents: 100, reason: '   ' }, { reason: [m.reasonRequired] }],
      [{ broadcaster: caster().login, amount_cents: 100, reason: 'x'.repeat(201) }, { reason: [m.reasonTooLong] }],
      [{}, { broadcaster: [m.broadcasterRequired], amount_cents: [m.amountRequired], reason: [m.reasonRequired] }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(t.app, 'POST', '/api/v1/payout-adjustments/', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(errors);
    }
    for (const body of [{ broadcaster: caster().login, amount_cents: '100', reason: 'x' }, { amount_cents: 1, extra: true }, [1, 2]]) {
      expect((await send(t.app, 'POST', '/api/v1/payout-adjustments/', body, admin)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toEqual(before);
  });

  it('an applied adjustment cannot be deleted', async () => {
    const admin = scene.users.admin.token;
    const res = await send(
      t.app,
      'POST',
      '/api/v1/payout-adjustments/',
      { broadcaster: caster().login, amount_cents: 700, reason: 'Bonus' },
      admin,
    );
    expect(res.statusCode).toBe(201);
    clock = new Date('2026-12-05T00:00:00Z');
    expect(await closePayoutMonths(t.db, clock)).toEqual([{ year: 2026, month: 11 }]);
    const del = await send(t.app, 'DELETE', `/api/v1/payout-adjustments/${res.json().id}/`, undefined, admin);
    expect(del.statusCode).toBe(404);
    await expect(t.db.query('DELETE FROM payout_adjustments WHERE id = $1', [res.json().id])).rejects.toThrow(/cannot be changed/);
    const nov = (await send(t.app, 'GET', '/api/v1/payout-statements/2026/11/', undefined, caster().token)).json();
    expect(nov).toMatchObject({ status: 'closed', earnings_cents: 50, adjustments_cents: 700, total_cents: 750 });
  });
});
