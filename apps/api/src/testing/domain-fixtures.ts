import type { Queryable } from '../db/db.ts';
import { insertUser } from '../modules/shared/repositories/users-repository.ts';
import { issueToken } from '../modules/auth/tokens.ts';

/** Small builders of domain rows (migration 0002) for integration tests. */

const DAY = 86_400_000;
/** A time `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export async function createBroadcaster(db: Queryable, username: string): Promise<{ id: number; token: string }> {
  const id = await insertUser(db, { username, email: `${username}@example.com`, passwordHash: null, userType: 3 });
  await db.query('UPDATE users SET tos_agreed = now() WHERE id = $1', [id]);
  return { id, token: await issueToken(db, id, { origin: 'provider', stayLoggedIn: true }) };
}

export async function insertTeam(
  db: Queryable,
  team: { name: string; isDemo?: boolean; logo?: string | null; secondsPerImpression?: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO teams (name, is_demo, logo, seconds_per_impression) VALUES ($1, $2, $3, $4) RETURNING id',
    [team.name, team.isDemo ?? false, team.logo ?? null, team.secondsPerImpression ?? 15],
  );
  return row.id;
}

export interface CampaignFixture {
  slug: string;
  name?: string;
  teamId?: number | null;
  start?: Date;
  end?: Date | null;
  isDemo?: boolean;
  autoActiveInvites?: boolean;
  types?: string[];
}

export async function insertCampaign(db: Queryable, c: CampaignFixture): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO campaigns (slug, name, team_id, start_date, end_date, is_demo, auto_active_invites)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      c.slug,
      c.name ?? c.slug,
      c.teamId ?? null,
      c.start ?? daysFromNow(-10),
      c.end === undefined ? daysFromNow(10) : c.end,
      c.isDemo ?? false,
      c.autoActiveInvites ?? false,
    ],
  );
  for (const type of c.types ?? []) {
    await db.query('INSERT INTO campaign_component_types (campaign_id, component_type) VALUES ($1, $2)', [row.id, type]);
  }
  return row.id;
}

export async function setCampaignStatus(db: Queryable, campaignId: number, broadcasterId: number, status: string): Promise<void> {
  await db.query(
    `INSERT INTO campaign_statuses (campaign_id, broadcaster_id, status, invited_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (campaign_id, broadcaster_id) DO UPDATE SET status = EXCLUDED.status`,
    [campaignId, broadcasterId, status],
  );
}

export async function setTeamStatus(db: Queryable, teamId: number, broadcasterId: number, status: string): Promise<void> {
  await db.query(
    `INSERT INTO team_memberships (team_id, broadcaster_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (team_id, broadcaster_id) DO UPDATE SET status = EXCLUDED.status`,
    [teamId, broadcasterId, status],
  );
}

/** Makes the user a manager scoped to these teams (and campaigns granted outside them). */
export async function scopeManager(db: Queryable, userId: number, teamIds: number[], campaignIds: number[] = []): Promise<void> {
  const [manager] = await db.query<{ id: number }>(
    `INSERT INTO managers (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id`,
    [userId],
  );
  for (const teamId of teamIds) await db.query('INSERT INTO manager_teams (manager_id, team_id) VALUES ($1, $2)', [manager.id, teamId]);
  for (const id of campaignIds) await db.query('INSERT INTO manager_campaigns (manager_id, campaign_id) VALUES ($1, $2)', [manager.id, id]);
}

export async function insertInviteLink(
  db: Queryable,
  link: { key: string; campaignId?: number; teamId?: number; expiresAt: Date; label?: string },
): Promise<void> {
  await db.query('INSERT INTO invite_links (key, campaign_id, team_id, expires_at, label) VALUES ($1, $2, $3, $4, $5)', [
    link.key,
    link.campaignId ?? null,
    link.teamId ?? null,
    link.expiresAt,
    link.label ?? null,
  ]);
}
