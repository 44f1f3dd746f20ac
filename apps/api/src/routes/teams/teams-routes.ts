import { currentUser } from '../../plugins/authentication.ts';
import { listTeamSummaries } from '../../repositories/teams-repository.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const teamSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'logo', 'is_demo', 'seconds_per_impression'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'] },
    is_demo: { type: 'boolean' },
    seconds_per_impression: { type: 'integer' },
  },
} as const;

/** GET teams/: the teams the user may see as TeamSummary[]: admins all, managers theirs, broadcasters their active teams. */
export const teamsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/teams/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'listTeams',
        summary: 'The teams the signed-in user may see',
        security: [{ token: [] }],
        response: { 200: { type: 'array', items: teamSummary }, 401: errorAnswer },
      },
    },
    async (request) => listTeamSummaries(app.ctx.db, currentUser(request)),
  );
};
