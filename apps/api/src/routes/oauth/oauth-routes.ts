import type { FastifyInstance } from 'fastify';
import { discordRoute } from './discord-route.ts';
import { providerSignInRoute } from './provider-sign-in-route.ts';
import { twitterRoutes } from './twitter-routes.ts';

/** Provider sign-in (Twitch, YouTube) and social connect (Twitter, Discord). */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  await app.register(providerSignInRoute);
  await app.register(twitterRoutes);
  await app.register(discordRoute);
}
