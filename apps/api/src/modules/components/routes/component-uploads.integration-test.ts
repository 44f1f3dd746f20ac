import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES, MAX_ZIP_BYTES } from '../../uploads/uploads.ts';
import { buildZip, widgetZip } from '../widget-zip-test-support.ts';
import { componentScene, media, sendMultipart, type ComponentScene, type FilePart } from './component-test-support.ts';

// Issue 7 "Done means": bad uploads (wrong type by content, zero bytes, oversize, zip with ../, SVG with
// script) answer a 4xx with the spec's message and store nothing; spec 01 §5 file types.
describe('component uploads are checked by content', () => {
  let s: ComponentScene;
  const graphic = [messages.graphicFile];
  const movie = [messages.movieFile];
  const zip = [messages.widgetFile];

  beforeAll(async () => {
    s = await componentScene('cu');
  }, 180_000);
  afterAll(() => s.t.close());

  const post = (type: string, field: 'image' | 'widget_upload', file: FilePart, extra: Record<string, string> = {}) =>
    sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type, name: 'Up', ...extra, [field]: file },
      s.scene.users.editor.token,
    );

  /** Status and body of an upload, checking that no row and no file was added. */
  const refused = async (...args: Parameters<typeof post>) => {
    const before = await s.footprint();
    const res = await post(...args);
    expect(await s.footprint()).toEqual(before);
    return [res.statusCode, res.json()];
  };

  it.each([
    ['SVG with a script named .png (banner)', 'banner-graphics', { bytes: media.svg, name: 'logo.png', type: 'image/png' }, graphic],
    ['HTML named .jpg (tweet)', 'suggested-tweet', { bytes: media.html, name: 'photo.jpg', type: 'image/jpeg' }, graphic],
    ['a video for a banner', 'banner-graphics', { bytes: media.webm, name: 'b.png' }, graphic],
    ['a gif for a banner', 'banner-graphics', { bytes: media.gif, name: 'b.png' }, graphic],
    ['zero bytes (live graphic)', 'live-graphics', { bytes: media.empty, name: 'empty.png', type: 'image/png' }, graphic],
    ['a png as the fullscreen video', 'fullscreen-video', { bytes: media.png, name: 'video.mp4', type: 'video/mp4' }, movie],
    ['SVG as a live graphic', 'live-graphics', { bytes: media.svg, name: 'l.gif' }, graphic],
    ['an mp4 as a conversion popup', 'conversion-popup', { bytes: media.mp4, name: 'p.webm' }, graphic],
    ['a png as the widget zip', 'advocate-widget', { bytes: media.png, name: 'w.zip' }, zip],
  ] as const)('%s: 400 with the field message, nothing stored', async (_label, type, file, message) => {
    const field = type === 'advocate-widget' ? 'widget_upload' : 'image';
    const extra: Record<string, string> =
      type === 'banner-graphics' ? { link: 'https://x.example' } : type === 'conversion-popup' ? { shop: 'x.myshopify.com' } : {};
    const [status, body] = await refused(type, field, file, extra);
    expect(status).toBe(400);
    expect((body as Record<string, unknown>)[field]).toEqual(message);
  });

  it('a file where the type takes none: Not a valid component field', async () => {
    expect(await refused('custom-link', 'image', { bytes: media.png, name: 'c.png' }, { link: 'https://x.example' })).toEqual([
      400,
      { image: [messages.invalidComponentField] },
    ]);
    expect(await refused('live-graphics', 'widget_upload', { bytes: widgetZip(), name: 'w.zip' })).toEqual([
      400,
      { image: ['Required Field'], widget_upload: [messages.invalidComponentField] },
    ]);
  });

  it('oversize: an image over 5 MB, a zip over its limit, a video cut at the multipart limit', async () => {
    const bigPng = Buffer.concat([media.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await refused('banner-graphics', 'image', { bytes: bigPng, name: 'big.png' }, { link: 'https://x.example' })).toEqual([
      400,
      { image: graphic },
    ]);
    const bigZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(MAX_ZIP_BYTES)]);
    expect(await refused('advocate-widget', 'widget_upload', { bytes: bigZip, name: 'big.zip' })).toEqual([400, { widget_upload: zip }]);
    const bigVideo = Buffer.concat([media.mp4, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await refused('fullscreen-video', 'image', { bytes: bigVideo, name: 'big.mp4' })).toEqual([400, { image: movie }]);
  });

  it.each([
    [
      'a ../ entry',
      buildZip([
        { name: 'index.html', data: '<p>' },
        { name: '../../evil.js', data: 'x' },
      ]),
    ],
    [
      'an absolute entry',
      buildZip([
        { name: 'index.html', data: '<p>' },
        { name: '/tmp/evil.js', data: 'x' },
      ]),
    ],
    [
      'a backslash entry',
      buildZip([
        { name: 'index.html', data: '<p>' },
        { name: '..\\evil.js', data: 'x' },
      ]),
    ],
    [
      'a symbolic link',
      buildZip([
        { name: 'index.html', data: '<p>' },
        { name: 'passwd.txt', data: '/etc/passwd', symlink: true },
      ]),
    ],
    ['no index.html', buildZip([{ name: 'main.html', data: '<p>' }])],
    [
      'a bomb-like entry',
      buildZip([
        { name: 'index.html', data: '<p>' },
        { name: 'a.js', data: Buffer.alloc(4 * 1024 * 1024) },
      ]),
    ],
    ['a truncated archive', widgetZip().subarray(0, 60)],
  ])('a widget zip with %s: 400, nothing unpacked', async (_label, bytes) => {
    expect(await refused('advocate-widget', 'widget_upload', { bytes, name: 'w.zip', type: 'application/zip' })).toEqual([
      400,
      { widget_upload: zip },
    ]);
  });

  it('the sender’s name and type never decide: a png named .txt is a fine banner', async () => {
    const res = await post(
      'banner-graphics',
      'image',
      { bytes: media.png, name: 'notes.txt', type: 'text/plain' },
      { link: 'https://x.example' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().activeVersion.image).toMatch(/\.png$/);
  });

  it('a failed transaction removes the files it stored (rollback leaves nothing)', async () => {
    // A trigger stands in for any failure inside the transaction (after the files were written).
    await s.t.db.exec(`
      CREATE FUNCTION cu_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'cu: refused'; END $$;
      CREATE TRIGGER cu_fail BEFORE INSERT ON component_versions FOR EACH ROW WHEN (NEW.message = 'boom' OR NEW.config ? 'widget_root') EXECUTE FUNCTION cu_fail();
      CREATE TRIGGER cu_fail_update BEFORE UPDATE ON components FOR EACH ROW WHEN (NEW.name = 'boom') EXECUTE FUNCTION cu_fail();
    `);
    try {
      const banner = await post('banner-graphics', 'image', { bytes: media.png, name: 'b.png' }, { link: 'https://x.example' });
      const before = await s.footprint();
      const patched = await sendMultipart(
        s.t,
        'PATCH',
        `/api/v1/components/${banner.json().id}/`,
        { name: 'boom', image: { bytes: media.jpeg, name: 'n.jpg' } },
        s.scene.users.editor.token,
      );
      expect(patched.statusCode).toBe(500);
      const tweet = await post('suggested-tweet', 'image', { bytes: media.png, name: 't.png' }, { message: 'boom' });
      expect(tweet.statusCode).toBe(500);
      const widget = await post('advocate-widget', 'widget_upload', { bytes: widgetZip(), name: 'w.zip' });
      expect(widget.statusCode).toBe(500);
      expect(await s.footprint()).toEqual(before);
    } finally {
      await s.t.db.exec('DROP TRIGGER cu_fail ON component_versions; DROP TRIGGER cu_fail_update ON components; DROP FUNCTION cu_fail();');
    }
  });
});
