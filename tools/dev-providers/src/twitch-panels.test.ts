import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDevProviders } from './server.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

// Issue 8 audits; decision 551.
describe('Twitch panels stand-in', () => {
  it('answers [] for a known channel never set, 404 for an unknown one', async () => {
    expect((await app.inject({ url: '/twitch/panels/streamer_one' })).json()).toEqual({ data: [] });
    expect((await app.inject({ url: '/twitch/panels/nobody_here_123' })).statusCode).toBe(404);
  });

  it('keeps the panels a test sets, serving uploaded bytes itself', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a00ff', 'hex');
    const put = await app.inject({
      method: 'PUT',
      url: '/twitch/_dev/panels/Streamer_Two',
      payload: [
        { title: 'Sponsor', image_data: bytes.toString('base64'), link: 'http://localhost:3000/l/abcDEF' },
        { title: 'About', image_url: 'https://cdn.example/a.png', link: null },
      ],
    });
    expect(put.json()).toEqual({ login: 'streamer_two', panels: 2, unreachable: false });
    const read = await app.inject({ url: '/twitch/panels/streamer_two', headers: { host: 'localhost:4500' } });
    expect(read.json()).toEqual({
      data: [
        {
          title: 'Sponsor',
          image_url: 'http://localhost:4500/twitch/_dev/panel-images/streamer_two/0',
          link: 'http://localhost:3000/l/abcDEF',
        },
        { title: 'About', image_url: 'https://cdn.example/a.png', link: null },
      ],
    });
    const image = await app.inject({ url: '/twitch/_dev/panel-images/streamer_two/0' });
    expect([image.headers['content-type'], image.rawPayload.equals(bytes)]).toEqual(['image/png', true]);
    expect((await app.inject({ url: '/twitch/_dev/panel-images/streamer_two/1' })).statusCode).toBe(404);
  });

  it('a channel marked unreachable answers 503; bad bodies 400', async () => {
    await app.inject({ method: 'PUT', url: '/twitch/_dev/panels/streamer_one', payload: { unreachable: true } });
    expect((await app.inject({ url: '/twitch/panels/streamer_one' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'PUT', url: '/twitch/_dev/panels/streamer_one', payload: { panels: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/twitch/_dev/panels/not a login', payload: [] })).statusCode).toBe(400);
  });
});
