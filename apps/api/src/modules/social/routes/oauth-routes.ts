import { discordRoute } from './discord-route.ts';
import { providerSignInRoute } from './provider-sign-in-route.ts';
import { twitterRoutes } from './twitter-routes.ts';
import { youtubeConnectRoute } from './youtube-connect-route.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** Provider sign-in (Twitch, YouTube) and social connect (Twitter, Discord, YouTube). */
export const oauthRoutes: ApiPlugin = async (app) => {
  await app.register(providerSignInRoute);
  await app.register(twitterRoutes);
  await app.register(discordRoute);
  await app.register(youtubeConnectRoute);
};
