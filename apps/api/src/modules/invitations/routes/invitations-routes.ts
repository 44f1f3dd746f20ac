import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { listCampaignInvitations, listTeamInvitations } from '../invitations-service.ts';
import { componentSlug, errorAnswer } from '../../../schemas/answers.ts';
import { campaignInvitation, teamInvitation } from '../schemas/invitation-answers.ts';
import { idPathParams, pathId, slugParams } from '../../../schemas/strings.ts';
import { requireBroadcaster } from '../../shared/index.ts';
import {
  acceptCampaignInvitation,
  acceptTeamInvitation,
  declineCampaignInvitation,
  declineTeamInvitation,
} from '../invitations-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** The accepted campaign as GET campaigns/ lists it (spec 01 §7 'acceptance adds the returned campaign data'). */
const joinedCampaign = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'team', 'start_date', 'end_date', 'is_demo', 'available_components', 'status'],
  properties: {
    slug: text,
    name: text,
    team: { type: ['integer', 'null'] },
    start_date: time,
    end_date: nullableTime,
    is_demo: { type: 'boolean' },
    available_components: { type: 'array', items: componentSlug },
    status: nullableText,
  },
} as const;

/** The joined team as GET teams/ lists it. */
const joinedTeam = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'logo', 'is_demo', 'seconds_per_impression'],
  properties: {
    id: { type: 'integer' },
    name: text,
    logo: nullableText,
    is_demo: { type: 'boolean' },
    seconds_per_impression: { type: 'integer' },
  },
} as const;

const declined = { type: 'null', description: 'Declined' } as const;
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer } as const;

/**
 * The broadcaster's side of joining (spec 02 §2 dashboard invitations, §4, §7): the open campaign
 * and team invitations (Invited rows, decision 202) and their answers, PATCH {resource}/{needle}/{response}/
 * with resource campaigns or teams and response accept or decline. Broadcasters only: a manager gets
 * 403 (decision 350); an invitation of someone else is 404.
 */
export const invitationsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/campaigns-invitations/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'listCampaignInvitations',
        summary: "The signed-in broadcaster's open campaign invitations",
        security: tokenOnly,
        response: { 200: { type: 'array', items: campaignInvitation }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return listCampaignInvitations(app.ctx.db, user.id, app.ctx.now());
    },
  );

  app.get(
    '/teams-invitations/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'listTeamInvitations',
        summary: "The signed-in broadcaster's open team invitations",
        security: tokenOnly,
        response: { 200: { type: 'array', items: teamInvitation }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return listTeamInvitations(app.ctx.db, user.id);
    },
  );

  app.patch(
    '/campaigns/:slug/accept/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'acceptCampaignInvitation',
        summary: 'Accept a campaign invitation; answers the campaign as GET campaigns/ lists it',
        security: tokenOnly,
        params: slugParams,
        response: { 200: joinedCampaign, ...errors },
      },
    },
    async (request) => acceptCampaignInvitation(app.ctx.db, currentUser(request), request.params.slug, app.ctx.now()),
  );

  app.patch(
    '/campaigns/:slug/decline/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'declineCampaignInvitation',
        summary: 'Decline a campaign invitation',
        security: tokenOnly,
        params: slugParams,
        response: { 204: declined, ...errors },
      },
    },
    async (request, reply) => {
      await declineCampaignInvitation(app.ctx.db, currentUser(request), request.params.slug, app.ctx.now());
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/teams/:id/accept/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'acceptTeamInvitation',
        summary: 'Accept a team invitation; answers the team as GET teams/ lists it',
        security: tokenOnly,
        params: idPathParams,
        response: { 200: joinedTeam, ...errors },
      },
    },
    async (request) => acceptTeamInvitation(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now()),
  );

  app.patch(
    '/teams/:id/decline/',
    {
      schema: {
        tags: ['invitations'],
        operationId: 'declineTeamInvitation',
        summary: 'Decline a team invitation',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: declined, ...errors },
      },
    },
    async (request, reply) => {
      await declineTeamInvitation(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );
};
