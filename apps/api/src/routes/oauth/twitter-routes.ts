import type { FastifyInstance } from 'fastify';
import { messages } from '@advocate/validation';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { connectTwitter, requestTwitterAuthorization } from '../../services/providers/social-connect.ts';
import { errorAnswer, userAnswer } from '../shared-schemas.ts';

interface ConnectBody {
  oauth_token: string;
  oauth_verifier: string;
}

/** GET twitter/request-token/ and POST twitter/connect/ (spec 00 §7, 02 §4): OAuth 1.0a connect. */
export async function twitterRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/twitter/request-token/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['oauth'],
        summary: 'Start connecting a Twitter account: the authorisation page to send the browser to',
        security: [{ token: [] }],
        response: {
          200: { type: 'object', properties: { authorization_url: { type: 'string' } } },
          400: errorAnswer,
          401: errorAnswer,
        },
      },
    },
    async (request) => requestTwitterAuthorization(app.ctx, currentUser(request)),
  );

  app.post<{ Body: ConnectBody }>(
    '/twitter/connect/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['oauth'],
        summary: 'Finish connecting a Twitter account with the oauth_token and oauth_verifier of the callback',
        security: [{ token: [] }],
        body: {
          type: 'object',
          required: ['oauth_token', 'oauth_verifier'],
          properties: { oauth_token: { type: 'string' }, oauth_verifier: { type: 'string' } },
        },
        response: { 200: userAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      const { oauth_token: oauthToken, oauth_verifier: verifier } = request.body;
      const errors: Record<string, string[]> = {};
      if (!oauthToken.trim()) errors.oauth_token = [messages.required];
      if (!verifier.trim()) errors.oauth_verifier = [messages.required];
      if (Object.keys(errors).length) throw badRequest(errors);
      return connectTwitter(app.ctx, currentUser(request), oauthToken, verifier);
    },
  );
}
