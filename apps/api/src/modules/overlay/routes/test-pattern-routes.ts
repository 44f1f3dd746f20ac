import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { text, usernameText } from '../../../schemas/strings.ts';
import { requestTestPattern } from '../video-trigger-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** POST browsersource-test-pattern/ (spec 01 §7, 02 §4 sizes, §7): a test pattern for an overlay. */
export const testPatternRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/browsersource-test-pattern/',
    {
      schema: {
        tags: ['video-trigger'],
        operationId: 'requestTestPattern',
        summary: 'Show a test pattern on a broadcaster’s overlay',
        description:
          'Broadcasters: their own overlay (`size`). Managers who may edit campaigns: `broadcaster` on one of their campaigns and `size`.',
        security: tokenOnly,
        body: { type: 'object', additionalProperties: false, properties: { size: text(16), broadcaster: usernameText } },
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'broadcaster', 'size', 'requested_at'],
            properties: {
              id: { type: 'integer' },
              broadcaster: { type: 'string' },
              size: { type: 'string', enum: ['1920x1080', '1600x900', '1280x720'] },
              requested_at: { type: 'string', format: 'date-time' },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await requestTestPattern(db, currentUser(request), request.body, app.ctx.now())),
  );
};
