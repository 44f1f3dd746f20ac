import type { Queryable } from '../../../db/db.ts';

export type InviteKind = 'campaign' | 'team';

export interface InviteLinkRow {
  id: number;
  key: string;
  campaign_id: number | null;
  team_id: number | null;
  label: string | null;
  expires_at: Date;
  /** Campaign or team name. */
  name: string;
  /** Campaign links only. */
  campaign_slug: string | null;
  auto_active_invites: boolean | null;
  campaign_end_date: Date | null;
}

/** The invite link of that kind with that key, with its campaign's or team's name. */
export async function findInviteLink(db: Queryable, kind: InviteKind, key: string): Promise<InviteLinkRow | undefined> {
  // PostgreSQL text cannot hold NUL, and no key is that long: neither can match.
  if (key.includes('\u0000') || key.length > 200) return undefined;
  const join = kind === 'campaign' ? `JOIN campaigns c ON c.id = l.campaign_id` : `JOIN teams t ON t.id = l.team_id`;
  const columns =
    kind === 'campaign'
      ? `c.name, c.slug AS campaign_slug, c.auto_active_invites, c.end_date AS campaign_end_date`
      : `t.name, NULL AS campaign_slug, NULL::boolean AS auto_active_invites, NULL::timestamptz AS campaign_end_date`;
  const rows = await db.query<InviteLinkRow>(
    `SELECT l.id, l.key, l.campaign_id, l.team_id, l.label, l.expires_at, ${columns}
     FROM invite_links l ${join} WHERE l.key = $1`,
    [key],
  );
  return rows[0];
}

/** Stores a new invite link for a campaign or a team (exactly one of them). */
export async function insertInviteLink(
  db: Queryable,
  link: { key: string; campaignId: number | null; teamId: number | null; label: string | null; expiresAt: Date; createdBy: number | null },
): Promise<void> {
  await db.query('INSERT INTO invite_links (key, campaign_id, team_id, label, expires_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)', [
    link.key,
    link.campaignId,
    link.teamId,
    link.label,
    link.expiresAt,
    link.createdBy,
  ]);
}
