import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText } from '../../schemas/strings.ts';
import { watchPartiesOf } from '../../services/watch-parties-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const watchPartyAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'game', 'api_key', 'current_version', 'component_id', 'campaign'],
  properties: {
    id: { type: 'integer' },
    game: { type: 'string' },
    api_key: { type: 'string', description: 'The watch party’s key, handed to its frame with the settings' },
    current_version: {
      type: 'object',
      additionalProperties: false,
      required: ['source'],
      properties: { source: { type: ['string', 'null'], description: 'Address the frame shows' } },
    },
    component_id: { type: ['integer', 'null'] },
    campaign: { type: 'string', description: 'Campaign slug' },
  },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** watch-parties/ (spec 01 §3, §7 watchParties; 02 §2 Watch party page). */
export const watchPartiesRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/watch-parties/',
    {
      schema: {
        tags: ['watch-parties'],
        operationId: 'listWatchParties',
        summary: 'Watch parties: a broadcaster’s own, or a campaign’s for managers',
        description: 'Broadcasters: campaigns they are Active on, components ready, not deleted, not ended. Managers: `campaign` required.',
        security: tokenOnly,
        querystring: { type: 'object', additionalProperties: false, properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: watchPartyAnswer }, ...errors },
      },
    },
    async (request) => watchPartiesOf(db, currentUser(request), request.query.campaign, app.ctx.now()),
  );
};
