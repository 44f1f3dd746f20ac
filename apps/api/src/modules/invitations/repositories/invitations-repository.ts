import type { ComponentSlug } from '@advocate/api-client';
import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../../../db/db.ts';
import type { campaignInvitation, teamInvitation } from '../schemas/invitation-answers.ts';
import { AVAILABLE_COMPONENTS_SQL } from '../../campaigns/index.ts';

/**
 * A broadcaster's open invitations and their answers (spec 01 §3 Invitation, spec 02 §4
 * Invitations). An invitation is the status row itself, status Invited (docs/decisions/202).
 */

/** A campaign invitation as GET campaigns-invitations/ answers it. */
export type CampaignInvitationRow = FromSchema<typeof campaignInvitation>;

/** A team invitation as GET teams-invitations/ answers it. */
export type TeamInvitationRow = FromSchema<typeof teamInvitation>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The campaigns the broadcaster is Invited to and that have not ended, newest invitation first. */
export async function listCampaignInvitations(db: Queryable, broadcasterId: number, now: Date): Promise<CampaignInvitationRow[]> {
  const rows = await db.query<
    Omit<CampaignInvitationRow, 'start_date' | 'end_date' | 'invited_at'> & {
      start_date: Date;
      end_date: Date | null;
      invited_at: Date | null;
    }
  >(
    `SELECT c.slug, c.name, c.start_date, c.end_date, c.client, c.website, c.description, c.team_id AS team, t.name AS team_name, s.invited_at
     FROM campaign_statuses s JOIN campaigns c ON c.id = s.campaign_id LEFT JOIN teams t ON t.id = c.team_id
     WHERE s.broadcaster_id = $1 AND s.status = 'Invited' AND (c.end_date IS NULL OR c.end_date > $2)
     ORDER BY s.invited_at DESC NULLS LAST, c.id DESC`,
    [broadcasterId, now],
  );
  return rows.map((r) => ({ ...r, start_date: iso(r.start_date) as string, end_date: iso(r.end_date), invited_at: iso(r.invited_at) }));
}

/** The teams the broadcaster is Invited to, newest invitation first. */
export async function listTeamInvitations(db: Queryable, broadcasterId: number): Promise<TeamInvitationRow[]> {
  const rows = await db.query<Omit<TeamInvitationRow, 'invited_at'> & { invited_at: Date | null }>(
    `SELECT t.id, t.name, t.logo, m.invited_at
     FROM team_memberships m JOIN teams t ON t.id = m.team_id
     WHERE m.broadcaster_id = $1 AND m.status = 'Invited'
     ORDER BY m.invited_at DESC NULLS LAST, t.id DESC`,
    [broadcasterId],
  );
  return rows.map((r) => ({ ...r, invited_at: iso(r.invited_at) }));
}

/** What answering a campaign invitation needs to know, for the broadcaster's own status row. */
export interface CampaignInvitationTarget {
  id: number;
  slug: string;
  name: string;
  end_date: Date | null;
  auto_active_invites: boolean;
  status: string;
}

/** The campaign by slug with the broadcaster's status on it; undefined when they have no status there. */
export async function findOwnCampaignStatus(
  db: Queryable,
  broadcasterId: number,
  slug: string,
): Promise<CampaignInvitationTarget | undefined> {
  const rows = await db.query<CampaignInvitationTarget>(
    `SELECT c.id, c.slug, c.name, c.end_date, c.auto_active_invites, s.status
     FROM campaigns c JOIN campaign_statuses s ON s.campaign_id = c.id AND s.broadcaster_id = $1
     WHERE c.slug = $2 FOR UPDATE OF s`,
    [broadcasterId, slug],
  );
  return rows[0];
}

/** The team by id with the broadcaster's membership status; undefined when they have none. */
export async function findOwnTeamStatus(
  db: Queryable,
  broadcasterId: number,
  teamId: number,
): Promise<{ id: number; name: string; status: string } | undefined> {
  const rows = await db.query<{ id: number; name: string; status: string }>(
    `SELECT t.id, t.name, m.status FROM teams t JOIN team_memberships m ON m.team_id = t.id AND m.broadcaster_id = $1
     WHERE t.id = $2 FOR UPDATE OF m`,
    [broadcasterId, teamId],
  );
  return rows[0];
}

