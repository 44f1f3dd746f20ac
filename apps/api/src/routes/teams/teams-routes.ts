import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import { listTeamSummaries } from '../../repositories/teams-repository.ts';
import { errorAnswer } from '../shared-schemas.ts';

const teamSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'] },
    is_demo: { type: 'boolean' },
    seconds_per_impression: { type: 'integer' },
  },
} as const;

/** GET teams/: the teams the user may see as TeamSummary[]: admins all, managers theirs, broadcasters their active teams. */
export async function teamsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/teams/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['teams'],
        security: [{ token: [] }],
        response: { 200: { type: 'array', items: teamSummary }, 401: errorAnswer },
      },
    },
    async (request) => listTeamSummaries(app.ctx.db, currentUser(request)),
  );
}
