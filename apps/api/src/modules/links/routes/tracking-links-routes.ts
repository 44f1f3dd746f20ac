import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { ADDRESS_MAX_LENGTH, text, usernameText } from '../../../schemas/strings.ts';
import { assignBroadcasterLink } from '../../broadcaster-actions/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const trackedLinkAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'url', 'target'],
  properties: {
    key: { type: 'string' },
    url: { type: 'string', description: '<api>/l/<key>' },
    target: { type: 'string' },
  },
} as const;

/** assign-broadcaster-link/ (spec 02 §7 Assign custom link; contract 2). */
export const trackingLinksRoutes: ApiPlugin = async (app) => {
  const { db, config } = app.ctx;

  app.post(
    '/assign-broadcaster-link/',
    {
      schema: {
        tags: ['tracking-links'],
        operationId: 'assignBroadcasterLink',
        summary: "The broadcaster's tracked link to a link of one of their campaign's components",
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['link', 'broadcasterUsername'],
          properties: { link: text(ADDRESS_MAX_LENGTH), broadcasterUsername: usernameText },
        },
        response: { 200: trackedLinkAnswer, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => assignBroadcasterLink(db, currentUser(request), request.body, app.ctx.now(), config.PUBLIC_API_URL),
  );
};
