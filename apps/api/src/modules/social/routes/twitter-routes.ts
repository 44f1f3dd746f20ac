import { messages } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { badRequest } from '../../../errors.ts';
import { twitterConnectBody } from '../schemas/oauth-bodies.ts';
import { errorAnswer, userAnswer } from '../../../schemas/answers.ts';
import { connectTwitter, requestTwitterAuthorization } from '../providers/social-connect.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/** GET twitter/request-token/ and POST twitter/connect/ (spec 00 §7, 02 §4): OAuth 1.0a connect. */
export const twitterRoutes: ApiPlugin = async (app) => {
  app.get(
    '/twitter/request-token/',
    {
      schema: {
        tags: ['oauth'],
        operationId: 'requestTwitterToken',
        summary: 'Start connecting a Twitter account: the authorisation page to send the browser to',
        security: tokenOnly,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['authorization_url'],
            properties: { authorization_url: { type: 'string' } },
          },
          400: errorAnswer,
          401: errorAnswer,
        },
      },
    },
    async (request) => requestTwitterAuthorization(app.ctx, currentUser(request)),
  );

  app.post(
    '/twitter/connect/',
    {
      schema: {
        tags: ['oauth'],
        operationId: 'connectTwitter',
        summary: 'Finish connecting a Twitter account with the oauth_token and oauth_verifier of the callback',
        security: tokenOnly,
        body: twitterConnectBody,
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
};
