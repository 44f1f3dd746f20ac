import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { listTeamStatuses } from '../teams-service.ts';
import { errorAnswer, inviteCodeAnswer } from '../../../schemas/answers.ts';
import { idNumber, idPathParams, pathId, usernameText } from '../../../schemas/strings.ts';
import { requireManager, visibleTeam } from '../../shared/index.ts';
import { setTeamMemberSquad } from '../../squads/index.ts';
import { inviteToTeam, removeFromTeam, teamInviteLink } from '../teams-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { broadcasterBody, statusChangeAnswer, teamStatusAnswer } from './team-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

const memberSquadBody = {
  type: 'object',
  required: ['broadcaster', 'squad'],
  properties: { broadcaster: usernameText, squad: { anyOf: [idNumber, { type: 'null' }] } },
} as const;

/**
 * Team status calls of spec 01 §7: 'Set team status invite or remove' as PATCH teams/{id}/invite/
 * and teams/{id}/remove/ (two static paths, so the broadcaster's accept and decline calls on
 * teams/{id}/… stay their own routes), GET get_statuses/ and invite_code/, and the member squad
 * assignment (spec 01 §4; decision 311).
 */
export const teamStatusRoutes: ApiPlugin = async (app) => {
  app.patch(
    '/teams/:id/invite/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'inviteToTeam',
        summary: 'Invite a broadcaster to the team: status Invited and an invitation email (edit-teams permission)',
        security: tokenOnly,
        params: idPathParams,
        body: broadcasterBody,
        response: { 200: statusChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const { db, mailer, config } = app.ctx;
      const now = app.ctx.now();
      const invited = await inviteToTeam(
        { db, mailer, now, creatorUrl: config.CREATOR_URL, log: request.log },
        currentUser(request),
        pathId(request.params.id),
        request.body.broadcaster,
      );
      return { broadcaster: invited.username, status: 'Invited' as const };
    },
  );

  app.patch(
    '/teams/:id/remove/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'removeFromTeam',
        summary: 'Remove a member from the team: Deactivated on the team and on every running campaign of it (edit-teams permission)',
        security: tokenOnly,
        params: idPathParams,
        body: broadcasterBody,
        response: { 200: statusChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const removed = await removeFromTeam(
        app.ctx.db,
        currentUser(request),
        pathId(request.params.id),
        request.body.broadcaster,
        app.ctx.now(),
      );
      return { broadcaster: removed.username, status: 'Deactivated' as const };
    },
  );

  app.get(
    '/teams/:id/get_statuses/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'listTeamStatuses',
        summary: 'The broadcasters with a status on the team (members, invitations, removed), managers of the team',
        security: tokenOnly,
        params: idPathParams,
        response: { 200: { type: 'array', items: teamStatusAnswer }, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireManager(user);
      const team = await visibleTeam(app.ctx.db, user, pathId(request.params.id));
      return listTeamStatuses(app.ctx.db, team.id);
    },
  );

  app.get(
    '/teams/:id/invite_code/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'readTeamInviteCode',
        summary: "The team's invite link key (/join/{key}) and its expiry, managers of the team",
        security: tokenOnly,
        params: idPathParams,
        response: { 200: inviteCodeAnswer, ...errors },
      },
    },
    async (request) => teamInviteLink(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now()),
  );

  app.patch(
    '/teams/:id/set_squad/',
    {
      schema: {
        tags: ['teams'],
        operationId: 'setTeamMemberSquad',
        summary: "Set a member's squad, or remove them from theirs with squad null (edit-teams permission)",
        security: tokenOnly,
        params: idPathParams,
        body: memberSquadBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['broadcaster', 'squad'],
            properties: { broadcaster: { type: 'string' }, squad: { type: ['integer', 'null'] } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const member = await setTeamMemberSquad(app.ctx.db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now());
      return { broadcaster: member.username, squad: request.body.squad };
    },
  );
};
