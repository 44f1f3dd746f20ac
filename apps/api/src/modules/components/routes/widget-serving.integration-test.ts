import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetZip } from '../widget-zip-test-support.ts';
import { componentScene, media, sendMultipart, type ComponentScene } from './component-test-support.ts';

// Issue 7: the advocate widget is served in a sandboxed frame; uploaded videos are served with their type.
describe('GET /uploads/ for component files', () => {
  let s: ComponentScene;
  let widgetUrl: string;
  const get = (url: string) => s.t.app.inject({ method: 'GET', url: url.replace('http://api.test', '') });

  beforeAll(async () => {
    s = await componentScene('ws');
    const res = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type: 'advocate-widget', name: 'W', widget_upload: { bytes: widgetZip('top/'), name: 'w.zip' } },
      s.scene.users.editor.token,
    );
    widgetUrl = res.json().widget_url;
  }, 180_000);
  afterAll(() => s.t.close());

  it('serves the widget page and its files only under the sandbox policy', async () => {
    const page = await get(widgetUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>W</title>');
    expect(page.headers['content-security-policy']).toBe('sandbox allow-scripts');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await get(widgetUrl.replace('index.html', 'app.js'));
    expect([script.statusCode, script.headers['content-security-policy'], script.headers['cross-origin-resource-policy']]).toEqual([
      200,
      'sandbox allow-scripts',
      'cross-origin',
    ]);
  });

  it('serves stored videos with their type and the API policy; nothing else', async () => {
    const res = await sendMultipart(
      s.t,
      'POST',
      '/api/v1/components/',
      { campaign: s.scene.campaignA.slug, type: 'fullscreen-video', name: 'V', image: { bytes: media.mp4, name: 'v.mp4' } },
      s.scene.users.editor.token,
    );
    const video = await get(res.json().video_file);
    expect([video.statusCode, video.headers['content-type'], video.headers['content-security-policy']]).toEqual([
      200,
      'video/mp4',
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    ]);
    const folder = path.join(s.t.dataDir, 'uploads', 'components');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'planted.html'), '<script>alert(1)</script>');
    writeFileSync(path.join(folder, 'planted.svg'), media.svg);
    for (const url of [
      '/uploads/components/planted.html',
      '/uploads/components/planted.svg',
      widgetUrl.replace('index.html', '../../components/planted.html'),
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
