import { currentUser } from '../../plugins/authentication.ts';
import { listCampaignSummaries } from '../../repositories/campaigns-repository.ts';
import { componentSlug, errorAnswer } from '../../schemas/answers.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const campaignSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'team', 'start_date', 'end_date', 'is_demo', 'available_components', 'status'],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    team: { type: ['integer', 'null'] },
    start_date: { type: 'string', format: 'date-time' },
    end_date: { type: ['string', 'null'], format: 'date-time' },
    is_demo: { type: 'boolean' },
    available_components: { type: 'array', items: componentSlug },
    status: { type: ['string', 'null'] },
  },
} as const;

/**
 * GET campaigns/: the campaigns the user may see as CampaignSummary[] (spec 01 §6 scope, spec 02
 * §6): admins all, managers their teams' (and campaigns granted to them), broadcasters those they
 * are on, with their own status.
 */
export const campaignsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/campaigns/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listCampaigns',
        summary: 'The campaigns the signed-in user may see',
        security: [{ token: [] }],
        response: { 200: { type: 'array', items: campaignSummary }, 401: errorAnswer },
      },
    },
    async (request) => listCampaignSummaries(app.ctx.db, currentUser(request)),
  );
};
