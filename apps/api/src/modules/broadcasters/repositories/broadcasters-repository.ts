import type { Queryable } from '../../../db/db.ts';
import { campaignScopeSql, teamScopeSql, type ScopeUser } from '../../shared/index.ts';
import { liveBroadcastersSql, liveWindowStart } from '../../shared/index.ts';

type Platform = 'twitch' | 'youtube';

/** The Broadcaster of spec 01 §3, as GET broadcasters/ answers it (statuses within the reader's scope). */
export interface BroadcasterRow {
  username: string;
  profile_image: string | null;
  platforms: Platform[];
  twitter: string | null;
  is_live: boolean;
  campaign_statuses: Record<string, { status: string; invited_at: string | null; responded_at: string | null }>;
  team_statuses: Record<string, { status: string }>;
  next_post: string | null;
}

/** A search suggestion: public channel facts only. */
export interface BroadcasterSuggestion {
  username: string;
  profile_image: string | null;
  platforms: Platform[];
}

const platformsSql = `coalesce((SELECT array_agg(sa.provider ORDER BY sa.linked_at, sa.id) FROM social_accounts sa
  WHERE sa.user_id = u.id AND sa.provider IN ('twitch', 'youtube')), '{}')`;

/** CTEs `vis_c` (id, slug) and `vis_t` (id) of the campaigns and teams the user (param $1) may see. */
const visibleSql = (user: ScopeUser) => `vis_c AS (SELECT c.id, c.slug FROM campaigns c WHERE ${campaignScopeSql(user)}),
  vis_t AS (SELECT t.id FROM teams t WHERE ${teamScopeSql(user)})`;

/** Broadcaster alias `u` has a status on a visible campaign or team. */
const inScopeSql = `(EXISTS (SELECT 1 FROM campaign_statuses cs JOIN vis_c ON vis_c.id = cs.campaign_id WHERE cs.broadcaster_id = u.id)
  OR EXISTS (SELECT 1 FROM team_memberships tm JOIN vis_t ON vis_t.id = tm.team_id WHERE tm.broadcaster_id = u.id))`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The broadcasters with a status on a campaign or team the user may see, by username, each with
 * the statuses of those campaigns and teams only, the live flag (decision 310) and the next
 * chatbot post of those campaigns.
 */
export async function listBroadcastersInScope(db: Queryable, user: ScopeUser, now: Date): Promise<BroadcasterRow[]> {
  const rows = await db.query<Omit<BroadcasterRow, 'next_post'> & { next_post: Date | null }>(
    `WITH ${visibleSql(user)}
     SELECT u.username, p.profile_image, ${platformsSql} AS platforms, p.twitter,
       u.id IN ${liveBroadcastersSql('$2', '$3')} AS is_live,
       coalesce((SELECT jsonb_object_agg(vis_c.slug, jsonb_build_object('status', cs.status, 'invited_at', cs.invited_at, 'responded_at', cs.responded_at))
                 FROM campaign_statuses cs JOIN vis_c ON vis_c.id = cs.campaign_id WHERE cs.broadcaster_id = u.id), '{}'::jsonb) AS campaign_statuses,
       coalesce((SELECT jsonb_object_agg(tm.team_id::text, jsonb_build_object('status', tm.status))
                 FROM team_memberships tm JOIN vis_t ON vis_t.id = tm.team_id WHERE tm.broadcaster_id = u.id), '{}'::jsonb) AS team_statuses,
       (SELECT min(s.next_post) FROM chatbot_schedule s JOIN components co ON co.id = s.component_id
        JOIN vis_c ON vis_c.id = co.campaign_id WHERE s.broadcaster_id = u.id) AS next_post
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE u.user_type = 3 AND u.is_active AND ${inScopeSql}
     ORDER BY lower(u.username), u.id`,
    [user.id, now, liveWindowStart(now)],
  );
  return rows.map((r) => ({
    ...r,
    campaign_statuses: Object.fromEntries(
      Object.entries(r.campaign_statuses).map(([slug, s]) => [
        slug,
        { status: s.status, invited_at: iso(s.invited_at), responded_at: iso(s.responded_at) },
      ]),
    ),
    next_post: iso(r.next_post),
  }));
}

export interface BroadcasterSearch {
  /** Lower-cased, at least 2 characters. */
  query: string;
  /** Search every active broadcaster (editors who invite), or only those in the user's scope. */
  everyone: boolean;
  team?: { id: number; exclude: boolean };
  campaign?: { id: number; exclude: boolean };
  limit: number;
}

/** LIKE pattern text with its wildcards escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active broadcasters whose username contains the query: prefix matches first, then shorter
 * names, then by name (decision 336). Team and campaign filters narrow to members (or exclude them
 * with `exclude`): a team member is Active on it; a campaign's are those with any status on it but
 * Declined (invitations count, so an invited broadcaster is not offered again).
 */
export async function searchBroadcasters(db: Queryable, user: ScopeUser, search: BroadcasterSearch): Promise<BroadcasterSuggestion[]> {
  const params: unknown[] = [user.id, `%${likeEscaped(search.query)}%`, `${likeEscaped(search.query)}%`, search.limit];
  const where = ['u.user_type = 3', 'u.is_active', `lower(u.username) LIKE $2`];
  if (!search.everyone) where.push(inScopeSql);
  if (search.team) {
    params.push(search.team.id);
    const member = `EXISTS (SELECT 1 FROM team_memberships tmf WHERE tmf.team_id = $${params.length} AND tmf.broadcaster_id = u.id AND tmf.status = 'Active')`;
    where.push(search.team.exclude ? `NOT ${member}` : member);
  }
  if (search.campaign) {
    params.push(search.campaign.id);
    const on = `EXISTS (SELECT 1 FROM campaign_statuses csf WHERE csf.campaign_id = $${params.length} AND csf.broadcaster_id = u.id AND csf.status <> 'Declined')`;
    where.push(search.campaign.exclude ? `NOT ${on}` : on);
  }
  return db.query<BroadcasterSuggestion>(
    `WITH ${visibleSql(user)}
     SELECT u.username, p.profile_image, ${platformsSql} AS platforms
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id
     WHERE ${where.join(' AND ')}
     ORDER BY (lower(u.username) LIKE $3) DESC, length(u.username), lower(u.username), u.id
     LIMIT $4`,
    params,
  );
}
