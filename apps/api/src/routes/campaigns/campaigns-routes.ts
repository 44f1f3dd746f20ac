import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { listCampaignSummaries } from '../../repositories/campaigns-repository.ts';
import { errorAnswer } from '../shared-schemas.ts';

const campaignSummary = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    team: { type: ['integer', 'null'] },
    start_date: { type: 'string', format: 'date-time' },
    end_date: { type: ['string', 'null'], format: 'date-time' },
    is_demo: { type: 'boolean' },
    available_components: { type: 'array', items: { type: 'string' } },
    status: { type: ['string', 'null'] },
  },
} as const;

/**
 * GET campaigns/: the campaigns the user may see as CampaignSummary[] (spec 01 §6 scope, spec 02
 * §6): admins all, managers their teams' (and campaigns granted to them), broadcasters those they
 * are on, with their own status.
 */
export async function campaignsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/campaigns/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['campaigns'],
        security: [{ token: [] }],
        response: { 200: { type: 'array', items: campaignSummary }, 401: errorAnswer },
      },
    },
    async (request) => listCampaignSummaries(app.ctx.db, currentUser(request)),
  );
}
