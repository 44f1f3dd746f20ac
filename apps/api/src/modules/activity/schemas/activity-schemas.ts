import type { FromSchema } from 'json-schema-to-ts';
import { ACTIVITY_KINDS } from '../activity-kinds.ts';
import { campaignSlugText, idText } from '../../../schemas/strings.ts';

const day = (description: string) => ({ type: 'string', format: 'date', maxLength: 10, description }) as const;

/** The filters of GET activity/ and activity/export/ (issue 30 part 4): all optional, combined with AND. */
const filterProperties = {
  team: { ...idText, description: 'A team id (a team outside your teams selects nothing)' },
  campaign: { ...campaignSlugText, description: "A campaign's slug" },
  person: { ...idText, description: 'The user id of the manager who acted' },
  kind: { type: 'string', enum: [...ACTIVITY_KINDS], maxLength: 20, description: 'The area acted in' },
  date_from: day('First UTC day, YYYY-MM-DD'),
  date_to: day('Last UTC day, YYYY-MM-DD (included)'),
} as const;

export const activityExportQuery = { type: 'object', additionalProperties: false, properties: filterProperties } as const;

export const activityPageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    cursor: { type: 'string', maxLength: 60, description: "The previous page's `next`" },
    page_size: { type: 'string', pattern: '^([1-9][0-9]?|1[0-9]{2}|200)$', maxLength: 3, description: 'Entries per page, 1-200 (50)' },
  },
} as const;

const ref = (description: string) =>
  ({
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
    description,
  }) as const;

const nullableText = { type: ['string', 'null'] } as const;

export const activityEntryAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'created', 'actor', 'kind', 'action', 'team', 'several_teams', 'campaign', 'subject', 'changes'],
  properties: {
    id: { type: 'integer' },
    created: { type: 'string', format: 'date-time' },
    actor: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'email'],
      properties: { id: { type: 'integer' }, email: { type: 'string' } },
      description: 'Who acted, with the email they had then',
    },
    kind: { type: 'string', enum: [...ACTIVITY_KINDS] },
    action: { type: 'string', description: 'What was done, snake case (created, updated, secret_rotated...)' },
    team: ref('The team it concerns; null for an entry about several teams or none'),
    several_teams: {
      type: 'boolean',
      description:
        'Whether it concerns several teams (team is then null); false with a null team: it concerns no team (admins only read it)',
    },
    campaign: ref('The campaign it concerns, with the name it had then'),
    subject: { type: 'string', description: 'What was acted on, as a person reads it' },
    changes: {
      type: 'array',
      description: 'Each changed field before and after, as text; a secret reads [secret], never its value',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'before', 'after'],
        properties: { field: { type: 'string' }, before: nullableText, after: nullableText },
      },
    },
  },
} as const;

export const activityPageAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['results', 'next'],
  properties: {
    results: { type: 'array', items: activityEntryAnswer },
    next: { ...nullableText, description: 'The cursor of the next (older) page; null on the last' },
  },
} as const;

export type ActivityAnswer = FromSchema<typeof activityEntryAnswer>;
export type ActivityChange = ActivityAnswer['changes'][number];
export type ActivityPageAnswer = FromSchema<typeof activityPageAnswer>;
export type ActivityQuery = FromSchema<typeof activityPageQuery>;
export type ActivityExportQuery = FromSchema<typeof activityExportQuery>;
