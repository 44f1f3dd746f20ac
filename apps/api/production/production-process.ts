import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** Settings a production start accepts (real-looking secrets, provider URLs that are not this machine). */
export const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  SECRET_KEY: 'production-start-test-secret-key-0123456789abcdef',
  TWITCH_CLIENT_SECRET: 'production-start-twitch',
  TWITCH_EVENTSUB_SECRET: 'production-start-eventsub',
  GOOGLE_CLIENT_SECRET: 'production-start-google',
  DISCORD_CLIENT_SECRET: 'production-start-discord',
  TWITTER_CONSUMER_SECRET: 'production-start-twitter',
  TWITTER_BEARER_TOKEN: 'production-start-bearer',
  SHOPIFY_API_SECRET: 'production-start-shopify',
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
  SEED_DEMO: 'off',
  DEV_PROVIDERS: 'off',
} as const;

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ApiProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** SIGTERM, then its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * `node apps/api/dist/main.js` in `cwd` with only `env` (plus PATH and HOME), on this process's
 * Node; resolves once it prints that it listens, rejects with its output if it exits first.
 */
export async function startApiProcess(cwd: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (text.includes('api: listening on')) resolve();
    };
    child.stdout.on('data', onData);
    void exited.then(([code]) => reject(new Error(`the API exited (${String(code)}) before listening:\n${text}`)));
  });
  return {
    child,
    output: () => text,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
