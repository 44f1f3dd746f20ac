import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer, inviteCodeAnswer } from '../../schemas/answers.ts';
import { idNumber, slugParams, usernameText } from '../../schemas/strings.ts';
import { addSquadToCampaign, removeSquadFromCampaign } from '../../services/campaign-status-squads.ts';
import {
  CAMPAIGN_STATUS_ACTIONS,
  campaignInviteLink,
  changeCampaignStatus,
  readCampaignStatuses,
  type CampaignStatusAction,
} from '../../services/campaign-status-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';
import { campaignStatusAnswer, squadChangeAnswer } from './campaign-status-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

const broadcasterBody = {
  type: 'object',
  required: ['broadcaster'],
  properties: { broadcaster: usernameText },
} as const;

/** `{squad}`: a squad id. */
const squadBody = {
  type: 'object',
  required: ['squad'],
  properties: { squad: idNumber },
} as const;

const actions: Record<CampaignStatusAction, { operationId: string; summary: string }> = {
  invite: {
    operationId: 'inviteToCampaign',
    summary: 'Invite a broadcaster to the campaign: status Invited, an event and the invitation email (edit-campaigns permission)',
  },
  add_from_team: {
    operationId: 'addToCampaignFromTeam',
    summary: "Add an Active member of the campaign's team: Active with auto_active_invites, else Pending (edit-campaigns permission)",
  },
  activate: {
    operationId: 'activateOnCampaign',
    summary: 'Activate a Flagged, Deactivated, Pending or Campaign Ended broadcaster (edit-campaigns permission)',
  },
  deactivate: {
    operationId: 'deactivateOnCampaign',
    summary: 'Deactivate an Active broadcaster (edit-campaigns permission)',
  },
};

/**
 * Campaign management calls of spec 01 §7: `PATCH campaigns/{slug}/{status}/` as four static
 * paths (invite, add_from_team, activate, deactivate), GET get_statuses/ and invite_code/, and
 * PATCH add_squad/ and remove_squad/. Ended campaigns refuse every change (decision 330).
 */
export const campaignStatusRoutes: ApiPlugin = async (app) => {
  for (const action of CAMPAIGN_STATUS_ACTIONS) {
    app.patch(
      `/campaigns/:slug/${action}/`,
      {
        schema: {
          tags: ['campaign management'],
          ...actions[action],
          security: tokenOnly,
          params: slugParams,
          body: broadcasterBody,
          response: { 200: campaignStatusAnswer, ...errors },
        },
      },
      async (request) => {
        const { db, mailer, config } = app.ctx;
        const ctx = { db, mailer, now: app.ctx.now(), creatorUrl: config.CREATOR_URL, log: request.log };
        return changeCampaignStatus(ctx, currentUser(request), request.params.slug, action, request.body.broadcaster);
      },
    );
  }

  app.get(
    '/campaigns/:slug/get_statuses/',
    {
      schema: {
        tags: ['campaign management'],
        operationId: 'listCampaignStatuses',
        summary: 'The broadcasters with a status on the campaign (invitations included), for managers who see it',
        security: tokenOnly,
        params: slugParams,
        response: { 200: { type: 'array', items: campaignStatusAnswer }, ...errors },
      },
    },
    async (request) => readCampaignStatuses(app.ctx.db, currentUser(request), request.params.slug),
  );

  app.get(
    '/campaigns/:slug/invite_code/',
    {
      schema: {
        tags: ['campaign management'],
        operationId: 'campaignInviteCode',
        summary: "The campaign's /invite/{key} link, reused while it has a day left (edit-campaigns permission)",
        security: tokenOnly,
        params: slugParams,
        response: { 200: inviteCodeAnswer, ...errors },
      },
    },
    async (request) => campaignInviteLink(app.ctx.db, currentUser(request), request.params.slug, app.ctx.now()),
  );

  const squadRoute = (path: 'add_squad' | 'remove_squad') =>
    app.patch(
      `/campaigns/:slug/${path}/`,
      {
        schema: {
          tags: ['campaign management'],
          operationId: path === 'add_squad' ? 'addSquadToCampaign' : 'removeSquadFromCampaign',
          summary:
            path === 'add_squad'
              ? "Add a squad of the campaign's team; its Active members join the campaign (edit-campaigns permission)"
              : 'Remove a squad from the campaign; its broadcasters keep their statuses (edit-campaigns permission)',
          security: tokenOnly,
          params: slugParams,
          body: squadBody,
          response: { 200: squadChangeAnswer, ...errors },
        },
      },
      async (request) => {
        const change = path === 'add_squad' ? addSquadToCampaign : removeSquadFromCampaign;
        return change(app.ctx.db, currentUser(request), request.params.slug, request.body.squad, app.ctx.now());
      },
    );
  squadRoute('add_squad');
  squadRoute('remove_squad');
};
