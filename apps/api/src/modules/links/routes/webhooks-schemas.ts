/** Answer schemas of webhooks/ and campaign-link-settings/ (decisions 523, 524). */

const delivery = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'event', 'status', 'attempts', 'last_response_code', 'last_error', 'created', 'last_attempt'],
  properties: {
    id: { type: 'integer' },
    event: { type: 'string', enum: ['click', 'conversion', 'test'] },
    status: { type: 'string', enum: ['pending', 'delivered', 'retrying', 'failed'] },
    attempts: { type: 'integer' },
    last_response_code: { type: ['integer', 'null'] },
    last_error: { type: ['string', 'null'] },
    created: { type: 'string', format: 'date-time' },
    last_attempt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const webhookProperties = {
  id: { type: 'integer' },
  campaign: { type: 'string' },
  url: { type: 'string' },
  active: { type: 'boolean' },
  created: { type: 'string', format: 'date-time' },
  deliveries: { type: 'array', items: delivery },
} as const;
const webhookRequired = ['id', 'campaign', 'url', 'active', 'created', 'deliveries'] as const;

export const webhookAnswer = {
  type: 'object',
  additionalProperties: false,
  required: webhookRequired,
  properties: webhookProperties,
} as const;

/** The creation answer: the one time the signing secret is shown. */
export const createdWebhookAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [...webhookRequired, 'secret'],
  properties: { ...webhookProperties, secret: { type: 'string' } },
} as const;

export const linkSettingsAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['utm_source', 'utm_medium', 'utm_campaign'],
  properties: { utm_source: { type: 'string' }, utm_medium: { type: 'string' }, utm_campaign: { type: 'string' } },
} as const;
