/** Answer schemas of the campaign management routes (spec 01 §3 Broadcaster campaign_statuses, InviteLink). */

export const campaignStatusValue = {
  type: 'string',
  enum: ['Invited', 'Declined', 'Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'],
} as const;

export const campaignStatusAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'profile_image', 'platforms', 'status', 'invited_at', 'responded_at'],
  properties: {
    username: { type: 'string' },
    profile_image: { type: ['string', 'null'] },
    platforms: { type: 'array', items: { type: 'string', enum: ['twitch', 'youtube'] }, description: 'First is primary' },
    status: campaignStatusValue,
    invited_at: { type: ['string', 'null'], format: 'date-time' },
    responded_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const squadChangeAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['broadcasters', 'campaign'],
  properties: {
    broadcasters: { type: 'array', items: campaignStatusAnswer },
    campaign: {
      type: 'object',
      additionalProperties: false,
      required: ['slug', 'squads'],
      properties: { slug: { type: 'string' }, squads: { type: 'array', items: { type: 'integer' }, description: 'Squad ids' } },
    },
  },
} as const;
