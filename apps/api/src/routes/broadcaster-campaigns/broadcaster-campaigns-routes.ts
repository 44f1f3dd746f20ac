import { currentUser } from '../../plugins/authentication.ts';
import { listBroadcasterCampaigns } from '../../repositories/broadcaster-campaign-repository.ts';
import { componentSlug, errorAnswer } from '../../schemas/answers.ts';
import { slugParams } from '../../schemas/strings.ts';
import { requireBroadcaster } from '../../services/access.ts';
import { changeOwnCampaignStatus, type SelfStatusChange } from '../../services/broadcaster-campaign-status.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const count = { type: 'integer' } as const;

/** Spec 02 §3 Campaign (broadcaster view), with the broadcaster's own status and metrics. */
const broadcasterCampaign = {
  type: 'object',
  additionalProperties: false,
  required: [
    'slug', 'name', 'status', 'start_date', 'end_date', 'team', 'team_name', 'allow_self_deactivate', 'payment_terms',
    'general_guidelines', 'description', 'requirements', 'client', 'website', 'has_conversions', 'components', 'active_periods', 'metrics',
  ],
  properties: {
    slug: text,
    name: text,
    status: { type: 'string', enum: ['Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'] },
    start_date: time,
    end_date: nullableTime,
    team: { type: ['integer', 'null'] },
    team_name: nullableText,
    allow_self_deactivate: { type: 'boolean' },
    payment_terms: text,
    general_guidelines: text,
    description: text,
    requirements: text,
    client: text,
    website: text,
    has_conversions: { type: 'boolean' },
    components: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'type', 'type_name', 'is_ready'],
        properties: { id: count, name: text, type: componentSlug, type_name: text, is_ready: { type: 'boolean' } },
      },
    },
    active_periods: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['start', 'end'], properties: { start: time, end: nullableTime } },
    },
    metrics: {
      type: 'object',
      additionalProperties: false,
      required: ['clicks', 'conversions'],
      properties: { clicks: count, conversions: count },
    },
  },
} as const;

const security = [{ token: [] }];

/**
 * The broadcaster campaigns page (spec 02 §2, §3; decision 354): GET broadcaster-campaigns/ answers
 * the campaigns the broadcaster is on with the card's texts, components, periods and their own
 * metrics; PATCH broadcaster-campaigns/{slug}/suspend/ and /activate/ are Suspend Campaign and
 * Activate Campaign (decision 353). Broadcasters only (a manager gets 403).
 */
export const broadcasterCampaignsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/broadcaster-campaigns/',
    {
      schema: {
        tags: ['campaigns'],
        operationId: 'listBroadcasterCampaigns',
        summary: 'The campaigns the signed-in broadcaster is on, as their campaigns page shows them',
        security,
        response: { 200: { type: 'array', items: broadcasterCampaign }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return listBroadcasterCampaigns(app.ctx.db, user.id);
    },
  );

  const change = (verb: SelfStatusChange, operationId: string, summary: string) =>
    app.patch(
      `/broadcaster-campaigns/:slug/${verb}/`,
      {
        schema: {
          tags: ['campaigns'],
          operationId,
          summary,
          security,
          params: slugParams,
          response: { 200: broadcasterCampaign, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer },
        },
      },
      async (request) => changeOwnCampaignStatus(app.ctx.db, currentUser(request), request.params.slug, verb, app.ctx.now()),
    );
  change('suspend', 'suspendOwnCampaign', 'Suspend Campaign: the broadcaster deactivates themselves where the campaign allows it');
  change('activate', 'activateOwnCampaign', 'Activate Campaign: the broadcaster re-activates a campaign they suspended');
};
