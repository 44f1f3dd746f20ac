import { messages } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import { youtubeConnectBody } from '../../schemas/oauth-bodies.ts';
import { errorAnswer, userAnswer } from '../../schemas/answers.ts';
import { connectYouTube } from '../../services/providers/youtube-connect.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/**
 * POST youtube/connect/ (spec 02 §2, §4 Connect YouTube; decision 701): links the YouTube channel of
 * the code to the signed-in broadcaster. Never signs anyone in: the session stays theirs.
 */
export const youtubeConnectRoute: ApiPlugin = async (app) => {
  app.post(
    '/youtube/connect/',
    {
      schema: {
        tags: ['oauth'],
        operationId: 'connectYouTube',
        summary: 'Connect a YouTube channel to the signed-in broadcaster with the code of the login app callback',
        security: tokenOnly,
        body: youtubeConnectBody,
        response: { 200: userAnswer, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const { code, started_by: startedBy } = request.body;
      const errors: Record<string, string[]> = {};
      if (!code.trim()) errors.code = [messages.required];
      if (!startedBy.trim()) errors.started_by = [messages.required];
      if (Object.keys(errors).length) throw badRequest(errors);
      return connectYouTube(app.ctx, currentUser(request), code, startedBy);
    },
  );
};
