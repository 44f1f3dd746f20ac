import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { broadcasterLinks } from '../../services/broadcaster-links.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const text = { type: 'string' } as const;

/** One custom link assigned to the broadcaster (spec 02 §2 Custom links page; contract 3, decision 451). */
const broadcasterLinkAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'url', 'target', 'component', 'campaign', 'campaign_name'],
  properties: {
    key: text,
    url: { ...text, description: 'The tracked address to share' },
    target: { ...text, description: 'Where the tracked address leads' },
    component: { ...text, description: 'Component name' },
    campaign: { ...text, description: 'Campaign slug' },
    campaign_name: text,
  },
} as const;

/** GET broadcaster-links/: the signed-in broadcaster's tracked custom links. */
export const broadcasterLinksRoutes: ApiPlugin = async (app) => {
  app.get(
    '/broadcaster-links/',
    {
      schema: {
        tags: ['broadcaster-actions'],
        operationId: 'listBroadcasterLinks',
        summary: 'The custom links assigned to the signed-in broadcaster, as tracked addresses',
        security: tokenOnly,
        response: { 200: { type: 'array', items: broadcasterLinkAnswer }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => broadcasterLinks(app.ctx.db, currentUser(request), app.ctx.config.PUBLIC_API_URL, app.ctx.now()),
  );
};
