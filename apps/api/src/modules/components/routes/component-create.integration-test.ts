import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetZip } from '../widget-zip-test-support.ts';
import { statusByCaller } from '../../../testing/role-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { componentScene, media, sendMultipart, type ComponentScene } from './component-test-support.ts';

// spec 01 §2 Add New Component, §3 Component/version/config, §5 component form, §7 Create components;
// contract 1 of issue 7.
describe('POST components/', () => {
  let s: ComponentScene;
  const url = '/api/v1/components/';
  const custom = { type: 'custom-link', name: 'Shop link', link: 'https://brand.example/shop' };

  beforeAll(async () => {
    s = await componentScene('cc');
  }, 180_000);
  afterAll(() => s.t.close());

  it('per caller: editors and admins create; read-only 403; other team 404; broadcasters 403; anonymous 401', async () => {
    const result = await statusByCaller(s.scene.users, (token) =>
      send(s.t.app, 'POST', url, { campaign: s.scene.campaignA.slug, ...custom }, token),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('per caller (multipart): the same answers, and a refused caller stores no file', async () => {
    const before = await s.footprint();
    const result = await statusByCaller(s.scene.users, (token) =>
      sendMultipart(
        s.t,
        'POST',
        url,
        {
          campaign: s.scene.campaignA.slug,
          type: 'banner-graphics',
          name: 'B',
          link: 'https://x.example',
          image: { bytes: media.png, name: 'b.png' },
        },
        token,
      ),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 201,
      editor: 201,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
    const after = await s.footprint();
    expect(after.files - before.files).toBe(2);
    expect(after.components - before.components).toBe(2);
  });

  it('answers the component with its first version, defaults, event and the new answer fields', async () => {
    const res = await s.create({
      ...custom,
      description: 'Desc',
      config: { source_keyword: 'stream' },
      start_time: '2030-01-01T10:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: 'Shop link',
      type: 'custom-link',
      campaign: s.scene.campaignA.slug,
      is_movable: true,
      is_ready: true,
      is_deleted: false,
      start_time: '2030-01-01T10:00:00.000Z',
      end_time: null,
      description: 'Desc',
      video_file: null,
      widget_url: null,
      labels: [],
    });
    expect(c.versions).toHaveLength(1);
    expect(c.activeVersion).toMatchObject({
      sequence_number: 1,
      link: 'https://brand.example/shop',
      image: null,
      config: { source_keyword: 'stream' },
    });
    expect(c.activeVersion.content_id).toMatch(/^[0-9a-f]{24}$/);
    const [event] = await s.t.db.query<{ event_type: string; message: string }>(
      'SELECT event_type, message FROM campaign_events ORDER BY id DESC LIMIT 1',
    );
    expect(event).toEqual({ event_type: 'component_added', message: 'Component Shop link was added' });
    const list = (
      await send(s.t.app, 'GET', `/api/v1/components/?campaign=${s.scene.campaignA.slug}`, undefined, s.scene.users.editor.token)
    ).json();
    expect(list.find((x: { id: number }) => x.id === c.id)).toEqual(c);
  });

  it('creates one component of each of the 12 types', async () => {
    await s.t.db.query(
      `INSERT INTO shopify_installations (shop, access_token, installed_by, confirmed_at) VALUES ('cc-shop.myshopify.com', 'tok', $1, now())`,
      [s.scene.users.editor.id],
    );
    const a = s.scene.campaignA.slug;
    const file = (bytes: Buffer, name: string) => ({ bytes, name });
    const made: Record<string, { statusCode: number; json: () => Record<string, unknown> }> = {
      'live-graphics': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'live-graphics', name: 'LG', image: file(media.webm, 'lg.webm') },
        s.scene.users.editor.token,
      ),
      'banner-graphics': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'banner-graphics', name: 'BG', link: 'https://b.example', image: file(media.jpeg, 'b.jpg') },
        s.scene.users.editor.token,
      ),
      'twitch-chat-bot': await s.create({ type: 'twitch-chat-bot', name: 'Bot', message: 'Visit {{link}}' }),
      'twitch-chat-bot-command': await s.create({
        type: 'twitch-chat-bot-command',
        name: 'Cmd',
        message: 'Deal {{link}}',
        config: { command: 'deal', message_interval: 600 },
      }),
      'suggested-tweet': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'suggested-tweet', name: 'T', message: 'Tweet {{link}}', image: file(media.png, 't.png') },
        s.scene.users.editor.token,
      ),
      'suggested-retweet': await s.create({
        type: 'suggested-retweet',
        name: 'RT',
        message: 'https://twitter.com/brand/status/1234567890',
      }),
      'fullscreen-video': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'fullscreen-video', name: 'FV', image: file(media.mp4, 'v.mp4') },
        s.scene.users.editor.token,
      ),
      'custom-link': await s.create({ type: 'custom-link', name: 'CL', link: 'https://c.example' }),
      'advocate-widget': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'advocate-widget', name: 'W', widget_upload: file(widgetZip(), 'w.zip') },
        s.scene.users.editor.token,
      ),
      'conversion-popup': await sendMultipart(
        s.t,
        'POST',
        url,
        { campaign: a, type: 'conversion-popup', name: 'CP', shop: 'cc-shop.myshopify.com', image: file(media.gif, 'p.gif') },
        s.scene.users.editor.token,
      ),
      'watch-party': await s.create({
        type: 'watch-party',
        name: 'WP',
        youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        config: { game: 'Chess' },
      }),
      'dynamic-cta': await s.create({ type: 'dynamic-cta', name: 'CTA', widgets: ['Headline', 'Promo Code'] }),
    };
    for (const [type, res] of Object.entries(made)) expect([type, res.statusCode, res.json()]).toMatchObject([type, 201, { type }]);
    const body = (type: string) =>
      made[type].json() as {
        id: number;
        activeVersion: { image: string | null; config: Record<string, unknown> };
        video_file: string | null;
        widget_url: string | null;
      };

    expect(body('live-graphics').activeVersion.image).toMatch(/^http:\/\/api\.test\/uploads\/components\/[0-9a-f]{32}\.webm$/);
    expect(readFileSync(s.storedPath(body('live-graphics').activeVersion.image as string))).toEqual(media.webm);
    expect(body('banner-graphics').activeVersion.image).toMatch(/\.jpg$/);
    expect(body('twitch-chat-bot').activeVersion.config).toEqual({ message_interval: 1200 });
    expect(body('twitch-chat-bot-command').activeVersion.config).toEqual({ command: 'deal', message_interval: 600 });
    expect(body('fullscreen-video').video_file).toBe(body('fullscreen-video').activeVersion.image);
    expect(body('fullscreen-video').video_file).toMatch(/\.mp4$/);
    expect(body('advocate-widget').widget_url).toMatch(/^http:\/\/api\.test\/uploads\/widgets\/[0-9a-f]{32}\/index\.html$/);
    expect(body('advocate-widget').activeVersion.config).toEqual({ widget_root: 'index.html' });
    expect(readFileSync(s.storedPath(body('advocate-widget').widget_url as string), 'utf8')).toContain('<title>W</title>');
    expect(body('conversion-popup').activeVersion.config).toEqual({ shop: 'cc-shop.myshopify.com' });

    const [party] = await s.t.db.query<{ id: number; game: string; api_key: string; current_source: string; campaign_id: number }>(
      'SELECT id, game, api_key, current_source, campaign_id FROM watch_parties WHERE component_id = $1',
      [body('watch-party').id],
    );
    expect(party).toMatchObject({
      game: 'Chess',
      current_source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      campaign_id: s.scene.campaignA.id,
    });
    expect(party.api_key).toMatch(/^[0-9a-f]{32}$/);
    expect(body('watch-party').activeVersion.config).toEqual({ game: 'Chess', watch_party_id: party.id });

    const widgets = await s.t.db.query<{ name: string; type: string; sort_order: number }>(
      'SELECT w.name, w.type, w.sort_order FROM widgets w JOIN dctas d ON d.id = w.dcta_id WHERE d.component_id = $1 ORDER BY w.sort_order',
      [body('dynamic-cta').id],
    );
    expect(widgets).toEqual([
      { name: 'Headline', type: 'text', sort_order: 0 },
      { name: 'Promo Code', type: 'text', sort_order: 1 },
    ]);
  });

  it('a dynamic call to action gets the Headline widget by default', async () => {
    const res = await s.create({ type: 'dynamic-cta', name: 'Default CTA' });
    const widgets = await s.t.db.query<{ name: string }>(
      'SELECT w.name FROM widgets w JOIN dctas d ON d.id = w.dcta_id WHERE d.component_id = $1',
      [res.json().id],
    );
    expect(widgets).toEqual([{ name: 'Headline' }]);
  });

  it('adds the new component to the chosen groups of its campaign only', async () => {
    const label = async (campaignId: number, name: string) =>
      (await s.t.db.query<{ id: number }>('INSERT INTO labels (campaign_id, name) VALUES ($1, $2) RETURNING id', [campaignId, name]))[0].id;
    const g1 = await label(s.scene.campaignA.id, 'G1');
    const g2 = await label(s.scene.campaignA.id, 'G2');
    const other = await label(s.scene.campaignB.id, 'Other');
    const res = await s.create({ ...custom, labels: [g2, g1] });
    expect(res.json().labels).toEqual([g1, g2]);
    expect((await s.create({ ...custom, labels: null })).json().labels).toEqual([]);
    const before = await s.footprint();
    const bad = await s.create({ ...custom, labels: [g1, other] });
    expect([bad.statusCode, bad.json()]).toEqual([400, { labels: [`Invalid pk "${other}" - object does not exist.`] }]);
    expect(await s.footprint()).toEqual(before);
  });
});
