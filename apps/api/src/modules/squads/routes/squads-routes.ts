import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { idNumber, idPathParams, idText, pathId } from '../../../schemas/strings.ts';
import { addToSquad, createSquad, readSquads, removeFromSquad, removeSquad, updateSquad } from '../squads-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { broadcasterBody, squadAnswer } from '../../teams/index.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const nameText = { type: 'string', maxLength: 1000 } as const;

/**
 * Squads (spec 01 §3 Squad, §7): list by team, create {name, team}, rename, delete, and roster
 * changes add_broadcaster/ and remove_broadcaster/ {broadcaster}. Reads: managers of the team;
 * writes: the edit-teams permission too.
 */
export const squadsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/squads/',
    {
      schema: {
        tags: ['squads'],
        operationId: 'listSquads',
        summary: "The squads of the manager's teams, or of one team",
        security: tokenOnly,
        querystring: { type: 'object', properties: { team: idText } },
        response: { 200: { type: 'array', items: squadAnswer }, ...errors },
      },
    },
    async (request) => {
      const team = request.query.team === undefined ? undefined : pathId(request.query.team);
      return readSquads(app.ctx.db, currentUser(request), team);
    },
  );

  app.post(
    '/squads/',
    {
      schema: {
        tags: ['squads'],
        operationId: 'createSquad',
        summary: 'Create a squad in a team (edit-teams permission)',
        security: tokenOnly,
        body: { type: 'object', required: ['name', 'team'], properties: { name: nameText, team: idNumber } },
        response: { 201: squadAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const squad = await createSquad(app.ctx.db, currentUser(request), request.body, app.ctx.now());
      return reply.code(201).send(squad);
    },
  );

  app.patch(
    '/squads/:id/',
    {
      schema: {
        tags: ['squads'],
        operationId: 'updateSquad',
        summary: 'Rename a squad (edit-teams permission)',
        security: tokenOnly,
        params: idPathParams,
        body: { type: 'object', required: ['name'], properties: { name: nameText } },
        response: { 200: squadAnswer, ...errors },
      },
    },
    async (request) => updateSquad(app.ctx.db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/squads/:id/',
    {
      schema: {
        tags: ['squads'],
        operationId: 'deleteSquad',
        summary: 'Delete a squad; its members stay on the team (edit-teams permission)',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      await removeSquad(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );

  for (const action of ['add_broadcaster', 'remove_broadcaster'] as const) {
    app.patch(
      `/squads/:id/${action}/`,
      {
        schema: {
          tags: ['squads'],
          operationId: action === 'add_broadcaster' ? 'addSquadBroadcaster' : 'removeSquadBroadcaster',
          summary:
            action === 'add_broadcaster'
              ? 'Put an Active team member in the squad (edit-teams permission)'
              : 'Take a broadcaster out of the squad (edit-teams permission)',
          security: tokenOnly,
          params: idPathParams,
          body: broadcasterBody,
          response: { 200: squadAnswer, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const id = pathId(request.params.id);
        if (action === 'add_broadcaster') return addToSquad(app.ctx.db, user, id, request.body.broadcaster, app.ctx.now());
        return removeFromSquad(app.ctx.db, user, id, request.body.broadcaster, app.ctx.now());
      },
    );
  }
};
