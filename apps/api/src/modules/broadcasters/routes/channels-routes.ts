import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText } from '../../../schemas/strings.ts';
import { CHANNEL_RANGES } from '../channels-service.ts';
import { channelsOf } from '../channels-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const count = { type: 'number' } as const;
const obj = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties) as Array<keyof P & string>, properties }) as const;

const viewership = obj({ viewable_minutes: count, broadcasts: count, average_viewers: count, peak_viewers: count });
const gameHours = { type: 'array', items: obj({ game: { type: 'string' }, hours: count }) } as const;

/** The broadcaster stats of one range (spec 01 §3), plus live-graphic impressions by key (decision 560). */
const broadcasterStats = obj({
  clicks_by_type: obj({
    banner_graphic_clicks: count,
    twitch_chatbot_clicks: count,
    twitch_command_clicks: count,
    twitter_clicks: count,
    live_graphic_clicks: count,
    custom_link_clicks: count,
  }),
  twitch_viewership: viewership,
  youtube_viewership: viewership,
  conversions: count,
  clicks_by_country: { type: 'array', items: obj({ country: { type: 'string' }, clicks: count }) },
  twitch_stream_time_by_game: gameHours,
  youtube_stream_time_by_game: gameHours,
  fullscreen_video: obj({ plays: count, impressions: count }),
  impressions: count,
  live_graphic_impressions: {
    type: 'array',
    items: obj({ key: { type: 'string' }, component_id: { type: 'integer' }, impressions: count }),
  },
  /** Of `conversions`, those a signed call or a shop's order webhook reported, and the others (decision 710). */
  verified_conversions: count,
  unverified_conversions: count,
});

const channel = obj({
  username: { type: 'string' },
  profile_image: { type: ['string', 'null'] },
  platforms: { type: 'array', items: { type: 'string', enum: ['twitch', 'youtube'] } },
  status: { type: 'string' },
  is_live: { type: 'boolean' },
  featured: { type: 'boolean', description: 'A feature of this campaign runs now' },
});

const byUsername = { type: 'object', additionalProperties: broadcasterStats, description: 'Keyed by username' } as const;

/** A channel's 60-day totals, which its 30-day trend compares with (decision 631). */
const trendTotals = obj({ visits: count, conversions: count, viewable_minutes: count });

/**
 * The answer as JSON (decision 630). At 1,000 channels it is megabytes, which the schema's compiled
 * serialiser builds from many joined pieces the collector then has to copy; the answer holds exactly
 * the schema's properties (built field by field by the service; the integration test checks both
 * give the same JSON), so plain JSON.stringify writes it in one go. The schema still documents it.
 */
const serializeWhole = () => (data: unknown) => JSON.stringify(data);
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * GET channels/?campaign=[&range=] (spec 01 §2 Campaign channels page, §3 broadcaster stats, §7):
 * the campaign's channels (every status but Invited and Declined) and their stats keyed by the
 * ranges 07, 30, 60, 90 and all, then by username; read from the daily rollups only. With `range`,
 * only that range's stats (decision 626); with 30, the 60-day totals of its trend beside them
 * (decision 631). Managers in scope.
 */
export const channelsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/channels/',
    {
      serializerCompiler: serializeWhole,
      schema: {
        tags: ['channels'],
        operationId: 'campaignChannels',
        summary: "A campaign's channels and their stats per range",
        security: tokenOnly,
        querystring: {
          type: 'object',
          required: ['campaign'],
          properties: {
            campaign: campaignSlugText,
            range: {
              type: 'string',
              enum: [...CHANNEL_RANGES],
              description: "Only this range's stats (with 30, the 60-day totals of its trend too); every range when left out",
            },
          },
        },
        response: {
          200: {
            ...obj({
              channels: { type: 'array', items: channel },
              stats: {
                type: 'object',
                additionalProperties: false,
                description: 'Keyed by range: every range, or the asked one',
                properties: Object.fromEntries(CHANNEL_RANGES.map((r) => [r, byUsername])) as Record<
                  (typeof CHANNEL_RANGES)[number],
                  typeof byUsername
                >,
              },
              totals_60: {
                type: 'object',
                additionalProperties: trendTotals,
                description: "With range 30 only: each channel's 60-day visits, conversions and viewable minutes, keyed by username",
              },
            }),
            required: ['channels', 'stats'] as const,
          },
          ...errors,
        },
      },
    },
    async (request) => channelsOf(app.ctx.db, currentUser(request), request.query.campaign, app.ctx.now(), request.query.range),
  );
};
