import type { Queryable } from '../../../db/db.ts';

/** A thing's fields as an entry keeps them (before or after). */
export type ActivityValues = Record<string, unknown>;

/** One entry to store; names are looked up in the same statement, as they are at that moment. */
export interface ActivityInsert {
  actorId: number;
  kind: string;
  action: string;
  /** The campaigns it concerns; their teams are the entry's. One campaign is named on the entry. */
  campaignIds: number[];
  /** Teams it concerns besides the campaigns'. */
  teamIds: number[];
  subject: string;
  /** When it happened (the app's clock). */
  at: Date;
  before: ActivityValues | null;
  after: ActivityValues | null;
}

/**
 * Stores one entry (migration 0035); call it inside the transaction of the change it records. The
 * actor's email, the campaign's name and the team's name are copied in, so the entry reads the same
 * after they change or go. An entry whose teams come to exactly one is that team's (`team_id`);
 * one about several keeps them in `team_ids` (decision 801).
 */
export async function insertActivity(tx: Queryable, entry: ActivityInsert): Promise<void> {
  await tx.query(
    `WITH c AS (SELECT id, name, team_id FROM campaigns WHERE id = ANY($5::integer[])),
          ts AS (SELECT DISTINCT x AS id FROM (SELECT team_id AS x FROM c UNION ALL SELECT unnest($6::integer[])) u
                 WHERE x IS NOT NULL),
          one_team AS (SELECT t.id, t.name FROM teams t WHERE t.id = (SELECT min(id) FROM ts) AND (SELECT count(*) FROM ts) = 1)
     INSERT INTO activity (created, actor_id, actor_email, kind, action, team_id, team_ids, team_name,
                           campaign_id, campaign_name, subject, before, after)
     SELECT $9::timestamptz, u.id, u.email, $2, $3, (SELECT id FROM one_team),
            CASE WHEN EXISTS (SELECT 1 FROM one_team) THEN ARRAY[(SELECT id FROM one_team)]
                 ELSE coalesce((SELECT array_agg(id ORDER BY id) FROM ts), '{}') END,
            (SELECT name FROM one_team),
            CASE WHEN (SELECT count(*) FROM c) = 1 THEN (SELECT id FROM c) END,
            CASE WHEN (SELECT count(*) FROM c) = 1 THEN (SELECT name FROM c) END,
            $4, $7::jsonb, $8::jsonb
     FROM users u WHERE u.id = $1`,
    [
      entry.actorId,
      entry.kind,
      entry.action,
      entry.subject,
      entry.campaignIds,
      entry.teamIds,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
      entry.at,
    ],
  );
}

/** The filters of a page or an export, resolved: `teams` null means every entry (an admin without a team filter). */
export interface ActivityFilters {
  teams: number[] | null;
  campaignId: number | null;
  actorId: number | null;
  kind: string | null;
  /** Inclusive lower and exclusive upper bounds of `created`. */
  since: Date | null;
  until: Date | null;
}

/** Where a page starts: after this entry (newest first). `created` is the stored microsecond text. */
export interface ActivityCursor {
  created: string;
  id: number;
}

export interface ActivityRow {
  id: string;
  created: Date;
  /** `created` to the microsecond (UTC), for the next page's cursor. */
  created_key: string;
  actor_id: number;
  actor_email: string;
  kind: string;
  action: string;
  team_id: number | null;
  team_ids: number[];
  team_name: string | null;
  campaign_id: number | null;
  campaign_name: string | null;
  subject: string;
  before: ActivityValues | null;
  after: ActivityValues | null;
}

const COLUMNS = `id, created, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
  actor_id, actor_email, kind, action, team_id, team_ids, team_name, campaign_id, campaign_name, subject, before, after`;
const ORDER = 'ORDER BY created DESC, id DESC';

/**
 * One page, newest first, after `cursor` (decision 803). With a team scope and no campaign or person
 * filter, each team's entries are read from its own index ((team_id, created, id), or
 * (team_id, kind, created, id) with a kind), at most `limit` each, and the entries about several
 * teams from theirs, then merged: a manager's page costs a few index walks, however large the table.
 * A campaign or a person filter walks that one's index instead, keeping the entries in scope.
 */
