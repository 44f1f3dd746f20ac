import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { idNumber, usernameText } from '../../../schemas/strings.ts';
import { triggerVideo } from '../video-trigger-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** POST video-trigger/ (spec 01 §2 Fullscreen video trigger, §7; 02 §7): queues a fullscreen video for overlays. */
export const videoTriggerRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/video-trigger/',
    {
      schema: {
        tags: ['video-trigger'],
        operationId: 'triggerVideo',
        summary: 'Play a fullscreen video on broadcasters’ overlays',
        description:
          'Managers name the broadcasters (usernames, Active on the campaign); a broadcaster sends only the component, for themselves.',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { component: idNumber, broadcasters: { type: 'array', maxItems: 5000, items: usernameText } },
        },
        response: {
          201: { type: 'object', additionalProperties: false, required: ['triggered'], properties: { triggered: { type: 'integer' } } },
          ...errors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await triggerVideo(db, currentUser(request), request.body, app.ctx.now())),
  );
};
