import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { componentScene, media, sendMultipart, type ComponentScene } from './component-test-support.ts';

// spec 01 §5 component form rules (libs/validation componentFormFor), §8 'Not a valid component
// type' / 'Not a valid component field'; decision 330 (ended campaigns); contract 4 (shop).
describe('POST components/: rules', () => {
  let s: ComponentScene;
  const R = [messages.required];

  beforeAll(async () => {
    s = await componentScene('cr');
  }, 180_000);
  afterAll(() => s.t.close());

  /** Answers status and body, and checks that nothing was stored. */
  const refused = async (body: Record<string, unknown>) => {
    const before = await s.footprint();
    const res = await s.create(body);
    expect(await s.footprint()).toEqual(before);
    return [res.statusCode, res.json()];
  };

  it('a type the campaign does not offer, a hidden type or an unknown one: Not a valid component type', async () => {
    await s.t.db.query(`INSERT INTO component_types (slug, name, is_hidden, sort_order) VALUES ('cr-hidden', 'Hidden', true, 99)`);
    await s.t.db.query(`INSERT INTO campaign_component_types (campaign_id, component_type) VALUES ($1, 'cr-hidden')`, [
      s.scene.campaignA.id,
    ]);
    const bare = await insertCampaign(s.t.db, { slug: 'cr-bare', teamId: s.scene.teamA, types: ['custom-link'] });
    expect(bare).toBeGreaterThan(0);
    const invalid = [400, { type: [messages.invalidComponentType] }];
    expect(await refused({ type: 'cr-hidden', name: 'H' })).toEqual(invalid);
    expect(await refused({ type: 'no-such-type', name: 'H' })).toEqual(invalid);
    expect(await refused({ campaign: 'cr-bare', type: 'banner-graphics', name: 'B', link: 'https://x.example' })).toEqual(invalid);
    expect((await s.create({ campaign: 'cr-bare', type: 'custom-link', name: 'C', link: 'https://x.example' })).statusCode).toBe(201);
  });

  it('unknown fields and config keys: Not a valid component field; type-only fields on other types too', async () => {
    const field = [messages.invalidComponentField];
    expect(await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', colour: 'red' })).toEqual([400, { colour: field }]);
    expect(await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', config: { nope: 1 } })).toEqual([
      400,
      { 'config.nope': field },
    ]);
    expect(await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', widgets: ['A'] })).toEqual([400, { widgets: field }]);
    expect(await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', shop: 'x.myshopify.com' })).toEqual([
      400,
      { shop: field },
    ]);
  });

  it('the form rules of each type, with the spec messages', async () => {
    expect(await refused({ type: 'banner-graphics', name: '' })).toEqual([400, { name: R, image: R, link: R }]);
    expect(await refused({ type: 'banner-graphics', name: 'B', link: 'brand.example' })).toEqual([
      400,
      { image: R, link: [messages.urlProtocol] },
    ]);
    expect(await refused({ type: 'live-graphics', name: 'L' })).toEqual([400, { image: R }]);
    expect(await refused({ type: 'suggested-tweet', name: 'T', message: 'x'.repeat(281) })).toEqual([
      400,
      { message: [messages.maxLength(280)] },
    ]);
    expect(await refused({ type: 'suggested-retweet', name: 'RT', message: 'not a tweet' })).toEqual([
      400,
      { message: [messages.tweetUrl] },
    ]);
    expect(await refused({ type: 'twitch-chat-bot', name: 'Bot', message: 'go to https://x.example' })).toEqual([
      400,
      { message: [messages.manualLink] },
    ]);
    expect(await refused({ type: 'twitch-chat-bot-command', name: 'Cmd', message: 'hi', config: { command: '!deal' } })).toEqual([
      400,
      { 'config.command': [messages.commandBang] },
    ]);
    expect(await refused({ type: 'fullscreen-video', name: 'V' })).toEqual([400, { youtube_url: [messages.videoSourceExclusive] }]);
    expect(await refused({ type: 'advocate-widget', name: 'W' })).toEqual([400, { widget_upload: R }]);
    expect(
      await refused({
        type: 'custom-link',
        name: 'C',
        link: 'https://x.example',
        impression_cutoff: -1,
        end_time: '2020-01-01',
        start_time: '2021-01-01',
      }),
    ).toEqual([400, { impression_cutoff: [messages.biggerThan(0)], end_time: [messages.endAfterStart] }]);
    expect(await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', start_time: 'soon' })).toEqual([
      400,
      { start_time: [messages.invalidDate] },
    ]);
    expect(
      await refused({ type: 'custom-link', name: 'C', link: 'https://x.example', config: { schedule: { minutes: [5, 60] } } }),
    ).toEqual([400, { 'config.schedule.minutes': [messages.between(0, 59)] }]);
  });

  it('the campaign settings change the form: live graphic times, keyword links, hard coded links', async () => {
    await s.t.db.query('UPDATE campaigns SET set_live_graphic_times = true, keyword_links = true, hard_coded_links = true WHERE id = $1', [
      s.scene.campaignA.id,
    ]);
    try {
      const a = s.scene.campaignA.slug;
      const before = await s.footprint();
      const lg = await sendMultipart(
        s.t,
        'POST',
        '/api/v1/components/',
        { campaign: a, type: 'live-graphics', name: 'L', image: { bytes: media.png, name: 'l.png' } },
        s.scene.users.editor.token,
      );
      expect([lg.statusCode, lg.json()]).toEqual([400, { config: R, 'config.duration': R }]);
      expect(await s.footprint()).toEqual(before);
      expect(await refused({ type: 'suggested-tweet', name: 'T', message: 'hi', keyword: 'a-b' })).toEqual([
        400,
        { keyword: [messages.noDash] },
      ]);
      expect((await s.create({ type: 'twitch-chat-bot', name: 'Bot', message: 'go to https://x.example' })).statusCode).toBe(201);
    } finally {
      await s.t.db.query(
        'UPDATE campaigns SET set_live_graphic_times = false, keyword_links = false, hard_coded_links = false WHERE id = $1',
        [s.scene.campaignA.id],
      );
    }
  });

  it('fullscreen video: a youtube url or a video file, not both', async () => {
    const a = s.scene.campaignA.slug;
    const both = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      {
        campaign: a,
        type: 'fullscreen-video',
        name: 'V',
        youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        image: { bytes: media.webm, name: 'v.webm' },
      },
      s.scene.users.editor.token,
    );
    expect([both.statusCode, both.json()]).toEqual([400, { youtube_url: [messages.videoSourceExclusive] }]);
    const url = await s.create({ type: 'fullscreen-video', name: 'V', youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
    expect([url.statusCode, url.json().video_file, url.json().youtube_url]).toEqual([
      201,
      null,
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    ]);
  });

  it('conversion popup: shop required, and only a shop confirmed for the campaign', async () => {
    await s.t.db.query(
      `INSERT INTO shopify_installations (shop, access_token, installed_by, confirmed_at) VALUES ('cr-b.myshopify.com', 't', $1, now())`,
      [s.scene.users.otherTeamManager.id],
    );
    await s.t.db.query(`INSERT INTO shopify_installations (shop, nonce) VALUES ('cr-pending.myshopify.com', 'n')`);
    expect(await refused({ type: 'conversion-popup', name: 'P' })).toEqual([400, { shop: R }]);
    expect(await refused({ type: 'conversion-popup', name: 'P', shop: '  ' })).toEqual([400, { shop: R }]);
    for (const shop of ['cr-b.myshopify.com', 'cr-pending.myshopify.com', 'nowhere.myshopify.com']) {
      expect(await refused({ type: 'conversion-popup', name: 'P', shop })).toEqual([400, { shop: [messages.invalidComponentField] }]);
    }
  });

  it('an ended campaign refuses new components (decision 330), after the permission checks', async () => {
    await insertCampaign(s.t.db, {
      slug: 'cr-ended',
      teamId: s.scene.teamA,
      start: daysFromNow(-20),
      end: daysFromNow(-1),
      types: ['custom-link'],
    });
    const body = { campaign: 'cr-ended', type: 'custom-link', name: 'C', link: 'https://x.example' };
    expect(await refused(body)).toEqual([400, { non_field_errors: [messages.campaignEnded] }]);
    expect((await send(s.t.app, 'POST', '/api/v1/components/', body, s.scene.users.readOnlyManager.token)).statusCode).toBe(403);
    expect((await send(s.t.app, 'POST', '/api/v1/components/', body, s.scene.users.otherTeamManager.token)).statusCode).toBe(404);
  });

  it('multipart text parts are read as the JSON body (booleans, numbers, JSON objects, empty as null)', async () => {
    const label = (
      await s.t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'MP') RETURNING id`, [s.scene.campaignA.id])
    )[0].id;
    const res = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      {
        campaign: s.scene.campaignA.slug,
        type: 'live-graphics',
        name: 'LG',
        is_movable: 'false',
        impression_cutoff: '100',
        daily_impression_cap: '',
        config: JSON.stringify({ duration: 15, rotation_delay: 30 }),
        labels: JSON.stringify([label]),
        end_time: '',
        image: { bytes: media.gif, name: 'any-name' },
      },
      s.scene.users.editor.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      is_movable: false,
      impression_cutoff: 100,
      daily_impression_cap: null,
      end_time: null,
      labels: [label],
    });
    expect(res.json().activeVersion).toMatchObject({
      config: { duration: 15, rotation_delay: 30 },
      image: expect.stringMatching(/\.gif$/),
    });
    const bad = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type: 'custom-link', name: 'C', link: 'https://x.example', impression_cutoff: 'ten' },
      s.scene.users.editor.token,
    );
    expect([bad.statusCode, bad.json()]).toEqual([400, { impression_cutoff: [messages.wrongType] }]);
    const unknownFile = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      {
        campaign: s.scene.campaignA.slug,
        type: 'custom-link',
        name: 'C',
        link: 'https://x.example',
        attachment: { bytes: media.png, name: 'a.png' },
      },
      s.scene.users.editor.token,
    );
    expect([unknownFile.statusCode, unknownFile.json()]).toEqual([400, { attachment: [messages.invalidComponentField] }]);
  });
});
