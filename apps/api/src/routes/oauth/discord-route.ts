import type { FastifyInstance } from 'fastify';
import { messages } from '@advocate/validation';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { connectDiscord } from '../../services/providers/social-connect.ts';
import { errorAnswer, userAnswer } from '../shared-schemas.ts';

interface ConnectBody {
  code: string;
  callback_url: string;
}

/** POST discord/connect/ (spec 00 §7, 02 §4): links the Discord account of the code to the signed-in user. */
export async function discordRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ConnectBody }>(
    '/discord/connect/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['oauth'],
        summary: 'Connect a Discord account with the code of the login app callback',
        security: [{ token: [] }],
        body: {
          type: 'object',
          required: ['code', 'callback_url'],
          properties: {
            code: { type: 'string' },
            callback_url: { type: 'string', description: 'The redirect_uri sent to Discord: a page of the login app.' },
          },
        },
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
}
