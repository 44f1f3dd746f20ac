import { existsSync } from 'node:fs';
import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../../testing/domain-fixtures.ts';
import { statusByCaller } from '../../../testing/role-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { widgetZip } from '../widget-zip-test-support.ts';
import { componentScene, media, sendMultipart, type ComponentScene } from './component-test-support.ts';

interface Version {
  id: number;
  content_id: string;
  sequence_number: number;
  image: string | null;
  link: string | null;
  message: string | null;
  config: Record<string, unknown>;
}

// spec 01 §2 versioned types (history per content id, reactivation), §4 component lifecycle, §7
// Update components/{id}; contract 1.
describe('PATCH components/{id}/', () => {
  let s: ComponentScene;
  const patch = (id: number, body: unknown, token = s.scene.users.editor.token) =>
    send(s.t.app, 'PATCH', `/api/v1/components/${id}/`, body, token);
  const banner = async () => {
    const res = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      {
        campaign: s.scene.campaignA.slug,
        type: 'banner-graphics',
        name: 'Banner',
        link: 'https://one.example',
        image: { bytes: media.png, name: 'b.png' },
      },
      s.scene.users.editor.token,
    );
    return res.json() as { id: number; activeVersion: Version };
  };
  const lastEvent = async () =>
    (await s.t.db.query<{ event_type: string }>('SELECT event_type FROM campaign_events ORDER BY id DESC LIMIT 1'))[0].event_type;

  beforeAll(async () => {
    s = await componentScene('cv');
  }, 180_000);
  afterAll(() => s.t.close());

  it('per caller: editors and admins; read-only 403; other team 404; broadcasters 403; anonymous 401', async () => {
    const { id } = await banner();
    const result = await statusByCaller(s.scene.users, (token) =>
      send(s.t.app, 'PATCH', `/api/v1/components/${id}/`, { name: 'Renamed' }, token),
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

  it('versioned: each content change makes a new version with a new content id; the same content makes none', async () => {
    const created = await banner();
    const first = created.activeVersion;
    const linked = (await patch(created.id, { link: 'https://two.example' })).json();
    expect(linked.versions.map((v: Version) => v.sequence_number)).toEqual([2, 1]);
    expect(linked.activeVersion).toMatchObject({ link: 'https://two.example', image: first.image });
    expect(linked.activeVersion.content_id).not.toBe(first.content_id);
    expect(await lastEvent()).toBe('component_updated');

    const same = (
      await patch(created.id, {
        link: 'https://two.example',
        image: first.image,
        name: 'Banner 2',
        campaign: s.scene.campaignA.slug,
        type: 'banner-graphics',
      })
    ).json();
    expect(same.versions).toHaveLength(2);
    expect(same.name).toBe('Banner 2');

    const imaged = await sendMultipart(
      s.t,
      'PATCH',
      `/api/v1/components/${created.id}/`,
      { image: { bytes: media.jpeg, name: 'new.jpg' } },
      s.scene.users.editor.token,
    );
    expect(imaged.statusCode).toBe(200);
    const v3 = imaged.json().activeVersion as Version;
    expect(v3).toMatchObject({ sequence_number: 3, link: 'https://two.example', image: expect.stringMatching(/\.jpg$/) });
    // Older versions keep their files: they can be reactivated.
    expect(existsSync(s.storedPath(first.image as string))).toBe(true);
  });

  it('reactivating an older version copies its content into a new version with the same content id', async () => {
    const created = await banner();
    const first = created.activeVersion;
    await patch(created.id, { link: 'https://two.example' });
    const res = await patch(created.id, { reactivated_version_id: first.id });
    expect(res.statusCode).toBe(200);
    const versions = res.json().versions as Version[];
    expect(versions.map((v) => v.sequence_number)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ content_id: first.content_id, link: first.link, image: first.image, config: first.config });
    expect(versions[0].id).not.toBe(first.id);
    // One history entry per content id, newest first: the reactivated content, then the other one.
    const history = versions.filter((v, i) => versions.findIndex((w) => w.content_id === v.content_id) === i);
    expect(history.map((v) => v.sequence_number)).toEqual([3, 2]);
  });

  it('reactivation refuses a version of another component, and content changes alongside', async () => {
    const a = await banner();
    const b = await banner();
    const before = await s.footprint();
    const other = await patch(a.id, { reactivated_version_id: b.activeVersion.id });
    expect([other.statusCode, other.json()]).toEqual([400, { reactivated_version_id: [messages.unknownPk(b.activeVersion.id)] }]);
    const mixed = await patch(a.id, { reactivated_version_id: a.activeVersion.id, link: 'https://x.example' });
    expect([mixed.statusCode, mixed.json()]).toEqual([400, { link: [messages.invalidComponentField] }]);
    const moved = await patch(a.id, { campaign: s.scene.campaignB.slug, type: 'live-graphics' });
    expect([moved.statusCode, moved.json()]).toEqual([
      400,
      { campaign: [messages.invalidComponentField], type: [messages.invalidComponentType] },
    ]);
    expect(await s.footprint()).toEqual(before);
  });

  it('non-versioned: the current version is edited in place; reactivated_version_id is not a field', async () => {
    const created = (await s.create({ type: 'suggested-tweet', name: 'Tweet', message: 'One {{link}}' })).json();
    const res = await patch(created.id, { message: 'Two {{link}}' });
    expect(res.json().versions).toEqual([{ ...created.activeVersion, message: 'Two {{link}}' }]);
    const bad = await patch(created.id, { reactivated_version_id: created.activeVersion.id });
    expect([bad.statusCode, bad.json()]).toEqual([400, { reactivated_version_id: [messages.invalidComponentField] }]);
  });

  it('non-versioned media replaced in place removes the old file; a new widget replaces the old folder', async () => {
    const video = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type: 'fullscreen-video', name: 'V', image: { bytes: media.webm, name: 'v.webm' } },
      s.scene.users.editor.token,
    );
    const oldFile = video.json().video_file as string;
    const swapped = await sendMultipart(
      s.t,
      'PATCH',
      `/api/v1/components/${video.json().id}/`,
      { image: { bytes: media.mp4, name: 'v.mp4' } },
      s.scene.users.editor.token,
    );
    expect(swapped.json().video_file).toMatch(/\.mp4$/);
    expect(swapped.json().video_file).toBe(swapped.json().activeVersion.image);
    expect(existsSync(s.storedPath(oldFile))).toBe(false);
    const toUrl = await patch(video.json().id, { image: null, youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
    expect(toUrl.json()).toMatchObject({
      video_file: null,
      youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      activeVersion: { image: null },
    });

    const widget = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type: 'advocate-widget', name: 'W', widget_upload: { bytes: widgetZip(), name: 'w.zip' } },
      s.scene.users.editor.token,
    );
    const oldIndex = widget.json().widget_url as string;
    const next = await sendMultipart(
      s.t,
      'PATCH',
      `/api/v1/components/${widget.json().id}/`,
      { widget_upload: { bytes: widgetZip('w/'), name: 'w2.zip' } },
      s.scene.users.editor.token,
    );
    expect(next.json().widget_url).not.toBe(oldIndex);
    expect(existsSync(s.storedPath(next.json().widget_url))).toBe(true);
    expect(existsSync(s.storedPath(oldIndex))).toBe(false);
  });

  it('archive with end_time, reactivate with end_time and end_signal_send null', async () => {
    const { id } = await banner();
    const now = new Date().toISOString();
    const archived = await patch(id, { end_time: now });
    expect(archived.json().end_time).toBe(now);
    expect(await lastEvent()).toBe('component_archived');
    await s.t.db.query('UPDATE components SET end_signal_send = end_time WHERE id = $1', [id]);
    const back = await patch(id, { end_time: null, end_signal_send: null });
    expect(back.json()).toMatchObject({ end_time: null, end_signal_send: null });
    expect(await lastEvent()).toBe('component_updated');
    const bad = await patch(id, { end_signal_send: '2030-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
  });

  it('a partial update checks the fields it sends: a stored component under newer rules can still be renamed', async () => {
    const { id } = await banner();
    await s.t.db.query(`UPDATE component_versions SET link = 'not a link' WHERE component_id = $1`, [id]);
    expect((await patch(id, { name: 'Still fine' })).statusCode).toBe(200);
    const link = await patch(id, { link: 'still not a link' });
    expect([link.statusCode, link.json()]).toEqual([400, { link: [messages.url] }]);
    const dates = await patch(id, { start_time: daysFromNow(5).toISOString(), end_time: daysFromNow(1).toISOString() });
    expect([dates.statusCode, dates.json()]).toEqual([400, { end_time: [messages.endAfterStart] }]);
    const image = await patch(id, { image: 'https://elsewhere.example/x.png' });
    expect([image.statusCode, image.json()]).toEqual([400, { image: [messages.graphicFile] }]);
    const cleared = await patch(id, { image: null });
    expect([cleared.statusCode, cleared.json()]).toEqual([400, { image: [messages.required] }]);
  });

  it('labels can be set on update, of the same campaign only', async () => {
    const { id } = await banner();
    const label = async (campaignId: number) =>
      (await s.t.db.query<{ id: number }>(`INSERT INTO labels (campaign_id, name) VALUES ($1, 'L') RETURNING id`, [campaignId]))[0].id;
    const mine = await label(s.scene.campaignA.id);
    const theirs = await label(s.scene.campaignB.id);
    expect((await patch(id, { labels: [mine] })).json().labels).toEqual([mine]);
    expect((await patch(id, { labels: [theirs] })).statusCode).toBe(400);
    expect((await patch(id, { labels: [] })).json().labels).toEqual([]);
  });

  it('watch party edits follow to its watch party row; deleted or unknown components are 404', async () => {
    const party = (await s.create({ type: 'watch-party', name: 'WP', link: 'https://twitch.tv/a', config: { game: 'Go' } })).json();
    const res = await patch(party.id, { link: 'https://twitch.tv/b', config: { game: 'Chess', watch_party_id: 999 } });
    expect(res.json().activeVersion.config).toEqual({ game: 'Chess', watch_party_id: party.activeVersion.config.watch_party_id });
    const [row] = await s.t.db.query('SELECT game, current_source FROM watch_parties WHERE component_id = $1', [party.id]);
    expect(row).toEqual({ game: 'Chess', current_source: 'https://twitch.tv/b' });
    await s.t.db.query('UPDATE components SET is_deleted = true WHERE id = $1', [party.id]);
    expect((await patch(party.id, { name: 'x' })).statusCode).toBe(404);
    expect((await patch(2147483647, { name: 'x' })).statusCode).toBe(404);
    expect((await patch(9999999999, { name: 'x' })).statusCode).toBe(404);
  });
});
