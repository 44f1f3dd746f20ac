import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// ARCHITECTURE §1 (every setting from the environment, checked at start-up); issue #2 (demo data never in production).
describe('loadConfig', () => {
  it('works on the local defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.TWITCH_TOKEN_URL).toBe('http://localhost:4500/twitch/oauth2/token');
  });

  it('keeps statements prepared unless told off (decision 633)', () => {
    expect(loadConfig({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).DATABASE_PREPARED_STATEMENTS).toBe(false);
  });

  it('counts limits in Redis only when REDIS_URL names a Redis server (decision 740)', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('advocate:');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380/0' }).REDIS_URL).toBe('rediss://cache.internal:6380/0');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('keeps clicks in the local journal unless CLICK_LOG=jetstream names NATS servers (decision 751)', () => {
    expect(loadConfig({})).toMatchObject({ CLICK_LOG: 'journal', CLICK_LOG_STREAM: 'advocate-clicks', CLICK_LOG_REPLICAS: 1 });
    expect(() => loadConfig({ CLICK_LOG: 'jetstream' })).toThrow(/CLICK_LOG=jetstream needs NATS_URL/);
    const cluster = loadConfig({ CLICK_LOG: 'jetstream', NATS_URL: 'nats://n1:4222,nats://n2:4222', CLICK_LOG_REPLICAS: '3' });
    expect(cluster).toMatchObject({ CLICK_LOG: 'jetstream', NATS_URL: 'nats://n1:4222,nats://n2:4222', CLICK_LOG_REPLICAS: 3 });
    expect(() => loadConfig({ NATS_URL: 'n1:4222' })).toThrow(/NATS_URL/);
    expect(() => loadConfig({ CLICK_LOG: 'kafka' })).toThrow(/CLICK_LOG/);
    expect(() => loadConfig({ CLICK_LOG_REPLICAS: '7' })).toThrow(/CLICK_LOG_REPLICAS/);
    expect(() => loadConfig({ CLICK_LOG_SUBJECT: 'clicks.>' })).toThrow(/CLICK_LOG_SUBJECT/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('refuses local secrets and stand-in providers in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    const secrets = {
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(40),
      TWITCH_CLIENT_SECRET: 's1',
      TWITCH_EVENTSUB_SECRET: 'eventsub-secret-s7',
      GOOGLE_CLIENT_SECRET: 's2',
      DISCORD_CLIENT_SECRET: 's3',
      TWITTER_CONSUMER_SECRET: 's4',
      TWITTER_BEARER_TOKEN: 's6',
      SHOPIFY_API_SECRET: 's5',
    };
    expect(() => loadConfig(secrets)).toThrow(/TWITCH_AUTHORIZE_URL.*stand-ins/);
    const real = {
      ...secrets,
      TWITCH_AUTHORIZE_URL: 'https://id.twitch.tv/oauth2/authorize',
      TWITCH_TOKEN_URL: 'https://id.twitch.tv/oauth2/token',
      TWITCH_API_URL: 'https://api.twitch.tv/helix',
      GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3',
      DISCORD_AUTHORIZE_URL: 'https://discord.com/oauth2/authorize',
      DISCORD_TOKEN_URL: 'https://discord.com/api/oauth2/token',
      DISCORD_API_URL: 'https://discord.com/api',
      TWITTER_API_URL: 'https://api.twitter.com',
      TWITCH_PANELS_URL: 'https://panels.example.com/twitch',
      SHOPIFY_AUTHORIZE_URL: 'https://{shop}/admin/oauth/authorize',
      SHOPIFY_TOKEN_URL: 'https://{shop}/admin/oauth/access_token',
    };
    expect(loadConfig(real).NODE_ENV).toBe('production');
  });
});
