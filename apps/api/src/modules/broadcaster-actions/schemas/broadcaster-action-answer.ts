/** Broadcaster action type slugs (spec 02 §2 action groups; migrations 0002 broadcaster_action_types). */
import { named, ref } from '../../../schemas/named-schemas.ts';
export const ACTION_SLUGS = [
  'banner-add',
  'banner-update',
  'banner-remove',
  'twitter-send-tweet',
  'twitter-retweet',
  'custom-link-add',
  'chatbot-mod',
] as const;

const nullableString = { type: ['string', 'null'] } as const;
const time = { type: 'string', format: 'date-time' } as const;

const completionData = {
  type: 'object',
  additionalProperties: false,
  properties: { tweet_text: { type: 'string' }, tweet_url: { type: 'string' }, manual: { type: 'boolean' } },
} as const;

/** A broadcaster action (contract 2; spec 01 §3, 02 §3). */
export const actionSchema = named('BroadcasterAction', {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'type',
    'component',
    'component_id',
    'campaign',
    'campaign_name',
    'broadcaster',
    'creation_time',
    'completion_time',
    'completion_data',
    'version',
  ],
  properties: {
    id: { type: 'integer' },
    type: {
      type: 'object',
      additionalProperties: false,
      required: ['slug', 'name'],
      properties: {
        slug: { type: 'string', enum: ACTION_SLUGS },
        name: { type: 'string' },
      },
    },
    component: { type: 'string', description: 'Component name' },
    component_id: { type: 'integer' },
    campaign: { type: 'string', description: 'Campaign slug' },
    campaign_name: { type: 'string' },
    broadcaster: { type: 'string', description: 'Username' },
    creation_time: time,
    completion_time: { type: ['string', 'null'], format: 'date-time' },
    completion_data: completionData,
    version: {
      type: 'object',
      additionalProperties: false,
      required: ['component_id', 'image', 'link', 'message', 'created', 'config'],
      properties: {
        component_id: { type: 'integer' },
        image: nullableString,
        link: {
          ...nullableString,
          description: "The broadcaster's own tracked link when the component is trackable, else the version's link",
        },
        message: nullableString,
        created: time,
        config: { type: 'object', additionalProperties: true, description: 'Component config keys (spec 01 §3)' },
      },
    },
  },
} as const);
export const actionAnswer = ref(actionSchema);
