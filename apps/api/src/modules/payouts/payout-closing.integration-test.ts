import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../testing/test-app.ts';
import { closePayoutMonths } from './close-payout-months.ts';
import { listStatements, statementOf } from './payout-statements-service.ts';
import { addClicks, addConversions, addMinutes, openFlag, payoutChannel, type PayoutChannel } from './payouts-test-support.ts';

// Issue 30 part 3 (decisions 831-834): a month closes on the 5th of the next one, once, oldest first;
// a closed statement never changes; later changes reach the broadcaster as corrections next month.
let t: TestApp;
let scene: RoleScene;
let clock = new Date('2026-08-15T12:00:00Z');
const ch = {} as Record<'a' | 'b' | 'c' | 'd', PayoutChannel>;
let heldFlag = 0;

type Line = { kind: string; description: string; amount_cents: number; quantity: number | null; refers_to: unknown };
type Statement = { total_cents: number; earnings_cents: number; adjustments_cents: number; lines: Line[]; figures: Record<string, number> };

/** A statement as the API answers it, on the test clock (sign-in tokens idle out when the clock jumps months ahead). */
const statement = async (c: PayoutChannel, year: number, month: number): Promise<Statement> =>
  statementOf(t.db, c.broadcasterId, { year, month }, clock) as Promise<Statement>;
const kinds = (s: Statement) => s.lines.map((l) => [l.kind, l.amount_cents]);
const close = (iso: string) => {
  clock = new Date(iso);
  return closePayoutMonths(t.db, clock);
};
const counts = async () => {
  const [row] = await t.db.query<{ months: string; statements: string; lines: string }>(
    `SELECT (SELECT count(*) FROM payout_months) AS months, (SELECT count(*) FROM payout_statements) AS statements,
            (SELECT count(*) FROM payout_statement_lines) AS lines`,
  );
  return { months: Number(row.months), statements: Number(row.statements), lines: Number(row.lines) };
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  scene = await createRoleScene(t.db, 'pcl');
  for (const name of ['a', 'b', 'c', 'd'] as const) ch[name] = await payoutChannel(t, scene.campaignA.id, `pcl_${name}`);
  // a: 1,010 minutes (50.5 cents, half up to 51), 12 clicks, 2 verified and 3 unverified conversions.
  await addMinutes(t, ch.a.broadcasterId, '2026-08-02', 1000.4);
  await addMinutes(t, ch.a.broadcasterId, '2026-08-03', 9.6);
  await addClicks(t, ch.a, '2026-08-10T10:00:00Z', 12);
  await addConversions(t, ch.a, '2026-08-10T11:00:00Z', 2, true);
  await addConversions(t, ch.a, '2026-08-10T11:00:00Z', 3, false);
  // b: the last second of August and the first of September.
  await addClicks(t, ch.b, '2026-08-31T23:59:59Z', 3);
  await addClicks(t, ch.b, '2026-09-01T00:00:00Z', 4);
  await addConversions(t, ch.b, '2026-08-31T23:59:59.999Z', 1, true);
  await addConversions(t, ch.b, '2026-09-01T00:00:00Z', 1, true);
  await addMinutes(t, ch.b.broadcasterId, '2026-08-31', 1000);
  await addMinutes(t, ch.b.broadcasterId, '2026-09-01', 3000);
  // d: 10 clicks, 4 of them held in an open traffic flag.
  const dClicks = await addClicks(t, ch.d, '2026-08-20T08:00:00Z', 10);
  heldFlag = await openFlag(t, ch.d, dClicks.slice(0, 4), new Date('2026-08-21T00:00:00Z'));
});
afterAll(() => t.close());

