import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEndpoints } from '../../../testing/fuzz/write-endpoints.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { startOAuthWorld, twitchCode, type OAuthWorld } from '../../social/routes/oauth-test-support.ts';
import { NOT_RECORDED, RECORDED, type CoverageContext } from './activity-coverage-test-support.ts';

// Issue 30 part 4: every manager write route records an entry in the transaction of its change.
describe('the activity log covers every manager write', () => {
  let w: OAuthWorld;
  let scene: RoleScene;
  let seq = 0;
  let c: CoverageContext;
  const newest = async () =>
    (await w.t.db.query<{ id: string; kind: string }>('SELECT id, kind FROM activity ORDER BY id DESC LIMIT 1'))[0] ?? {
      id: '0',
      kind: '',
    };

  beforeAll(async () => {
    w = await startOAuthWorld();
    scene = await createRoleScene(w.t.db, 'cov');
    c = { db: w.t.db, scene, unique: (prefix) => `${prefix}_${++seq}`, twitchCode: (login) => twitchCode(w, login) };
  });
  afterAll(() => w.close());

  it('lists every write route of the API as recorded or not, once', async () => {
    const operations = (await writeEndpoints(w.t.app)).map((e) => e.operationId).sort();
    const classified = [...Object.keys(RECORDED), ...Object.keys(NOT_RECORDED)].sort();
    expect(classified).toEqual(operations);
  });

  it.each(Object.entries(RECORDED))('%s records an entry of its kind', async (operationId, entry) => {
    const request = await entry.call(c);
    const before = await newest();
    const res = await send(w.t.app, request.method, request.url, request.body, scene.users.admin.token);
    expect(res.statusCode, `${operationId}: ${res.body}`).toBeLessThan(300);
    const after = await newest();
    expect(Number(after.id), operationId).toBeGreaterThan(Number(before.id));
    expect(after.kind, operationId).toBe(entry.kind);
  });

  it('kept no secret those writes made: webhook and conversion secrets, chatbot tokens', async () => {
    const secrets = await w.t.db.query<{ secret: string }>(
      `SELECT secret FROM webhooks UNION ALL SELECT secret FROM conversion_secrets
       UNION ALL SELECT access_token FROM chatbot_accounts WHERE access_token IS NOT NULL`,
    );
    expect(secrets.length).toBeGreaterThan(2);
    const [{ stored }] = await w.t.db.query<{ stored: string }>(
      `SELECT string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' ') AS stored FROM activity`,
    );
    for (const { secret } of secrets) expect(stored).not.toContain(secret);
    expect(stored).toContain('"secret": "[secret]"');
    expect(stored).toContain('"conversion_secret": "[secret]"');
  });

  it('kept names and labels a person reads, never ids or codes', async () => {
    const entries = await w.t.db.query<{ kind: string; action: string; before: unknown; after: unknown }>(
      'SELECT kind, action, before, after FROM activity ORDER BY id',
    );
    expect(entries.length).toBeGreaterThan(40);
    // A field naming a thing (`component`, `audit`, `components`...) holds its name, not its number;
    // a list of teams or campaigns keeps {id, name, team} pairs, whose ids only scope who reads them.
    const names =
      /^(.*_)?(ids?|component|components|audit|label|labels|squad|squads|campaign|campaigns|broadcaster|broadcasters|team|teams|version)$/;
    const isRef = (value: object) => typeof (value as { name?: unknown }).name === 'string';
    const idLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
    const isId = (value: unknown) => idLike(value) || (Array.isArray(value) && value.some(idLike));
    const found: string[] = [];
    const walk = (where: string, value: unknown): void => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(`${where}[${i}]`, item));
      else if (value !== null && typeof value === 'object') {
        for (const [field, inner] of Object.entries(value)) {
          if (!isRef(value) && names.test(field) && isId(inner)) found.push(`${where}.${field}`);
          // Codes a person cannot read: permission levels (0, 1, 2).
          if (field.startsWith('permissions_') && typeof inner === 'number') found.push(`${where}.${field}`);
          walk(`${where}.${field}`, inner);
        }
      }
    };
    for (const e of entries) {
      walk(`${e.kind}/${e.action}.before`, e.before);
      walk(`${e.kind}/${e.action}.after`, e.after);
    }
    expect(found).toEqual([]);
    const entry = (kind: string, action: string) => entries.find((e) => e.kind === kind && e.action === action);
    expect(entry('report', 'created')?.after).toMatchObject({ type: 'CSV' });
    expect(entry('component', 'created')?.after).toMatchObject({ type: expect.stringMatching(/^[A-Z][a-z]+( [A-Za-z]+)+$/) });
    expect(entry('manager', 'invited')?.after).toMatchObject({ permissions_campaigns: expect.stringMatching(/^(Read|No)/) });
  });
});
