import type { DateRange } from '@advocate/metrics-math';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { dashboardCampaigns, teamBroadcasters, teamGameViewership } from '../team-metrics.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { teamRangeQuery } from '../../teams/index.ts';
import { pathId } from '../../../schemas/strings.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const count = { type: 'number' } as const;

const teamBroadcaster = {
  type: 'object',
  additionalProperties: false,
  required: [
    'username',
    'profile_image',
    'platforms',
    'is_live',
    'squad',
    'squad_name',
    'viewable_minutes',
    'clicks',
    'previous_viewable_minutes',
    'previous_clicks',
  ],
  properties: {
    username: { type: 'string' },
    profile_image: { type: ['string', 'null'] },
    platforms: { type: 'array', items: { type: 'string', enum: ['twitch', 'youtube'] }, description: 'First is primary' },
    is_live: { type: 'boolean' },
    squad: { type: ['integer', 'null'], description: "Id of the member's squad in this team" },
    squad_name: { type: ['string', 'null'] },
    viewable_minutes: count,
    clicks: { ...count, description: "Human clicks on the team's campaigns" },
    previous_viewable_minutes: { ...count, description: 'Over the equal period before the range; 0 for all time' },
    previous_clicks: { ...count, description: 'Over the equal period before the range; 0 for all time' },
  },
} as const;

const gameRow = {
  type: 'object',
  additionalProperties: false,
  required: ['game', 'hours', 'viewable_minutes', 'broadcasters'],
  properties: { game: { type: 'string' }, hours: count, viewable_minutes: count, broadcasters: { type: 'integer' } },
} as const;

const totals = {
  active_broadcasters: { type: 'integer' },
  total_campaigns: { type: 'integer' },
  active_campaigns: { type: 'integer' },
  viewable_minutes: count,
  clicks: count,
} as const;
const totalKeys = ['active_broadcasters', 'total_campaigns', 'active_campaigns', 'viewable_minutes', 'clicks'] as const;

const dashboardAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [...totalKeys, 'teams'],
  properties: {
    ...totals,
    teams: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['team', 'broadcasters', ...totalKeys],
        properties: { team: { type: 'integer' }, broadcasters: { type: 'integer', description: 'Active team members' }, ...totals },
      },
    },
  },
} as const;

/**
 * The dashboard's and team overview's figures (spec 01 §7 Metrics data: team-broadcasters,
 * team-game-viewership, dashboard-campaigns), from the daily rollups. Managers only.
 */
export const teamMetricsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/team-broadcasters/',
    {
      schema: {
        tags: ['team-metrics'],
        operationId: 'listTeamBroadcasters',
        summary: "The team's members with squad, live flag and their viewable minutes and clicks over the range",
        security: tokenOnly,
        querystring: teamRangeQuery,
        response: { 200: { type: 'array', items: teamBroadcaster }, ...errors },
      },
    },
    async (request) =>
      teamBroadcasters(
        app.ctx.db,
        currentUser(request),
        pathId(request.query.team),
        (request.query.days ?? '30') as DateRange,
        app.ctx.now(),
      ),
  );

  app.get(
    '/team-game-viewership/',
    {
      schema: {
        tags: ['team-metrics'],
        operationId: 'listTeamGameViewership',
        summary: "Hours streamed and viewable minutes by game of the team's members over the range",
        security: tokenOnly,
        querystring: teamRangeQuery,
        response: { 200: { type: 'array', items: gameRow }, ...errors },
      },
    },
    async (request) =>
      teamGameViewership(
        app.ctx.db,
        currentUser(request),
        pathId(request.query.team),
        (request.query.days ?? '30') as DateRange,
        app.ctx.now(),
      ),
  );

  app.get(
    '/dashboard-campaigns/',
    {
      schema: {
        tags: ['team-metrics'],
        operationId: 'readDashboardCampaigns',
        summary: "The dashboard's corner stats over the manager's campaigns, and each team's overview numbers",
        security: tokenOnly,
        response: { 200: dashboardAnswer, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => dashboardCampaigns(app.ctx.db, currentUser(request), app.ctx.now()),
  );
};