/** Sets the answer of an Invited campaign status; true when the row was still Invited. */
export async function setCampaignInvitationAnswer(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: 'Active' | 'Pending' | 'Declined',
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE campaign_statuses SET status = $3, responded_at = $4, updated_at = $4
     WHERE campaign_id = $1 AND broadcaster_id = $2 AND status = 'Invited' RETURNING campaign_id`,
    [campaignId, broadcasterId, status, now],
  );
  return rows.length > 0;
}

/** Sets the answer of an Invited team membership; true when the row was still Invited. */
export async function setTeamInvitationAnswer(
  db: Queryable,
  teamId: number,
  broadcasterId: number,
  status: 'Active' | 'Declined',
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE team_memberships SET status = $3, responded_at = $4, updated_at = $4
     WHERE team_id = $1 AND broadcaster_id = $2 AND status = 'Invited' RETURNING team_id`,
    [teamId, broadcasterId, status, now],
  );
  return rows.length > 0;
}

/** A running campaign of the team that adds new team members by itself (team_auto_add). */
export interface AutoAddCampaign {
  id: number;
  auto_active_invites: boolean;
}

/**
 * The team's campaigns with team_auto_add that have not ended and where the broadcaster has no
 * status yet (an existing status, even Declined, is the broadcaster's or a manager's choice).
 */
export async function listAutoAddCampaigns(db: Queryable, teamId: number, broadcasterId: number, now: Date): Promise<AutoAddCampaign[]> {
  return db.query<AutoAddCampaign>(
    `SELECT c.id, c.auto_active_invites FROM campaigns c
     WHERE c.team_id = $1 AND c.team_auto_add AND (c.end_date IS NULL OR c.end_date > $3)
       AND NOT EXISTS (SELECT 1 FROM campaign_statuses s WHERE s.campaign_id = c.id AND s.broadcaster_id = $2)
     ORDER BY c.id`,
    [teamId, broadcasterId, now],
  );
}

/** Puts the broadcaster on a campaign joined through its team (no earlier status exists). */
export async function insertJoinedCampaignStatus(
  db: Queryable,
  campaignId: number,
  broadcasterId: number,
  status: 'Active' | 'Pending',
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_at, responded_at, updated_at)
     VALUES ($1, $2, $3, $4, $4, $4) ON CONFLICT (campaign_id, broadcaster_id) DO NOTHING`,
    [campaignId, broadcasterId, status, now],
  );
}

/** The campaign as a CampaignSummary (GET campaigns/ item) with the broadcaster's own status. */
export interface JoinedCampaign {
  slug: string;
  name: string;
  team: number | null;
  start_date: string;
  end_date: string | null;
  is_demo: boolean;
  available_components: ComponentSlug[];
  status: string | null;
}

export async function findJoinedCampaign(db: Queryable, campaignId: number, broadcasterId: number): Promise<JoinedCampaign> {
  const [r] = await db.query<Omit<JoinedCampaign, 'start_date' | 'end_date'> & { start_date: Date; end_date: Date | null }>(
    `SELECT c.slug, c.name, c.team_id AS team, c.start_date, c.end_date, c.is_demo, ${AVAILABLE_COMPONENTS_SQL} AS available_components, s.status
     FROM campaigns c LEFT JOIN campaign_statuses s ON s.campaign_id = c.id AND s.broadcaster_id = $2 WHERE c.id = $1`,
    [campaignId, broadcasterId],
  );
  return { ...r, start_date: iso(r.start_date) as string, end_date: iso(r.end_date) };
}

/** The team as a TeamSummary (GET teams/ item). */
export async function findJoinedTeam(
  db: Queryable,
  teamId: number,
): Promise<{ id: number; name: string; logo: string | null; is_demo: boolean; seconds_per_impression: number }> {
  const [row] = await db.query<{ id: number; name: string; logo: string | null; is_demo: boolean; seconds_per_impression: number }>(
    'SELECT id, name, logo, is_demo, seconds_per_impression FROM teams WHERE id = $1',
    [teamId],
  );
  return row;
}
