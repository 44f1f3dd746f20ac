import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../config.ts';
import { ProviderError } from './provider-http.ts';
import { twitchAccount } from './twitch-client.ts';
import { NoYouTubeChannelError, youtubeAccount } from './youtube-client.ts';

// Answers a fake provider gives, by path; the stand-in covers the happy paths end to end.
const answers: Record<string, unknown> = {};
let server: Server;
let config: Config;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    req.resume();
    req.on('end', () => {
      if (!(path in answers)) return res.writeHead(404).end('{}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[path]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = loadConfig({
    NODE_ENV: 'test',
    TWITCH_TOKEN_URL: `${base}/twitch/token`,
    TWITCH_API_URL: `${base}/twitch/helix`,
    GOOGLE_TOKEN_URL: `${base}/google/token`,
    GOOGLE_USERINFO_URL: `${base}/google/userinfo`,
    YOUTUBE_API_URL: `${base}/youtube`,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('youtubeAccount', () => {
  it('refuses a Google account without a YouTube channel', async () => {
    answers['/google/token'] = { access_token: 'ya29.x', scope: 'openid' };
    answers['/google/userinfo'] = { sub: '9', email: 'a@example.com' };
    answers['/youtube/channels'] = { items: [] };
    await expect(youtubeAccount(config, 'code')).rejects.toBeInstanceOf(NoYouTubeChannelError);
  });

  it('falls back to the channel title when the channel has no handle', async () => {
    answers['/youtube/channels'] = { items: [{ id: 'UC9', snippet: { title: 'Cosy Corner' } }] };
    const account = await youtubeAccount(config, 'code');
    expect(account).toMatchObject({ providerUserId: 'UC9', login: 'Cosy Corner', displayName: 'Cosy Corner', email: 'a@example.com' });
  });
});

describe('twitchAccount', () => {
  it('refuses a token answer without an access token and a user list without users', async () => {
    answers['/twitch/token'] = { error: 'nope' };
    await expect(twitchAccount(config, 'code')).rejects.toBeInstanceOf(ProviderError);
    answers['/twitch/token'] = { access_token: 't', scope: ['user:read:email'] };
    answers['/twitch/helix/users'] = { data: [] };
    await expect(twitchAccount(config, 'code')).rejects.toBeInstanceOf(ProviderError);
  });
});
