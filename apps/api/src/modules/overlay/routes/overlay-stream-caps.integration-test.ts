import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { openSse, type SseStream } from './sse-test-support.ts';

// Issue 26 §4 "Overlay event streams", decision 672: at most OVERLAY_STREAMS_PER_KEY (10) open
// streams per broadcaster key and OVERLAY_STREAMS_PER_IP per client address; 429 beyond; a closed
// stream frees its slot.
describe('overlay event stream caps', () => {
  let t: TestApp;
  let scene: RoleScene;
  let base: string;
  const open: SseStream[] = [];
  const keyOf = async (userId: number) =>
    (await t.db.query<{ browsersource_key: string }>('SELECT browsersource_key FROM profiles WHERE user_id = $1', [userId]))[0]
      .browsersource_key;
  let urlA: string;
  let urlB: string;
  const stream = async (url: string) => {
    const s = await openSse(url);
    open.push(s);
    if (s.status === 200) await s.next('state');
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp({ OVERLAY_STREAMS_PER_IP: '12' });
    scene = await createRoleScene(t.db, 'caps');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    urlA = `${base}/browsersource/${scene.users.broadcaster.login}/events/?key=${await keyOf(scene.users.broadcaster.id)}`;
    urlB = `${base}/browsersource/${scene.users.otherBroadcaster.login}/events/?key=${await keyOf(scene.users.otherBroadcaster.id)}`;
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  it('a key holds 10 open streams; the 11th answers 429 in the DRF shape', async () => {
    for (let i = 0; i < 10; i += 1) expect((await stream(urlA)).status).toBe(200);
    const refused = await fetch(urlA, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ detail: 'Request was throttled. Expected available in 30 seconds.' });
  });

  it('a closed stream frees its slot', async () => {
    open.shift()?.close();
    await expect
      .poll(async () => {
        const s = await stream(urlA);
        if (s.status !== 200) s.close();
        return s.status;
      })
      .toBe(200);
    expect((await fetch(urlA)).status).toBe(429);
  });

  it('one address holds OVERLAY_STREAMS_PER_IP streams, whatever the keys', async () => {
    expect((await stream(urlB)).status).toBe(200);
    expect((await stream(urlB)).status).toBe(200);
    const refused = await fetch(urlB, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    await refused.body?.cancel();
  });
});