export async function activityPage(
  db: Queryable,
  filters: ActivityFilters,
  cursor: ActivityCursor | null,
  limit: number,
): Promise<ActivityRow[]> {
  const params: unknown[] = [limit];
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.campaignId !== null) where.push(`campaign_id = ${add(filters.campaignId)}::integer`);
  if (filters.actorId !== null) where.push(`actor_id = ${add(filters.actorId)}::integer`);
  if (filters.kind !== null) where.push(`kind = ${add(filters.kind)}::text`);
  if (filters.since !== null) where.push(`created >= ${add(filters.since)}::timestamptz`);
  if (filters.until !== null) where.push(`created < ${add(filters.until)}::timestamptz`);
  if (cursor !== null) where.push(`(created, id) < (${add(cursor.created)}::timestamptz, ${add(cursor.id)}::bigint)`);
  const and = where.map((w) => ` AND ${w}`).join('');
  if (filters.teams === null) {
    return db.query<ActivityRow>(`SELECT ${COLUMNS} FROM activity WHERE true${and} ${ORDER} LIMIT $1`, params);
  }
  const teams = add(filters.teams);
  if (filters.campaignId !== null || filters.actorId !== null) {
    // A campaign's or a person's entries are few: walk their index, keeping those in scope.
    return db.query<ActivityRow>(
      `SELECT ${COLUMNS} FROM activity
       WHERE (team_id = ANY(${teams}::integer[]) OR (team_id IS NULL AND team_ids && ${teams}::integer[]))${and}
       ${ORDER} LIMIT $1`,
      params,
    );
  }
  return db.query<ActivityRow>(
    `SELECT ${COLUMNS} FROM (
       SELECT a.* FROM unnest(${teams}::integer[]) AS scope(team)
       CROSS JOIN LATERAL (SELECT * FROM activity WHERE team_id = scope.team${and} ${ORDER} LIMIT $1) a
       UNION ALL
       (SELECT * FROM activity WHERE team_id IS NULL AND team_ids && ${teams}::integer[]${and} ${ORDER} LIMIT $1)
     ) page ${ORDER} LIMIT $1`,
    params,
  );
}

/** The team ids a manager manages (their scope on the activity log); admins are not asked. */
export async function managedTeamIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ team_id: number }>(
    `SELECT mt.team_id FROM manager_teams mt JOIN managers m ON m.id = mt.manager_id WHERE m.user_id = $1 ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.team_id);
}

/** The teams with these ids as {id, name}, by id: how an entry keeps a list of teams (decision 801). */
export async function teamRefs(db: Queryable, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db.query<{ id: number; name: string }>('SELECT id, name FROM teams WHERE id = ANY($1::integer[]) ORDER BY id', [[...ids]]);
}

/**
 * Campaigns as an entry keeps them in a list: name and owning team, so that a manager reading the
 * entry sees only the campaigns of their own teams (decision 801).
 */
export async function campaignRefs(db: Queryable, ids: readonly number[]): Promise<Array<{ id: number; name: string; team: number }>> {
  if (ids.length === 0) return [];
  return db.query<{ id: number; name: string; team: number }>(
    'SELECT id, name, team_id AS team FROM campaigns WHERE id = ANY($1::integer[]) ORDER BY id',
    [[...ids]],
  );
}

/** The names of the components with these ids that still exist, by id. */
export async function componentNamesById(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM components WHERE id = ANY($1::integer[])', [[...ids]]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The names of the components with these ids, in the order of `ids` (one gone is left out). */
export async function componentNames(db: Queryable, ids: readonly number[]): Promise<string[]> {
  const byId = await componentNamesById(db, ids);
  return ids.flatMap((id) => byId.get(Number(id)) ?? []);
}

/** The id of the campaign with this slug (the page filters by slug). */
export async function campaignIdBySlug(db: Queryable, slug: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>('SELECT id FROM campaigns WHERE slug = $1', [slug]);
  return rows[0]?.id;
}
