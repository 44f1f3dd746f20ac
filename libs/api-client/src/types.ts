/**
 * Wire shapes shared by the API server and the apps (spec 00 §3, 01 §3, 02 §3), derived from the
 * API's OpenAPI document (`src/generated/openapi-types.ts`, written by `npm run openapi` from the
 * route schemas). A test fails when the generated file is stale, so client and server cannot drift.
 */
import type { operations } from './generated/openapi-types.ts';

/** The JSON answer of an operation (by its operationId) for a status. */
export type AnswerOf<Op extends keyof operations, Status extends number = 200> = operations[Op]['responses'] extends infer R
  ? Status extends keyof R
    ? R[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never;

/** The JSON request body of an operation. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

export type User = AnswerOf<'getUser'>;
export type Profile = User['profile'];
export type CurrentTeam = NonNullable<Profile['current_team']>;
export type UserType = User['user_type']; // 2 manager, 3 broadcaster
export type PermissionLevel = User['permissions_campaigns']; // 0 read/write, 1 read only, 2 no access
export type Platform = User['platforms'][number];
export type ComponentSlug = User['available_components'][number];

/** Answer of rest-auth/login/, rest-auth/registration/ and users/{provider}/. */
export type AuthAnswer = AnswerOf<'login'>;

/** DRF-shaped error body: field errors, non_field_errors, or detail. */
export type ApiErrorBody = {
  detail?: string;
  non_field_errors?: string[];
  _error?: string[] | string;
} & Record<string, unknown>;

type CampaignInvite = AnswerOf<'readCampaignInviteLink'>;
type TeamInvite = AnswerOf<'readTeamInviteLink'>;
/** Invite link detail of a campaign (campaign_name) or team (team_name) invite. */
export type InviteLinkDetail = Pick<CampaignInvite, 'key' | 'expires_at'> &
  Partial<Pick<CampaignInvite, 'campaign_name'> & Pick<TeamInvite, 'team_name'>>;

export type TeamSummary = AnswerOf<'listTeams'>[number];
export type CampaignSummary = AnswerOf<'listCampaigns'>[number];

/** Answer of GET {list}/ for paginated-less lists: a plain JSON array. */
export type ListAnswer<T> = T[];

/** GET campaigns/{slug}/live/ and the `snapshot` events of its stream: the "Live now" panel (decision 790). */
export type CampaignLive = AnswerOf<'campaignLive'>;
/** GET broadcaster-live/ and the `snapshot` events of its stream: the studio's own-channel block. */
export type BroadcasterLive = AnswerOf<'broadcasterLive'>;
export type LiveStream = CampaignLive['streams'][number];
export type LiveBucket = CampaignLive['buckets'][number];
