import { idText, usernameText } from '../../../schemas/strings.ts';

/** Schemas of the team, squad and team-metrics routes; ids are `idText` (decision 316). */

/** The date ranges of the team overview (spec 01 §2, §9). */
export const daysText = { type: 'string', enum: ['07', '30', '90', 'all'] } as const;

/** `?team=&days=` of the team metrics reads; days defaults to 30. */
export const teamRangeQuery = {
  type: 'object',
  required: ['team'],
  properties: { team: idText, days: daysText },
} as const;

/** `{broadcaster: username}` of the status and squad member calls. */
export const broadcasterBody = {
  type: 'object',
  required: ['broadcaster'],
  properties: { broadcaster: usernameText },
} as const;

export const teamDetailAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'logo', 'seconds_per_impression', 'default_chatbot', 'approved_chatbots', 'is_demo'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    logo: { type: ['string', 'null'] },
    seconds_per_impression: { type: 'integer' },
    default_chatbot: { type: ['string', 'null'], description: "Twitch login of the team's chatbot; null for the default account" },
    approved_chatbots: { type: 'array', items: { type: 'string' } },
    is_demo: { type: 'boolean' },
  },
} as const;

export const squadAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'team', 'roster'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    team: { type: 'integer' },
    roster: { type: 'array', items: { type: 'string' }, description: 'Usernames' },
  },
} as const;

const teamStatus = { type: 'string', enum: ['Invited', 'Declined', 'Active', 'Deactivated'] } as const;

export const teamStatusAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'profile_image', 'status', 'invited_at', 'responded_at'],
  properties: {
    username: { type: 'string' },
    profile_image: { type: ['string', 'null'] },
    status: teamStatus,
    invited_at: { type: ['string', 'null'], format: 'date-time' },
    responded_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const statusChangeAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['broadcaster', 'status'],
  properties: { broadcaster: { type: 'string' }, status: teamStatus },
} as const;
