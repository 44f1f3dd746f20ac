import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { listCampaignEvents } from '../../repositories/campaign-events-repository.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText } from '../../schemas/strings.ts';
import { requireManager, visibleCampaign } from '../../services/access.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const eventAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'event_type', 'broadcaster', 'message', 'link', 'thumbnail', 'created'],
  properties: {
    id: { type: 'integer' },
    event_type: { type: 'string' },
    broadcaster: { type: ['string', 'null'], description: 'Username' },
    message: { type: 'string' },
    link: { type: ['string', 'null'] },
    thumbnail: { type: ['string', 'null'] },
    created: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET campaign-events/?campaign=&limit=100&offset=0 (spec 01 §2 latest activity, §7): managers in scope, newest first. */
export const campaignEventsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/campaign-events/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listCampaignEvents',
        summary: "A campaign's latest activity, newest first",
        security: tokenOnly,
        querystring: {
          type: 'object',
          required: ['campaign'],
          properties: {
            campaign: campaignSlugText,
            // Query values arrive as text (no coercion): digits, bounded (limit at most 500, decision 325).
            limit: { type: 'string', pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$', maxLength: 3, default: '100' },
            offset: { type: 'string', pattern: '^[0-9]{1,6}$', maxLength: 6, default: '0' },
          },
        },
        response: { 200: { type: 'array', items: eventAnswer }, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireManager(user);
      const campaign = await visibleCampaign(app.ctx.db, user, request.query.campaign);
      return listCampaignEvents(app.ctx.db, campaign.id, Number(request.query.limit), Number(request.query.offset));
    },
  );
};
