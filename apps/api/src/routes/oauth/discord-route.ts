import { messages } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { discordConnectBody } from '../../schemas/oauth-bodies.ts';
import { errorAnswer, userAnswer } from '../../schemas/answers.ts';
import { connectDiscord } from '../../services/providers/social-connect.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/** POST discord/connect/ (spec 00 §7, 02 §4): links the Discord account of the code to the signed-in user. */
export const discordRoute: ApiPlugin = async (app) => {
  app.post(
    '/discord/connect/',
    {
      schema: {
        tags: ['oauth'],
        operationId: 'connectDiscord',
        summary: 'Connect a Discord account with the code of the login app callback',
        security: tokenOnly,
        body: discordConnectBody,
        response: { 200: userAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const { code, callback_url: callbackUrl } = request.body;
      const errors: Record<string, string[]> = {};
      if (!code.trim()) errors.code = [messages.required];
      if (!callbackUrl.trim()) errors.callback_url = [messages.required];
      if (Object.keys(errors).length) throw badRequest(errors);
      return connectDiscord(app.ctx, currentUser(request), code, callbackUrl);
    },
  );
};
