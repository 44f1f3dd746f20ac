import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

// spec 01 §3 Dynamic call to action, §2 'one text input per text widget and an Update button',
// §7 PUT widgets/{type}/{id}/ then POST dctas/{id}/render/; decision 441.
describe('dctas and widgets', () => {
  let t: TestApp;
  let scene: RoleScene;
  let component: number;
  let dcta: number;
  let headline: number;
  let sub: number;
  let otherDcta: number;

  const makeDcta = async (campaignId: number, names: string[], image: string | null) => {
    const [{ id: comp }] = await t.db.query<{ id: number }>(
      `INSERT INTO components (campaign_id, type, name) VALUES ($1, 'dynamic-cta', 'CTA') RETURNING id`,
      [campaignId],
    );
    await t.db.query(`INSERT INTO component_versions (component_id, content_id, sequence_number, image) VALUES ($1, 'c1', 1, $2)`, [
      comp,
      image,
    ]);
    const [{ id }] = await t.db.query<{ id: number }>('INSERT INTO dctas (component_id) VALUES ($1) RETURNING id', [comp]);
    const widgets: number[] = [];
    for (const [i, name] of names.entries()) {
      const [w] = await t.db.query<{ id: number }>(
        `INSERT INTO widgets (dcta_id, name, text, sort_order) VALUES ($1, $2, '', $3) RETURNING id`,
        [id, name, i],
      );
      widgets.push(w.id);
    }
    return { comp, id, widgets };
  };

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'dcta');
    mkdirSync(path.join(t.dataDir, 'uploads', 'components'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'uploads', 'components', 'bg.png'), PNG);
    const made = await makeDcta(scene.campaignA.id, ['Headline', 'Subline'], 'http://localhost:3000/uploads/components/bg.png');
    component = made.comp;
    dcta = made.id;
    [headline, sub] = made.widgets;
    otherDcta = (await makeDcta(scene.campaignB.id, ['Headline'], null)).id;
  });
  afterAll(() => t.close());

  it('GET dctas/?component=: managers who see the campaign', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/dctas/?component=${component}`)).toEqual({
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

  it('GET dctas/: the dcta with its text widgets in order', async () => {
    const res = await send(t.app, 'GET', `/api/v1/dctas/?component=${component}`, undefined, scene.users.readOnlyManager.token);
    expect(res.json()).toEqual([
      {
        id: dcta,
        component,
        rendered_image: null,
        widgets: [
          { id: headline, type: 'text', name: 'Headline', text: '' },
          { id: sub, type: 'text', name: 'Subline', text: '' },
        ],
      },
    ]);
    expect((await send(t.app, 'GET', '/api/v1/dctas/?component=999999', undefined, scene.users.admin.token)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/v1/dctas/?component=abc', undefined, scene.users.admin.token)).statusCode).toBe(400);
  });

  it('PUT widgets/text/{id}/: editors of the campaign', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'PUT', `/api/v1/widgets/text/${headline}/`, { text: 'Hello' })).toEqual({
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

  it('PUT widgets: answers the widget; unknown type 404; bad bodies store nothing', async () => {
    const res = await send(t.app, 'PUT', `/api/v1/widgets/text/${sub}/`, { text: 'Buy <now> & "save"' }, scene.users.editor.token);
    expect(res.json()).toEqual({ id: sub, type: 'text', name: 'Subline', text: 'Buy <now> & "save"' });
    expect((await send(t.app, 'PUT', `/api/v1/widgets/image/${sub}/`, { text: 'x' }, scene.users.editor.token)).statusCode).toBe(404);
    const tooLong = await send(t.app, 'PUT', `/api/v1/widgets/text/${sub}/`, { text: 'x'.repeat(281) }, scene.users.editor.token);
    expect(tooLong.statusCode).toBe(400);
    expect((await send(t.app, 'PUT', `/api/v1/widgets/text/${sub}/`, {}, scene.users.editor.token)).statusCode).toBe(400);
    const [row] = await t.db.query<{ text: string }>('SELECT text FROM widgets WHERE id = $1', [sub]);
    expect(row.text).toBe('Buy <now> & "save"');
  });

  it('POST dctas/{id}/render/: editors of the campaign', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'POST', `/api/v1/dctas/${dcta}/render/`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    expect((await send(t.app, 'POST', `/api/v1/dctas/${otherDcta}/render/`, undefined, scene.users.editor.token)).statusCode).toBe(404);
  });

  it('render: an SVG with the background inlined and the texts escaped, stored under uploads; the old one removed', async () => {
    const first = (await send(t.app, 'POST', `/api/v1/dctas/${dcta}/render/`, undefined, scene.users.editor.token)).json();
    const res = await send(t.app, 'POST', `/api/v1/dctas/${dcta}/render/`, undefined, scene.users.editor.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: dcta, component, widgets: [{ text: 'Hello' }, { text: 'Buy <now> & "save"' }] });
    expect(body.rendered_image).toMatch(/^http:\/\/localhost:3000\/uploads\/dctas\/[0-9a-f]{32}\.svg$/);
    const file = path.join(t.dataDir, 'uploads', new URL(body.rendered_image).pathname.replace('/uploads/', ''));
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain(`<image href="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(svg).toContain('>Hello</text>');
    expect(svg).toContain('>Buy &lt;now&gt; &amp; &quot;save&quot;</text>');
    expect(svg).not.toContain('<now>');
    const old = path.join(t.dataDir, 'uploads', new URL(first.rendered_image).pathname.replace('/uploads/', ''));
    expect(existsSync(old)).toBe(false);
    const [row] = await t.db.query<{ rendered_image: string; rendered_at: Date | null }>(
      'SELECT rendered_image, rendered_at FROM dctas WHERE id = $1',
      [dcta],
    );
    expect(row.rendered_image).toBe(body.rendered_image);
    expect(row.rendered_at).not.toBeNull();
  });

  it('an ended campaign refuses widget edits and renders', async () => {
    await t.db.query('UPDATE campaigns SET start_date = $2, end_date = $3 WHERE id = $1', [
      scene.campaignA.id,
      daysFromNow(-20),
      daysFromNow(-1),
    ]);
    const res = await send(t.app, 'PUT', `/api/v1/widgets/text/${headline}/`, { text: 'Late' }, scene.users.editor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['This campaign has ended and can no longer be changed.'] });
    expect((await send(t.app, 'POST', `/api/v1/dctas/${dcta}/render/`, undefined, scene.users.editor.token)).statusCode).toBe(400);
    const [row] = await t.db.query<{ text: string }>('SELECT text FROM widgets WHERE id = $1', [headline]);
    expect(row.text).toBe('Hello');
  });
});
