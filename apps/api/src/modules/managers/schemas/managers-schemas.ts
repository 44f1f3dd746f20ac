import type { FromSchema } from 'json-schema-to-ts';
import { emailText, idNumber } from '../../../schemas/strings.ts';
import { named, ref } from '../../../schemas/named-schemas.ts';

/** Spec 01 §6 levels: 0 read/write, 1 read only, 2 no access (campaigns and teams 0 or 1). */
const twoLevels = { type: 'integer', enum: [0, 1], description: '0 read/write, 1 read only' } as const;
const threeLevels = { type: 'integer', enum: [0, 1, 2], description: '0 read/write, 1 read only, 2 no access' } as const;
const teamIds = { type: 'array', items: idNumber, maxItems: 1000, description: 'Team ids' } as const;
const teamIdsAnswer = { type: 'array', items: { type: 'integer' } } as const;

/** Spec 01 §3 Manager (user.id and user.is_admin added so the page can tell the viewer and admins apart). */
export const managerSchema = named('Manager', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'teams', 'user'],
  properties: {
    id: { type: 'integer' },
    teams: { ...teamIdsAnswer, description: "The manager's teams the viewer may see (decision 340)" },
    user: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'email', 'is_active', 'is_admin', 'permissions_campaigns', 'permissions_teams', 'permissions_users'],
      properties: {
        id: { type: 'integer' },
        email: { type: 'string' },
        is_active: { type: 'boolean', description: 'false: removed (spec 01 §4)' },
        is_admin: { type: 'boolean' },
        permissions_campaigns: twoLevels,
        permissions_teams: twoLevels,
        permissions_users: threeLevels,
      },
    },
  },
} as const);
export const managerAnswer = ref(managerSchema);
export type ManagerAnswer = FromSchema<typeof managerAnswer>;

/** PATCH managers/{id}/: teams, the user's email, levels and active flag (removal, reactivation). */
export const managerUpdateBody = {
  type: 'object',
  properties: {
    teams: teamIds,
    user: {
      type: 'object',
      properties: {
        email: emailText,
        is_active: { type: 'boolean' },
        permissions_campaigns: twoLevels,
        permissions_teams: twoLevels,
        permissions_users: threeLevels,
      },
    },
  },
} as const;
export type ManagerUpdateBody = FromSchema<typeof managerUpdateBody>;

/** Spec 01 §3 Manager invitation (user: null while pending; only pending ones are listed). */
export const managerInvitationSchema = named('ManagerInvitation', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'teams', 'permissions_campaigns', 'permissions_teams', 'permissions_users', 'user'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    teams: teamIdsAnswer,
    permissions_campaigns: twoLevels,
    permissions_teams: twoLevels,
    permissions_users: threeLevels,
    user: { type: ['integer', 'null'] },
  },
} as const);
export const managerInvitationAnswer = ref(managerInvitationSchema);
export type ManagerInvitationAnswer = FromSchema<typeof managerInvitationAnswer>;

/** POST manager-invitations/ (defaults 1/1/2, spec 01 §6). */
export const managerInvitationBody = {
  type: 'object',
  required: ['email', 'teams'],
  properties: {
    email: emailText,
    teams: teamIds,
    permissions_campaigns: { ...twoLevels, default: 1 },
    permissions_teams: { ...twoLevels, default: 1 },
    permissions_users: { ...threeLevels, default: 2 },
  },
} as const;
export type ManagerInvitationBody = FromSchema<typeof managerInvitationBody>;

/** PATCH manager-invitations/{id}/: teams and levels; an email other than the invited one is refused. */
export const managerInvitationUpdateBody = {
  type: 'object',
  properties: {
    email: emailText,
    teams: teamIds,
    permissions_campaigns: twoLevels,
    permissions_teams: twoLevels,
    permissions_users: threeLevels,
  },
} as const;
export type ManagerInvitationUpdateBody = FromSchema<typeof managerInvitationUpdateBody>;
