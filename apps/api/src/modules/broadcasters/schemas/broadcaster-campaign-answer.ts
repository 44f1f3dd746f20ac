import { componentSlug } from '../../../schemas/answers.ts';
import { named, ref } from '../../../schemas/named-schemas.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const count = { type: 'integer' } as const;

/** Spec 02 §3 Campaign (broadcaster view), with the broadcaster's own status and metrics. */
export const broadcasterCampaignSchema = named('BroadcasterCampaign', {
  type: 'object',
  additionalProperties: false,
  required: [
    'slug',
    'name',
    'status',
    'start_date',
    'end_date',
    'team',
    'team_name',
    'allow_self_deactivate',
    'payment_terms',
    'general_guidelines',
    'description',
    'requirements',
    'client',
    'website',
    'has_conversions',
    'components',
    'active_periods',
    'metrics',
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
} as const);
export const broadcasterCampaign = ref(broadcasterCampaignSchema);
