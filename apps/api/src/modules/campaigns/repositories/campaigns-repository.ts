import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { CampaignSummary, ComponentSlug } from '@advocate/api-client';
import type { Queryable } from '../../../db/db.ts';
import { campaignScopeSql, type ScopeUser } from '../../shared/repositories/scope-sql.ts';

interface CampaignSummaryRow {
  slug: string;
  name: string;
  team: number | null;
  start_date: Date;
  end_date: Date | null;
  is_demo: boolean;
  available_components: ComponentSlug[];
  status: string | null;
}

/** Visible component type slugs of campaign alias `c`, in the types' sort order. */
export const AVAILABLE_COMPONENTS_SQL = `coalesce((SELECT array_agg(ct.slug ORDER BY ct.sort_order)
    FROM campaign_component_types cct JOIN component_types ct ON ct.slug = cct.component_type
    WHERE cct.campaign_id = c.id AND NOT ct.is_hidden), '{}'::text[])`;

/** Slugs of the campaigns the user may see, newest start first. */
export async function visibleCampaignSlugs(db: Queryable, user: ScopeUser): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT c.slug FROM campaigns c WHERE ${campaignScopeSql(user)} ORDER BY c.start_date DESC, c.id DESC`,
    [user.id],
  );
  return rows.map((r) => r.slug);
}

/**
 * The campaigns the user may see as `CampaignSummary` (libs/api-client types.ts), newest start
 * first; `status` is the broadcaster's own status, null for managers.
 */
export async function listCampaignSummaries(db: Queryable, user: ScopeUser): Promise<CampaignSummary[]> {
  const rows = await db.query<CampaignSummaryRow>(
    `SELECT c.slug, c.name, c.team_id AS team, c.start_date, c.end_date, c.is_demo,
       ${AVAILABLE_COMPONENTS_SQL} AS available_components, s.status
     FROM campaigns c
     LEFT JOIN campaign_statuses s ON s.campaign_id = c.id AND s.broadcaster_id = $1
     WHERE ${campaignScopeSql(user)}
     ORDER BY c.start_date DESC, c.id DESC`,
    [user.id],
  );
  const isBroadcaster = user.user_type === 3;
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    team: r.team,
    start_date: new Date(r.start_date).toISOString(),
    end_date: r.end_date ? new Date(r.end_date).toISOString() : null,
    is_demo: r.is_demo,
    available_components: r.available_components,
    status: isBroadcaster ? r.status : null,
  }));
}

/** Types an inactive broadcaster still gets (spec 01 §4, spec 02 §2 Broadcaster campaigns page). */
export const INACTIVE_STATUS_COMPONENTS: readonly ComponentSlug[] = [COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.suggestedTweet];

/**
 * Component type slugs available to a broadcaster, in the types' sort order: every visible type
 * of the campaigns where they are Active, plus banner graphics and suggested tweets of the
 * campaigns where they are Pending, Flagged, Deactivated or Campaign Ended.
 */
export async function availableComponentsFor(db: Queryable, broadcasterId: number): Promise<ComponentSlug[]> {
  const rows = await db.query<{ slug: ComponentSlug }>(
    `SELECT ct.slug FROM component_types ct
     WHERE NOT ct.is_hidden AND EXISTS (
       SELECT 1 FROM campaign_statuses s
       JOIN campaign_component_types cct ON cct.campaign_id = s.campaign_id AND cct.component_type = ct.slug
       WHERE s.broadcaster_id = $1
         AND (s.status = 'Active'
           OR (s.status IN ('Pending', 'Flagged', 'Deactivated', 'Campaign Ended') AND ct.slug = ANY($2::text[]))))
     ORDER BY ct.sort_order, ct.slug`,
    [broadcasterId, INACTIVE_STATUS_COMPONENTS],
  );
  return rows.map((r) => r.slug);
}

/** The campaign fields every access check and write needs. */
export interface CampaignRef {
  id: number;
  slug: string;
  name: string;
  team_id: number | null;
  start_date: Date;
  end_date: Date | null;
  auto_active_invites: boolean;
  allow_self_deactivate: boolean;
}

/** The campaign with this slug when `user` may see it (campaignScopeSql), else undefined. */
export async function findCampaignInScope(db: Queryable, user: ScopeUser, slug: string): Promise<CampaignRef | undefined> {
  const rows = await db.query<CampaignRef>(
    `SELECT c.id, c.slug, c.name, c.team_id, c.start_date, c.end_date, c.auto_active_invites, c.allow_self_deactivate
     FROM campaigns c WHERE c.slug = $2 AND ${campaignScopeSql(user)}`,
    [user.id, slug],
  );
  return rows[0];
}

/** Slugs of the campaigns the broadcaster with this username (case-insensitive) is on (not Invited or Declined). */
export async function broadcasterCampaignSlugs(db: Queryable, username: string): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT c.slug FROM campaigns c JOIN campaign_statuses s ON s.campaign_id = c.id JOIN users u ON u.id = s.broadcaster_id
     WHERE lower(u.username) = lower($1) AND s.status <> ALL(ARRAY['Invited', 'Declined'])`,
    [username],
  );
  return rows.map((r) => r.slug);
}

export async function campaignIdsBySlug(db: Queryable, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM campaigns WHERE slug = ANY($1::text[])', [slugs]);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
