/**
 * The SQL shape of a metrics read (decision 585): every statement takes the same six parameters
 * from `scopeParams`, so the fragments below can be combined freely.
 * $1 campaign id, $2 first UTC day, $3 last UTC day, $4 broadcaster ids (int[]; only read when
 * the scope has broadcasters), $5 component type slugs (text[] or null for all), $6 the group
 * (label id) whose members the broadcasters are, or null (decision 627).
 */
export interface MetricsScope {
  campaignId: number;
  since: string;
  until: string;
  broadcasterIds: number[] | null;
  componentTypes: string[] | null;
  unique: boolean;
  /** Set when the broadcasters are exactly one group's members: that group's rollups answer. */
  groupId?: number | null;
}

export const scopeParams = (s: MetricsScope): unknown[] => [
  s.campaignId,
  s.since,
  s.until,
  s.broadcasterIds ?? [],
  s.componentTypes,
  s.groupId ?? null,
];

/**
 * Starts every scoped statement: names the six parameter types even where a statement does not
 * read them all (PostgreSQL refuses a parameter whose type it cannot determine). Further CTEs follow
 * with a comma.
 */
export const WITH_SCOPE = 'WITH scope_types AS (SELECT $1::int, $2::date, $3::date, $4::int[], $5::text[], $6::int)';

/** Whether the scope is a set of broadcasters (a broadcaster or group filter is set). */
export const byBroadcaster = (s: MetricsScope): boolean => s.broadcasterIds !== null;

/**
 * Whether the scope's figures come from a cube (decision 627): the campaign's (no filter) or its
 * one chosen group's, which hold hours, countries and targets that no per-broadcaster rollup does.
 */
export const readsCube = (s: MetricsScope): boolean => !byBroadcaster(s) || byGroup(s);

/** Whether the scope is exactly one group's members (its rollups answer, decision 627). */
const byGroup = (s: MetricsScope): boolean => (s.groupId ?? null) !== null;

/** The cube's rows of the campaign (or group), as `r`, before the range and type conditions. */
const cubeRows = (s: MetricsScope, hourly: boolean) =>
  byGroup(s)
    ? `rollup_${hourly ? 'hourly' : 'daily'}_group_clicks r WHERE r.campaign_id = $1 AND r.label_id = $6`
    : `rollup_${hourly ? 'hourly' : 'daily'}_campaign_clicks r WHERE r.campaign_id = $1`;

/** The hourly cube rows of the scope as `r` (hour, component_type, clicks, unique_clicks, conversions). Only where readsCube. */
export const hourlyCubeRows = (s: MetricsScope) => `${cubeRows(s, true)} AND ${inTimes('r.hour')} AND ${ofTypes('r.component_type')}`;

export const inDays = (col: string) => `${col} BETWEEN $2::date AND $3::date`;
/** Instants within the UTC days of the range. */
export const inTimes = (col: string) =>
  `${col} >= $2::date::timestamp AT TIME ZONE 'UTC' AND ${col} < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`;
export const ofBroadcasters = (col: string) => `${col} = ANY($4::int[])`;
export const ofTypes = (col: string) => `($5::text[] IS NULL OR ${col} = ANY($5::text[]))`;

/** The click measure of a rollup: unique_clicks in Unique IPs Only mode (spec 01 §4). */
export const clickColumn = (s: MetricsScope) => (s.unique ? 'unique_clicks' : 'clicks');

/**
 * The daily component rollup rows of the scope, as a FROM item `r` (component_id, component_type,
 * day and the measures): the campaign's or the group's cube, else the per-broadcaster rollup of
 * the chosen broadcasters.
 */
export const dailyComponentRows = (s: MetricsScope) =>
  readsCube(s)
    ? `${cubeRows(s, false)} AND ${inDays('r.day')} AND ${ofTypes('r.component_type')}`
    : `rollup_daily_components r WHERE r.campaign_id = $1 AND ${ofBroadcasters('r.broadcaster_id')} AND ${inDays('r.day')} AND ${ofTypes('r.component_type')}`;

/**
 * The counted clicks of the chosen broadcasters as a subquery (time, country, link, component_type)
 * read through clicks_campaign_broadcaster_time; in unique mode the last click of each combination
 * (click_uniques), at its time. Only for scopes with broadcasters and no cube.
 */
export const rawClickRows = (s: MetricsScope) =>
  s.unique
    ? `(SELECT u.last_time AS time, u.country, u.link, u.component_type FROM click_uniques u
        WHERE u.campaign_id = $1 AND ${ofBroadcasters('u.broadcaster_id')} AND ${inTimes('u.last_time')} AND ${ofTypes('u.component_type')})`
    : `(SELECT c.time, coalesce(c.country, '') AS country, c.link, c.component_type FROM clicks c
        WHERE c.campaign_id = $1 AND ${ofBroadcasters('c.broadcaster_id')} AND ${inTimes('c.time')} AND NOT c.is_bot
          AND c.component_id IS NOT NULL AND ${ofTypes('c.component_type')})`;

/**
 * The daily viewership rollup rows of the scope as `r` (day, platform and the viewership measures):
 * the campaign's totals, one group's (decision 632), or the chosen broadcasters' rows.
 */
export function viewershipRollupRows(s: MetricsScope): string {
  if (!byBroadcaster(s)) return `rollup_daily_campaign_viewership_totals r WHERE r.campaign_id = $1 AND ${inDays('r.day')}`;
  if (byGroup(s)) return `rollup_daily_group_viewership r WHERE r.campaign_id = $1 AND r.label_id = $6 AND ${inDays('r.day')}`;
  return `rollup_daily_campaign_viewership r WHERE r.campaign_id = $1 AND ${ofBroadcasters('r.broadcaster_id')} AND ${inDays('r.day')}`;
}
