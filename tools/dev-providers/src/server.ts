import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ProviderName } from './accounts.ts';
import { DevContext } from './context.ts';
import type { DevProvidersOptions } from './context.ts';
import { registerDiscord } from './discord.ts';
import { registerGoogle } from './google.ts';
import { avatarSvg } from './html.ts';
import { indexPage } from './index-page.ts';
import { registerFormParser } from './params.ts';
import { registerShopify } from './shopify.ts';
import { registerShopifyOrders } from './shopify-orders.ts';
import { registerTwitch } from './twitch.ts';
import { registerTwitchStreams } from './twitch-streams.ts';
import { registerTwitchChat } from './twitch-chat.ts';
import { registerTwitter } from './twitter.ts';
import { registerTwitterLookup } from './twitter-lookup.ts';
import { registerTwitchPanels } from './twitch-panels.ts';
import { registerYouTube } from './youtube.ts';
import { registerYouTubeLive } from './youtube-live.ts';

const PROVIDERS: readonly string[] = ['twitch', 'google', 'discord', 'twitter'] satisfies ProviderName[];

/** The stand-in server, routes registered, not listening (tests call `inject`). */
export function buildDevProviders(options: DevProvidersOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  const ctx = new DevContext(options);
  registerFormParser(app);

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexPage(ctx)));
  app.get('/health', async () => ({ ok: true }));
  app.get<{ Params: { provider: string; file: string } }>('/avatars/:provider/:file', async (request, reply) => {
    const { provider, file } = request.params;
    const login = file.replace(/\.svg$/, '');
    if (!PROVIDERS.includes(provider) || !/^[a-z0-9_]{1,25}$/.test(login)) return reply.code(404).send({ error: 'Not Found' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(login));
  });

  registerTwitch(app, ctx);
  registerTwitchStreams(app, ctx);
  registerTwitchChat(app, ctx);
  registerGoogle(app, ctx);
  registerYouTube(app, ctx);
  registerYouTubeLive(app, ctx);
  registerDiscord(app, ctx);
  registerTwitter(app, ctx);
  registerTwitterLookup(app, ctx);
  registerTwitchPanels(app, ctx);
  registerShopify(app, ctx);
  registerShopifyOrders(app, ctx);
  return app;
}

export interface StartOptions extends DevProvidersOptions {
  host?: string;
  port?: number;
}

export interface RunningDevProviders {
  app: FastifyInstance;
  /** Base URL the stand-in answers on, e.g. http://127.0.0.1:4500 */
  url: string;
  close(): Promise<void>;
}

/** Builds the stand-in and listens; port 0 picks a free port (read it from `url`). */
export async function startDevProviders({ host = '127.0.0.1', port = 4500, ...options }: StartOptions = {}): Promise<RunningDevProviders> {
  const app = buildDevProviders(options);
  await app.listen({ host, port });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return { app, url: `http://${urlHost}:${boundPort}`, close: () => app.close() };
}