describe('closing a month', () => {
  it('closes nothing before the 5th, the month at the 5th 00:00 UTC, and only once', async () => {
    expect(await close('2026-09-04T23:59:59.999Z')).toEqual([]);
    expect(await counts()).toEqual({ months: 0, statements: 0, lines: 0 });
    expect(await close('2026-09-05T00:00:00Z')).toEqual([{ year: 2026, month: 8 }]);
    const once = await counts();
    expect(await close('2026-09-05T00:00:00Z')).toEqual([]);
    expect(await close('2026-09-05T01:00:00Z')).toEqual([]);
    expect(await counts()).toEqual(once);
    const [month] = await t.db.query<{ closed_at: Date }>('SELECT closed_at FROM payout_months');
    expect(new Date(month.closed_at).toISOString()).toBe('2026-09-05T00:00:00.000Z');
  });

  it('pays minutes rounded half up, payable clicks and verified conversions only, in integer cents', async () => {
    const a = await statement(ch.a, 2026, 8);
    expect(a.figures).toEqual({
      viewable_minutes: 1010,
      counted_clicks: 12,
      held_clicks: 0,
      payable_clicks: 12,
      verified_conversions: 2,
      unverified_conversions: 3,
    });
    expect(kinds(a)).toEqual([
      ['viewable_minutes', 51],
      ['clicks', 120],
      ['conversions', 200],
    ]);
    expect(a.total_cents).toBe(371);
    const d = await statement(ch.d, 2026, 8);
    expect(d.figures).toMatchObject({ counted_clicks: 10, held_clicks: 4, payable_clicks: 6 });
    expect(d.total_cents).toBe(60);
  });

  it('counts 23:59:59 UTC on the last day in the month and 00:00:00 the next day in the next', async () => {
    const b = await statement(ch.b, 2026, 8);
    expect(b.figures).toMatchObject({ viewable_minutes: 1000, payable_clicks: 3, verified_conversions: 1 });
    expect(b.total_cents).toBe(50 + 30 + 100);
    clock = new Date('2026-09-20T00:00:00Z');
    const sep = await statement(ch.b, 2026, 9);
    expect(sep).toMatchObject({ total_cents: 150 + 40 + 100 });
    expect(sep.figures).toMatchObject({ viewable_minutes: 3000, payable_clicks: 4, verified_conversions: 1 });
  });

  it('keeps every statement total equal to the sum of its lines, in whole cents', async () => {
    const rows = await t.db.query<{ id: string; total: string; sum: string }>(
      `SELECT s.id, s.total_cents::text AS total, sum(l.amount_cents)::text AS sum
       FROM payout_statements s JOIN payout_statement_lines l ON l.statement_id = s.id GROUP BY s.id`,
    );
    expect(rows.length).toBe(3);
    for (const r of rows) {
      expect(r.total).toBe(r.sum);
      expect(r.total).toMatch(/^\d+$/);
    }
  });

  it('refuses to change or delete a closed month, statement or line, on the database itself', async () => {
    for (const sql of [
      'UPDATE payout_statements SET total_cents = 0',
      'DELETE FROM payout_statements',
      'UPDATE payout_statement_lines SET amount_cents = amount_cents + 1',
      'DELETE FROM payout_statement_lines',
      "UPDATE payout_months SET closed_at = now() - interval '1 day'",
      'DELETE FROM payout_months',
      'TRUNCATE payout_statement_lines',
      'TRUNCATE payout_statements CASCADE',
      'TRUNCATE payout_months CASCADE',
    ]) {
      await expect(t.db.query(sql), sql).rejects.toThrow(/immutable once closed/);
    }
    expect((await statement(ch.a, 2026, 8)).total_cents).toBe(371);
  });

  it('refuses a statement whose total is not the sum of its lines', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO payout_statements (year, month, broadcaster_id, broadcaster_username, viewable_minutes, counted_clicks,
          held_clicks, payable_clicks, verified_conversions, unverified_conversions, earnings_cents, adjustments_cents, total_cents)
          VALUES (2026, 8, 999999, 'forged', 0, 0, 0, 0, 0, 0, 100, 0, 100)`);
      }),
    ).rejects.toThrow(/lines sum to 0/);
  });
});

describe('after a month closed', () => {
  it('later clicks, a dismissed flag and a flag opened later reach next month as corrections', async () => {
    clock = new Date('2026-09-20T00:00:00Z');
    await addClicks(t, ch.a, '2026-08-25T09:00:00Z', 5); // late clicks in closed August
    const dismissed = await send(
      t.app,
      'POST',
      `/api/v1/traffic-flags/${heldFlag}/dismiss/`,
      { note: 'A school event' },
      scene.users.editor.token,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const bClicks = await t.db.query<{ id: string }>(
      "SELECT id FROM clicks WHERE broadcaster_id = $1 AND time < '2026-09-01' ORDER BY id LIMIT 2",
      [ch.b.broadcasterId],
    );
    await openFlag(
      t,
      ch.b,
      bClicks.map((r) => Number(r.id)),
      clock,
    );
    // August as closed does not move.
    expect((await statement(ch.a, 2026, 8)).total_cents).toBe(371);
    expect((await statement(ch.d, 2026, 8)).figures.payable_clicks).toBe(6);
    // September, still open, already shows the corrections it would close with; closing gives the same.
    const live = await statement(ch.a, 2026, 9);
    expect(await close('2026-10-05T00:00:00Z')).toEqual([{ year: 2026, month: 9 }]);
    const a = await statement(ch.a, 2026, 9);
    expect(a.lines).toEqual(live.lines);
    expect(a.lines.at(-1)).toEqual({
      kind: 'correction',
      description: 'Correction to August 2026: clicks 12 → 17',
      quantity: null,
      rate_cents: null,
      amount_cents: 50,
      reason: null,
      refers_to: { year: 2026, month: 8 },
    });
    expect(a).toMatchObject({ earnings_cents: 0, adjustments_cents: 50, total_cents: 50 });
    const d = await statement(ch.d, 2026, 9);
    expect(d.lines.at(-1)).toMatchObject({ description: 'Correction to August 2026: clicks 6 → 10', amount_cents: 40 });
    const b = await statement(ch.b, 2026, 9);
    expect(b.lines.at(-1)).toMatchObject({ description: 'Correction to August 2026: clicks 3 → 1', amount_cents: -20 });
    expect(b).toMatchObject({ earnings_cents: 290, adjustments_cents: -20, total_cents: 270 });
  });

  it('carries a negative month forward, catches up several months oldest first, and corrects each change once', async () => {
    clock = new Date('2026-10-10T00:00:00Z');
    await addClicks(t, ch.c, '2026-10-02T00:00:00Z', 10); // October: 100 cents
    await addClicks(t, ch.c, '2026-11-02T00:00:00Z', 50); // November: 500 cents
    const adjustment = await send(
      t.app,
      'POST',
      '/api/v1/payout-adjustments/',
      { broadcaster: ch.c.username, amount_cents: -300, reason: 'Chargeback' },
      scene.users.admin.token,
    );
    expect(adjustment.statusCode, adjustment.body).toBe(201);
    // Before the closings, on 2 December: October (late), November and December are open and chain live.
    clock = new Date('2026-12-02T00:00:00Z');
    const open = await listStatements(t.db, ch.c.broadcasterId, clock);
    expect(open.results.map((r) => [r.month, r.status, r.total_cents])).toEqual([
      [12, 'open', 0],
      [11, 'open', 300],
      [10, 'open', 0],
    ]);
    const liveNov = await statement(ch.c, 2026, 11);
    expect(await close('2026-12-05T00:00:00Z')).toEqual([
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ]);
    const oct = await statement(ch.c, 2026, 10);
    expect(oct.lines.map((l) => [l.kind, l.description, l.amount_cents])).toEqual([
      ['viewable_minutes', 'Viewable minutes (per 1,000)', 0],
      ['clicks', 'Clicks', 100],
      ['conversions', 'Verified conversions', 0],
      ['adjustment', 'Adjustment', -300],
      ['carried_forward', 'Carried to November 2026', 200],
    ]);
    expect(oct).toMatchObject({ earnings_cents: 100, adjustments_cents: -100, total_cents: 0 });
    const nov = await statement(ch.c, 2026, 11);
    expect(nov.lines[0]).toMatchObject({ kind: 'carried_over', description: 'Carried from October 2026', amount_cents: -200 });
    expect(nov).toMatchObject({ earnings_cents: 500, adjustments_cents: -200, total_cents: 300 });
    expect(nov.lines).toEqual(liveNov.lines);
    // The corrections made in September are known: October corrects nothing again.
    for (const c of [ch.a, ch.b, ch.d]) await expect(statement(c, 2026, 10), c.username).rejects.toMatchObject({ statusCode: 404 });
  });

  it('starts the first closing at the earliest month with data, catches up at most 24 months, once across runs', async () => {
    const months = await t.db.query<{ year: number; month: number }>('SELECT year, month FROM payout_months ORDER BY year, month');
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual(['2026-8', '2026-9', '2026-10', '2026-11']);
    // Two runs at once (two API processes): each month is closed by one of them, once.
    clock = new Date('2029-06-05T00:00:00Z');
    const runs = await Promise.all([closePayoutMonths(t.db, clock), closePayoutMonths(t.db, clock)]);
    const closed = runs.flat().map((m) => `${m.year}-${m.month}`);
    expect(closed).toHaveLength(24);
    expect(new Set(closed).size).toBe(24);
    const [first] = await t.db.query<{ year: number; month: number }>(
      'SELECT year, month FROM payout_months WHERE (year, month) > (2026, 11) ORDER BY year, month LIMIT 1',
    );
    expect(first).toEqual({ year: 2027, month: 6 });
  });
});
