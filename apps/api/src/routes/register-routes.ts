import { loginRoute } from './auth/login-route.ts';
import { userRoutes } from './auth/user-routes.ts';
import { registrationRoutes } from './auth/registration-routes.ts';
import { logoutRoute } from './auth/logout-route.ts';
import { passwordResetRoutes } from './auth/password-reset-routes.ts';
import { userUpdateRoute } from './auth/user-update-route.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { campaignsRoutes } from './campaigns/campaigns-routes.ts';
import { inviteLinksRoutes } from './invites/invite-links-routes.ts';
import { teamsRoutes } from './teams/teams-routes.ts';
import { schemaRoute } from './meta/schema-route.ts';
import { oauthRoutes } from './oauth/oauth-routes.ts';
import type { ApiPlugin } from './api-plugin.ts';

/** Every route under /api/v1/. One line per route module. */
export const registerRoutes: ApiPlugin = async (app) => {
  await app.register(schemaRoute);
  await app.register(loginRoute);
  await app.register(userRoutes);
  await app.register(registrationRoutes);
  await app.register(logoutRoute);
  await app.register(passwordResetRoutes);
  await app.register(userUpdateRoute);
  await app.register(accountRoutes);
  await app.register(campaignsRoutes);
  await app.register(teamsRoutes);
  await app.register(inviteLinksRoutes);
  await app.register(oauthRoutes);
};
