import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { statusByCaller } from '../../../testing/role-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { componentScene, type ComponentScene } from './component-test-support.ts';

// spec 01 §7 Delete components (with an archive option), §4 archive = end_time now; decision 330.
describe('DELETE components/{id}/', () => {
  let s: ComponentScene;
  const make = async (extra: Record<string, unknown> = {}) =>
    (await s.create({ type: 'custom-link', name: 'Link', link: 'https://x.example', ...extra })).json().id as number;
  const row = async (id: number) =>
    (
      await s.t.db.query<{ is_deleted: boolean; start_time: Date | null; end_time: Date | null }>(
        'SELECT is_deleted, start_time, end_time FROM components WHERE id = $1',
        [id],
      )
    )[0];
  const lastEvent = async () =>
    (
      await s.t.db.query<{ event_type: string; message: string }>(
        'SELECT event_type, message FROM campaign_events ORDER BY id DESC LIMIT 1',
      )
    )[0];

  beforeAll(async () => {
    s = await componentScene('cd');
  }, 180_000);
  afterAll(() => s.t.close());

  it('per caller: delete (each allowed caller its own component)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await make());
    const result = await statusByCaller(s.scene.users, (token) =>
      send(s.t.app, 'DELETE', `/api/v1/components/${ids.shift()}/`, undefined, token),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const deleted = await s.t.db.query<{ n: string }>('SELECT count(*) AS n FROM components WHERE is_deleted');
    expect(Number(deleted[0].n)).toBe(2);
  });

  it('per caller: archive', async () => {
    const result = await statusByCaller(s.scene.users, async (token) =>
      send(s.t.app, 'DELETE', `/api/v1/components/${await make()}/?archive=true`, undefined, token),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 204,
      editor: 204,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('delete marks is_deleted: gone from the list, 404 afterwards; event component_deleted', async () => {
    const id = await make({ name: 'Doomed' });
    const res = await send(s.t.app, 'DELETE', `/api/v1/components/${id}/`, undefined, s.scene.users.editor.token);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await row(id)).is_deleted).toBe(true);
    expect(await lastEvent()).toEqual({ event_type: 'component_deleted', message: 'Component Doomed was deleted' });
    const list = (
      await send(s.t.app, 'GET', `/api/v1/components/?campaign=${s.scene.campaignA.slug}`, undefined, s.scene.users.editor.token)
    ).json();
    expect(list.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await send(s.t.app, 'DELETE', `/api/v1/components/${id}/`, undefined, s.scene.users.editor.token)).statusCode).toBe(404);
  });

  it('archive ends it now and keeps it listed as ended; an earlier end is kept; a start not reached is cleared', async () => {
    const id = await make({ name: 'Shelved' });
    const before = Date.now();
    expect(
      (await send(s.t.app, 'DELETE', `/api/v1/components/${id}/?archive=true`, undefined, s.scene.users.editor.token)).statusCode,
    ).toBe(204);
    const archived = await row(id);
    expect(archived.is_deleted).toBe(false);
    expect(new Date(archived.end_time as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastEvent()).toEqual({ event_type: 'component_archived', message: 'Component Shelved was archived' });
    const active = (
      await send(
        s.t.app,
        'GET',
        `/api/v1/components/?campaign=${s.scene.campaignA.slug}&active=true`,
        undefined,
        s.scene.users.editor.token,
      )
    ).json();
    expect(active.map((c: { id: number }) => c.id)).not.toContain(id);

    const ended = await make({ start_time: daysFromNow(-5).toISOString(), end_time: daysFromNow(-2).toISOString() });
    const endedAt = (await row(ended)).end_time;
    await send(s.t.app, 'DELETE', `/api/v1/components/${ended}/?archive=true`, undefined, s.scene.users.editor.token);
    expect((await row(ended)).end_time).toEqual(endedAt);

    const future = await make({ start_time: daysFromNow(3).toISOString() });
    expect(
      (await send(s.t.app, 'DELETE', `/api/v1/components/${future}/?archive=true`, undefined, s.scene.users.editor.token)).statusCode,
    ).toBe(204);
    expect(await row(future)).toMatchObject({ start_time: null, end_time: expect.any(Date) });
  });

  it('an ended campaign refuses delete, archive and updates (decision 330); bad ids and queries', async () => {
    const campaignId = await insertCampaign(s.t.db, { slug: 'cd-ended', teamId: s.scene.teamA, types: ['custom-link'] });
    const id = (await s.create({ campaign: 'cd-ended', type: 'custom-link', name: 'Late', link: 'https://x.example' })).json().id as number;
    await s.t.db.query('UPDATE campaigns SET end_date = $2 WHERE id = $1', [campaignId, daysFromNow(-1)]);
    const ended = [400, { non_field_errors: [messages.campaignEnded] }];
    for (const url of [`/api/v1/components/${id}/`, `/api/v1/components/${id}/?archive=true`]) {
      const res = await send(s.t.app, 'DELETE', url, undefined, s.scene.users.editor.token);
      expect([res.statusCode, res.json()]).toEqual(ended);
    }
    const patched = await send(s.t.app, 'PATCH', `/api/v1/components/${id}/`, { name: 'x' }, s.scene.users.editor.token);
    expect([patched.statusCode, patched.json()]).toEqual(ended);
    expect((await row(id)).is_deleted).toBe(false);
    expect((await send(s.t.app, 'DELETE', `/api/v1/components/${id}/`, undefined, s.scene.users.readOnlyManager.token)).statusCode).toBe(
      403,
    );
    expect((await send(s.t.app, 'DELETE', '/api/v1/components/0/', undefined, s.scene.users.editor.token)).statusCode).toBe(400);
    expect((await send(s.t.app, 'DELETE', `/api/v1/components/${id}/?archive=yes`, undefined, s.scene.users.editor.token)).statusCode).toBe(
      400,
    );
  });
});
