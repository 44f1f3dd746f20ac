import type { ComponentSlug } from '@advocate/api-client';
import type { Queryable } from '../../../db/db.ts';

/**
 * The writes of campaign creation, update, end and deletion (spec 01 §7), and the reads they check
 * against (team members, squads, slugs). Reads for answers are in campaigns-repository.ts and
 * campaign-detail-repository.ts.
 */

/** The columns of `campaigns` a create or update writes, by their API names (spec 01 §3). */
export interface CampaignColumns {
  name: string;
  start_date: Date;
  end_date: Date | null;
  client: string;
  website: string;
  description: string;
  requirements: string;
  general_guidelines: string;
  payment_terms: string;
  is_finite: boolean;
  budget: number;
  target: number;
  auto_active_invites: boolean;
  action_notifications: boolean;
  team_auto_add: boolean;
  independent_live_graphics: boolean;
  allow_self_deactivate: boolean;
  set_live_graphic_times: boolean;
  pause_after_live_graphics: number;
  keyword_links: boolean;
  hard_coded_links: boolean;
  impression_cutoff: number | null;
  daily_impression_cap: number | null;
  seconds_per_impression: number;
}

/** Column names a PATCH may set; the keys double as SQL identifiers, so only these are accepted. */
export const CAMPAIGN_COLUMNS = [
  'name',
  'start_date',
  'end_date',
  'client',
  'website',
  'description',
  'requirements',
  'general_guidelines',
  'payment_terms',
  'is_finite',
  'budget',
  'target',
  'auto_active_invites',
  'action_notifications',
  'team_auto_add',
  'independent_live_graphics',
  'allow_self_deactivate',
  'set_live_graphic_times',
  'pause_after_live_graphics',
  'keyword_links',
  'hard_coded_links',
  'impression_cutoff',
  'daily_impression_cap',
  'seconds_per_impression',
] as const satisfies readonly (keyof CampaignColumns)[];

/** Slugs already taken that start with `base` (base itself or base-N). */
export async function takenSlugs(db: Queryable, base: string): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(`SELECT slug FROM campaigns WHERE slug = $1 OR slug LIKE $1 || '-%'`, [base]);
  return rows.map((r) => r.slug);
}

/** Inserts a campaign; answers its id. */
export async function insertCampaignRow(
  tx: Queryable,
  campaign: CampaignColumns & { slug: string; team_id: number | null; created_by: number },
): Promise<number> {
  const columns = ['slug', 'team_id', 'created_by', ...CAMPAIGN_COLUMNS];
  const values = columns.map((column) => campaign[column as keyof typeof campaign]);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO campaigns (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return row.id;
}

/** Sets the given columns (names from CAMPAIGN_COLUMNS only) and updated_at. */
export async function updateCampaignRow(tx: Queryable, id: number, changes: Partial<CampaignColumns>, now: Date): Promise<void> {
  const columns = CAMPAIGN_COLUMNS.filter((column) => column in changes);
  const sets = columns.map((column, i) => `${column} = $${i + 3}`);
  await tx.query(`UPDATE campaigns SET ${['updated_at = $2', ...sets].join(', ')} WHERE id = $1`, [
    id,
    now,
    ...columns.map((column) => changes[column]),
  ]);
}

export async function setCampaignComponentTypes(tx: Queryable, campaignId: number, types: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM campaign_component_types WHERE campaign_id = $1', [campaignId]);
  await tx.query(
    `INSERT INTO campaign_component_types (campaign_id, component_type) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [campaignId, types],
  );
}

/** The visible component types, in their sort order (the default of a new campaign, decision 322). */
export async function visibleComponentTypes(db: Queryable): Promise<ComponentSlug[]> {
  const rows = await db.query<{ slug: ComponentSlug }>('SELECT slug FROM component_types WHERE NOT is_hidden ORDER BY sort_order');
  return rows.map((r) => r.slug);
}

/** Active members of the team among these usernames (case-insensitive), with their channel. */
export async function activeTeamMembersNamed(
  db: Queryable,
  teamId: number,
  usernames: readonly string[],
): Promise<Array<{ id: number; username: string }>> {
  return db.query(
    `SELECT u.id, u.username FROM users u
     JOIN team_memberships tm ON tm.broadcaster_id = u.id AND tm.team_id = $1 AND tm.status = 'Active'
     WHERE u.user_type = 3 AND lower(u.username) = ANY($2::text[])`,
    [teamId, usernames.map((u) => u.toLowerCase())],
  );
}

/** The team's squads among these ids, with their Active members. */
export async function teamSquadsWithMembers(
  db: Queryable,
  teamId: number,
  squadIds: readonly number[],
): Promise<Array<{ id: number; name: string; members: Array<{ id: number; username: string }> }>> {
  return db.query(
    `SELECT s.id, s.name, coalesce((
        SELECT json_agg(json_build_object('id', u.id, 'username', u.username) ORDER BY u.username)
        FROM squad_members sm JOIN users u ON u.id = sm.broadcaster_id
        JOIN team_memberships tm ON tm.team_id = s.team_id AND tm.broadcaster_id = u.id AND tm.status = 'Active'
        WHERE sm.squad_id = s.id), '[]'::json) AS members
     FROM squads s WHERE s.team_id = $1 AND s.id = ANY($2::int[]) ORDER BY s.id`,
    [teamId, squadIds],
  );
}

export async function addCampaignSquad(tx: Queryable, campaignId: number, squadId: number): Promise<void> {
  await tx.query('INSERT INTO campaign_squads (campaign_id, squad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [campaignId, squadId]);
}

/** Puts a broadcaster on a new campaign (no row exists yet for it). */
export async function insertCampaignStatus(
  tx: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: string,
  by: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_by, invited_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING`,
    [campaignId, broadcasterId, status, by, now],
  );
}

/** Spec 01 §4: ending a campaign turns every Active, Pending, Flagged and Deactivated status into 'Campaign Ended'. */
export async function endCampaignStatuses(tx: Queryable, campaignId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE campaign_statuses SET status = 'Campaign Ended', updated_at = $2
     WHERE campaign_id = $1 AND status IN ('Active', 'Pending', 'Flagged', 'Deactivated')`,
    [campaignId, now],
  );
}

export async function deleteCampaignRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM campaigns WHERE id = $1', [id]);
}

/** Whether `managerUserId` manages the team (admins aside). */
export async function managesTeam(db: Queryable, managerUserId: number, teamId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM manager_teams mt JOIN managers m ON m.id = mt.manager_id WHERE m.user_id = $1 AND mt.team_id = $2',
    [managerUserId, teamId],
  );
  return rows.length > 0;
}

export async function teamExists(db: Queryable, teamId: number): Promise<{ seconds_per_impression: number } | undefined> {
  const [row] = await db.query<{ seconds_per_impression: number }>('SELECT seconds_per_impression FROM teams WHERE id = $1', [teamId]);
  return row;
}
