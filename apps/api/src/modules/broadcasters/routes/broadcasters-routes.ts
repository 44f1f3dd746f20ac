import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, idText, pathId, usernameText } from '../../../schemas/strings.ts';
import { readBroadcasters, searchBroadcastersFor } from '../broadcasters-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const platforms = { type: 'array', items: { type: 'string', enum: ['twitch', 'youtube'] }, description: 'First is primary' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

const broadcasterAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'profile_image', 'platforms', 'twitter', 'is_live', 'campaign_statuses', 'team_statuses', 'next_post'],
  properties: {
    username: { type: 'string' },
    profile_image: { type: ['string', 'null'] },
    platforms,
    twitter: { type: ['string', 'null'] },
    is_live: { type: 'boolean' },
    campaign_statuses: {
      type: 'object',
      description: 'By campaign slug, campaigns the reader sees only',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'invited_at', 'responded_at'],
        properties: { status: { type: 'string' }, invited_at: isoOrNull, responded_at: isoOrNull },
      },
    },
    team_statuses: {
      type: 'object',
      description: 'By team id, teams the reader sees only',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['status'],
        properties: { status: { type: 'string' } },
      },
    },
    next_post: isoOrNull,
  },
} as const;

const suggestionAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'profile_image', 'platforms'],
  properties: { username: { type: 'string' }, profile_image: { type: ['string', 'null'] }, platforms },
} as const;

const flagText = { type: 'string', enum: ['true', 'false', '1', '0'] } as const;

const searchQuery = {
  type: 'object',
  required: ['username'],
  properties: {
    username: usernameText,
    team: idText,
    campaign: campaignSlugText,
    exclude_on_team: flagText,
    exclude_on_campaign: flagText,
  },
} as const;

const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';

/** GET broadcasters/ and GET broadcasters/search/ (spec 01 §3 Broadcaster, §7 Search; decision 336). */
export const broadcastersRoutes: ApiPlugin = async (app) => {
  app.get(
    '/broadcasters/',
    {
      schema: {
        tags: ['broadcasters'],
        operationId: 'listBroadcasters',
        summary: "The broadcasters on the manager's teams and campaigns, with statuses of those only",
        security: tokenOnly,
        response: { 200: { type: 'array', items: broadcasterAnswer }, ...errors },
      },
    },
    async (request) => readBroadcasters(app.ctx.db, currentUser(request), app.ctx.now()),
  );

  app.get(
    '/broadcasters/search/',
    {
      schema: {
        tags: ['broadcasters'],
        operationId: 'searchBroadcasters',
        summary: 'At most 10 broadcasters whose username contains the text (2 characters or more), prefix matches first',
        security: tokenOnly,
        querystring: searchQuery,
        response: { 200: { type: 'array', items: suggestionAnswer }, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return searchBroadcastersFor(app.ctx.db, currentUser(request), {
        username: q.username,
        team: q.team === undefined ? undefined : pathId(q.team),
        campaign: q.campaign,
        excludeOnTeam: isOn(q.exclude_on_team),
        excludeOnCampaign: isOn(q.exclude_on_campaign),
      });
    },
  );
};
