import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { recordActivity } from '../activity-record.ts';

// Issue 30 part 4, decision 800: entries are append-only; the database itself refuses UPDATE, DELETE
// and TRUNCATE on the table, whoever runs them, on PGlite and PostgreSQL alike.
describe('the activity table', () => {
  let t: TestApp;
  let scene: RoleScene;
  const entries = async () => (await t.db.query<{ subject: string }>('SELECT subject FROM activity ORDER BY id')).map((r) => r.subject);
  const refusal = async (sql: string) => {
    try {
      await t.db.query(sql);
      return null;
    } catch (error) {
      return error as { code?: string; message?: string };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'ao', { campaigns: false });
    await recordActivity(t.db, scene.users.editor.id, {
      at: new Date(),
      kind: 'team',
      action: 'updated',
      place: { teamId: scene.teamA },
      subject: 'kept',
      before: { name: 'a' },
      after: { name: 'b' },
    });
  });
  afterAll(() => t.close());

  it('refuses UPDATE, DELETE and TRUNCATE, and keeps the entry as it was', async () => {
    for (const sql of [
      `UPDATE activity SET subject = 'changed'`,
      `UPDATE activity SET after = '{}'::jsonb WHERE subject = 'kept'`,
      'DELETE FROM activity',
      `DELETE FROM activity WHERE subject = 'kept'`,
      'TRUNCATE activity',
    ]) {
      const error = await refusal(sql);
      expect(error, sql).not.toBeNull();
      expect(error?.code, sql).toBe('42501');
      expect(error?.message, sql).toMatch(/append-only/);
    }
    expect(await entries()).toEqual(['kept']);
  });

  it('refuses them inside a transaction too, which then commits nothing', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, scene.users.editor.id, {
          at: new Date(),
          kind: 'team',
          action: 'updated',
          place: { teamId: scene.teamA },
          subject: 'rolled back',
          before: { name: 'b' },
          after: { name: 'c' },
        });
        await tx.query('DELETE FROM activity');
      }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await entries()).toEqual(['kept']);
  });

  it('still takes new entries', async () => {
    await recordActivity(t.db, scene.users.editor.id, {
      at: new Date(),
      kind: 'squad',
      action: 'created',
      place: { teamId: scene.teamA },
      subject: 'added',
      before: null,
      after: { name: 'Squad' },
    });
    expect(await entries()).toEqual(['kept', 'added']);
  });
});
