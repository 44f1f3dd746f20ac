import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { listTeamSummaries } from '../teams-service.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { readTeam, updateTeam } from '../teams-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { teamDetailAnswer } from './team-schemas.ts';
import { idPathParams, pathId } from '../../../schemas/strings.ts';
import { teamStatusRoutes } from './team-status-routes.ts';

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

const teamSettingsBody = {
  type: 'object',
  required: ['name', 'seconds_per_impression'],
  properties: {
    name: { type: 'string', maxLength: 1000 },
    // No minimum here: libs/validation answers 'Must be bigger than 0' (spec 01 §5).
    seconds_per_impression: { type: 'integer', maximum: 2147483647 },
  },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * GET teams/: the teams the user may see as TeamSummary[] (admins all, managers theirs, broadcasters
 * their active teams); GET and PATCH teams/{id}/ (spec 01 §3 Team, §7 Update teams/{id}); and the
 * team status, statuses, invite link and member squad calls (team-status-routes.ts).
 */
export const teamsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/teams/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'listTeams',
        summary: 'The teams the signed-in user may see',
        security: tokenOnly,
        response: { 200: { type: 'array', items: teamSummary }, 401: errorAnswer },
      },
    },
    async (request) => listTeamSummaries(app.ctx.db, currentUser(request)),
  );

  app.get(
    '/teams/:id/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'readTeam',
        summary: 'One team: its settings and chatbots (managers of it, its members)',
        security: tokenOnly,
        params: idPathParams,
        response: { 200: teamDetailAnswer, ...errors },
      },
    },
    async (request) => readTeam(app.ctx.db, currentUser(request), pathId(request.params.id)),
  );

  app.patch(
    '/teams/:id/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'updateTeam',
        summary: "Change a team's name and seconds per impression (edit-teams permission)",
        security: tokenOnly,
        params: idPathParams,
        body: teamSettingsBody,
        response: { 200: teamDetailAnswer, ...errors },
      },
    },
    async (request) => updateTeam(app.ctx.db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  await app.register(teamStatusRoutes);
};
