import { limits } from '@advocate/validation';
import { componentSlug } from '../../../schemas/answers.ts';
import { idNumber, text, usernameText } from '../../../schemas/strings.ts';
import { named, ref } from '../../../schemas/named-schemas.ts';

/**
 * Request and answer schemas of campaigns/ (spec 01 §3 Campaign, §7 create and update). Long texts
 * are bounded (decision 240); the bounds of the free texts are chosen (decision 321).
 */
const LONG_TEXT = 20000;
const DATE_TEXT = 40;
const counter = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
// No schema minimum: the form rule of libs/validation answers 'Must be bigger than 0' itself.
const ruledCounter = { type: 'integer', maximum: 2147483647 } as const;
const nullableRuledCounter = { type: ['integer', 'null'], maximum: 2147483647 } as const;

/** Fields both creation and update may carry. */
const editableFields = {
  name: text(limits.nameMaxLength),
  start_date: text(DATE_TEXT),
  end_date: { type: ['string', 'null'], maxLength: DATE_TEXT },
  client: text(limits.nameMaxLength),
  website: text(2048),
  description: text(LONG_TEXT),
  requirements: text(LONG_TEXT),
  general_guidelines: text(LONG_TEXT),
  payment_terms: text(LONG_TEXT),
  is_finite: { type: 'boolean' },
  budget: { type: 'number', minimum: 0, maximum: 1e12 },
  target: counter,
  auto_active_invites: { type: 'boolean' },
  action_notifications: { type: 'boolean' },
  team_auto_add: { type: 'boolean' },
  independent_live_graphics: { type: 'boolean' },
  allow_self_deactivate: { type: 'boolean' },
  set_live_graphic_times: { type: 'boolean' },
  pause_after_live_graphics: counter,
  keyword_links: { type: 'boolean' },
  hard_coded_links: { type: 'boolean' },
  impression_cutoff: nullableRuledCounter,
  daily_impression_cap: nullableRuledCounter,
  seconds_per_impression: ruledCounter,
  available_components: { type: 'array', maxItems: 20, items: componentSlug },
} as const;

/** POST campaigns/ (the creation wizard, spec 01 §7 Create campaigns). */
export const campaignCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'start_date'],
  properties: {
    ...editableFields,
    team: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    broadcasters_to_add: { type: 'array', maxItems: 1000, items: usernameText },
    squads: { type: 'array', maxItems: 200, items: idNumber },
  },
} as const;

/** PATCH campaigns/{slug}/: any editable field; end_date now ends the campaign. */
export const campaignUpdateBody = {
  type: 'object',
  additionalProperties: false,
  properties: editableFields,
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const flag = { type: 'boolean' } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

/** The additive figures of one date range of the overview (spec 01 §2 metric tiles). */
export const overviewFiguresSchema = named('OverviewFigures', {
  type: 'object',
  additionalProperties: false,
  required: [
    'clicks',
    'conversions',
    'verified_conversions',
    'unverified_conversions',
    'impressions',
    'viewable_minutes',
    'minutes_broadcast',
    'broadcasts',
  ],
  properties: {
    clicks: integer,
    conversions: integer,
    /** Of `conversions`, those a signed call or a shop's order webhook reported, and the others (decisions 664, 710). */
    verified_conversions: integer,
    unverified_conversions: integer,
    impressions: integer,
    viewable_minutes: number,
    minutes_broadcast: number,
    broadcasts: integer,
  },
} as const);
export const overviewFigures = ref(overviewFiguresSchema);

export const campaignMetrics = {
  type: 'object',
  additionalProperties: false,
  required: ['clicks', 'conversions'],
  properties: { clicks: integer, conversions: integer },
} as const;

/** The Campaign of spec 01 §3, every field the schema holds. */
export const campaignDetailSchema = named('Campaign', {
  type: 'object',
  additionalProperties: false,
  required: [
    'slug',
    'name',
    'status',
    'start_date',
    'end_date',
    'impression_cutoff',
    'daily_impression_cap',
    'seconds_per_impression',
    'client',
    'website',
    'description',
    'requirements',
    'general_guidelines',
    'payment_terms',
    'team',
    'is_finite',
    'is_demo',
    'has_conversions',
    'daily_cap_reached',
    'twitch_chatbot_account',
    'twitch_chatbot_connection',
    'auto_active_invites',
    'action_notifications',
    'team_auto_add',
    'independent_live_graphics',
    'allow_self_deactivate',
    'set_live_graphic_times',
    'pause_after_live_graphics',
    'keyword_links',
    'hard_coded_links',
    'available_components',
    'components',
    'squads',
    'active_periods',
    'budget',
    'target',
  ],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    status: nullableString,
    start_date: { type: 'string', format: 'date-time' },
    end_date: { type: ['string', 'null'], format: 'date-time' },
    impression_cutoff: { type: ['integer', 'null'] },
    daily_impression_cap: { type: ['integer', 'null'] },
    seconds_per_impression: integer,
    client: { type: 'string' },
    website: { type: 'string' },
    description: { type: 'string' },
    requirements: { type: 'string' },
    general_guidelines: { type: 'string' },
    payment_terms: { type: 'string' },
    team: { type: ['integer', 'null'] },
    is_finite: flag,
    is_demo: flag,
    has_conversions: flag,
    daily_cap_reached: flag,
    twitch_chatbot_account: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'login', 'is_default'],
      properties: { id: integer, login: { type: 'string' }, is_default: flag },
    },
    twitch_chatbot_connection: nullableString,
    auto_active_invites: flag,
    action_notifications: flag,
    team_auto_add: flag,
    independent_live_graphics: flag,
    allow_self_deactivate: flag,
    set_live_graphic_times: flag,
    pause_after_live_graphics: integer,
    keyword_links: flag,
    hard_coded_links: flag,
    available_components: { type: 'array', items: componentSlug },
    components: { type: 'array', items: integer, description: 'Ids of the components not deleted.' },
    squads: { type: 'array', items: integer },
    active_periods: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['start', 'end'],
        properties: { start: { type: 'string', format: 'date-time' }, end: { type: ['string', 'null'], format: 'date-time' } },
      },
    },
    budget: number,
    target: integer,
    metrics: campaignMetrics,
    overview_metrics_set: {
      type: 'object',
      additionalProperties: false,
      required: ['07', '30', '60', '90', 'all'],
      properties: { '07': overviewFigures, '30': overviewFigures, '60': overviewFigures, '90': overviewFigures, all: overviewFigures },
    },
  },
} as const);
export const campaignDetail = ref(campaignDetailSchema);

/** `?include_metrics=true` on the detail and the list. */
export const includeMetricsQuery = {
  type: 'object',
  properties: { include_metrics: { type: 'string', maxLength: 10 } },
} as const;
