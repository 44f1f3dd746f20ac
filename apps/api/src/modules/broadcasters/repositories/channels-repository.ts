import type { Queryable } from '../../../db/db.ts';
import { liveBroadcastersSql, liveWindowStart } from '../../shared/index.ts';

/**
 * The channels page's reads (spec 01 §2 Campaign channels page, §3 broadcaster stats): the
 * campaign's broadcasters, and their figures of every range from the daily rollups only
 * (ARCHITECTURE §5) — one grouped query per rollup for all broadcasters at once, one FILTER
 * column per range. Raw event tables are never scanned (decision 561).
 */

/** Range keys of the broadcaster stats (spec 01 §3, §9: 07, 30, 90, all plus the 60-day base). */
export const CHANNEL_RANGES = ['07', '30', '60', '90', 'all'] as const;
export type ChannelRange = (typeof CHANNEL_RANGES)[number];

/** The days of the ranges: each ends on `until` (today, or the campaign's last day once ended). */
export interface RangeDays {
  /** 'YYYY-MM-DD', last day counted. */
  until: string;
  /** 'YYYY-MM-DD', first day of 'all' (the campaign's first day). */
  first: string;
}

/**
 * The days one read sums (decision 621): the closed days before `until` (their sums are kept as a
 * snapshot) or `until` itself. Ranges still count back from `until`; rows outside the window are
 * left out, so the two windows' sums add up to the whole range.
 */
export interface DayWindow {
  /** 'YYYY-MM-DD', first day read. */
  from: string;
  /** 'YYYY-MM-DD', last day read (never after `until`). */
  to: string;
}

/** `day >= first day of the range` over `alias.day`; parameter $2 is `until`. */
const inRange = (range: ChannelRange, alias: string) => (range === 'all' ? 'true' : `${alias}.day >= $2::date - ${Number(range) - 1}`);

const perRange = (build: (range: ChannelRange, suffix: string) => string) => CHANNEL_RANGES.map((r) => build(r, r)).join(',\n');

export interface ChannelRow {
  id: number;
  username: string;
  profile_image: string | null;
  platforms: Array<'twitch' | 'youtube'>;
  status: string;
  is_live: boolean;
  featured: boolean;
}

/**
 * Broadcasters who joined the campaign (every status but Invited and Declined), with their
 * platforms (first is primary), live flag (a viewership sample in the last minutes, decision 310)
 * and whether a feature of this campaign runs at `now`.
 */
export async function campaignChannels(db: Queryable, campaignId: number, now: Date): Promise<ChannelRow[]> {
  return db.query<ChannelRow>(
    `SELECT u.id, u.username, p.profile_image, cs.status,
       coalesce((SELECT array_agg(sa.provider ORDER BY sa.linked_at, sa.id) FROM social_accounts sa
         WHERE sa.user_id = u.id AND sa.provider IN ('twitch', 'youtube')), '{}') AS platforms,
       u.id IN ${liveBroadcastersSql('$2', '$3')} AS is_live,
       EXISTS (SELECT 1 FROM featured_campaigns f WHERE f.campaign_id = $1 AND f.broadcaster_id = u.id
               AND f.start_time <= $2 AND f.end_time > $2) AS featured
     FROM campaign_statuses cs JOIN users u ON u.id = cs.broadcaster_id LEFT JOIN profiles p ON p.user_id = u.id
     WHERE cs.campaign_id = $1 AND cs.status <> ALL(ARRAY['Invited', 'Declined'])
     ORDER BY lower(u.username), u.id`,
    [campaignId, now, liveWindowStart(now)],
  );
}

/**
 * One figure per range, in the order of CHANNEL_RANGES (as the FILTER columns answer them). An array,
 * not an object keyed '07', '30', …: those keys read as array indexes, which makes every such object
 * hold a sparse backing store of 91 slots, and the channels read handles tens of thousands of them.
 */
export type PerRange = number[];

/** Where range `r`'s figure is in a PerRange. */
export const RANGE_AT: Readonly<Record<ChannelRange, number>> = { '07': 0, '30': 1, '60': 2, '90': 3, all: 4 };

const num = (value: unknown) => Number(value ?? 0);
/** A measure's FILTER columns as one PerRange. */
const pick = (row: Record<string, unknown>, name: string): PerRange => [
  num(row[`${name}_07`]),
  num(row[`${name}_30`]),
  num(row[`${name}_60`]),
  num(row[`${name}_90`]),
  num(row[`${name}_all`]),
];

export interface ComponentFigures {
  broadcaster_id: number;
  component_id: number;
  component_type: string;
  clicks: PerRange;
  conversions: PerRange;
  impressions: PerRange;
  video_plays: PerRange;
  video_impressions: PerRange;
}

/** rollup_daily_components per broadcaster × component, every range at once, over the window's days. */
export async function componentFigures(db: Queryable, campaignId: number, days: RangeDays, window: DayWindow): Promise<ComponentFigures[]> {
  const measures = ['clicks', 'conversions', 'impressions', 'video_plays', 'video_impressions'];
  const columns = perRange((r, s) =>
    measures.map((m) => `coalesce(sum(r.${m}) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "${m}_${s}"`).join(', '),
  );
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.broadcaster_id, r.component_id, r.component_type, ${columns}
     FROM rollup_daily_components r
     WHERE r.campaign_id = $1 AND r.day >= $3::date AND r.day <= $4::date
     GROUP BY r.broadcaster_id, r.component_id, r.component_type`,
    [campaignId, days.until, window.from, window.to],
  );
  return rows.map((row) => ({
    broadcaster_id: Number(row.broadcaster_id),
    component_id: Number(row.component_id),
    component_type: String(row.component_type),
    clicks: pick(row, 'clicks'),
    conversions: pick(row, 'conversions'),
    impressions: pick(row, 'impressions'),
    video_plays: pick(row, 'video_plays'),
    video_impressions: pick(row, 'video_impressions'),
  }));
}

export interface CountryFigures {
  broadcaster_id: number;
  country: string;
  clicks: PerRange;
}

/** rollup_daily_countries per broadcaster × country, every range at once, over the window's days. */
export async function countryFigures(db: Queryable, campaignId: number, days: RangeDays, window: DayWindow): Promise<CountryFigures[]> {
  const columns = perRange((r, s) => `coalesce(sum(r.clicks) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "clicks_${s}"`);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.broadcaster_id, r.country, ${columns}
     FROM rollup_daily_countries r
     WHERE r.campaign_id = $1 AND r.day >= $3::date AND r.day <= $4::date
     GROUP BY r.broadcaster_id, r.country HAVING sum(r.clicks) > 0`,
    [campaignId, days.until, window.from, window.to],
  );
  return rows.map((row) => ({ broadcaster_id: Number(row.broadcaster_id), country: String(row.country), clicks: pick(row, 'clicks') }));
}

export interface ViewershipFigures {
  broadcaster_id: number;
  platform: 'twitch' | 'youtube';
  viewable_minutes: PerRange;
  broadcasts: PerRange;
  samples: PerRange;
  viewer_sum: PerRange;
  peak_viewers: PerRange;
}

/** rollup_daily_campaign_viewership per broadcaster × platform, every range at once, over the window's days. */
export async function viewershipFigures(
  db: Queryable,
  campaignId: number,
  days: RangeDays,
  window: DayWindow,
): Promise<ViewershipFigures[]> {
  const columns = perRange((r, s) =>
    [
      `coalesce(sum(r.viewable_minutes) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "viewable_minutes_${s}"`,
      `coalesce(sum(r.broadcasts) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "broadcasts_${s}"`,
      `coalesce(sum(r.samples) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "samples_${s}"`,
      `coalesce(sum(r.viewer_sum) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "viewer_sum_${s}"`,
      `coalesce(max(r.peak_viewers) FILTER (WHERE ${inRange(r, 'r')}), 0)::float8 AS "peak_viewers_${s}"`,
    ].join(', '),
  );
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.broadcaster_id, r.platform, ${columns}
     FROM rollup_daily_campaign_viewership r
     WHERE r.campaign_id = $1 AND r.day >= $3::date AND r.day <= $4::date
     GROUP BY r.broadcaster_id, r.platform`,
    [campaignId, days.until, window.from, window.to],
  );
  return rows.map((row) => ({
    broadcaster_id: Number(row.broadcaster_id),
    platform: row.platform as 'twitch' | 'youtube',
    viewable_minutes: pick(row, 'viewable_minutes'),
    broadcasts: pick(row, 'broadcasts'),
    samples: pick(row, 'samples'),
    viewer_sum: pick(row, 'viewer_sum'),
    peak_viewers: pick(row, 'peak_viewers'),
  }));
}

export interface GameFigures {
  broadcaster_id: number;
  platform: 'twitch' | 'youtube';
  game: string;
  minutes: PerRange;
}

/**
 * rollup_daily_games (kept per broadcaster, not per campaign) for every broadcaster with a status
 * on the campaign (the caller keeps those it shows), limited to the campaign's days and the
 * window's, per broadcaster × platform × game, every range at once.
 */
export async function gameFigures(db: Queryable, campaignId: number, days: RangeDays, window: DayWindow): Promise<GameFigures[]> {
  const columns = perRange((r, s) => `coalesce(sum(g.minutes_streamed) FILTER (WHERE ${inRange(r, 'g')}), 0)::float8 AS "minutes_${s}"`);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT g.broadcaster_id, g.platform, g.game, ${columns}
     FROM rollup_daily_games g
     JOIN campaign_statuses cs ON cs.broadcaster_id = g.broadcaster_id AND cs.campaign_id = $1
     WHERE g.day >= greatest($3::date, $5::date) AND g.day <= $4::date
     GROUP BY g.broadcaster_id, g.platform, g.game HAVING sum(g.minutes_streamed) > 0`,
    [campaignId, days.until, window.from, window.to, days.first],
  );
  return rows.map((row) => ({
    broadcaster_id: Number(row.broadcaster_id),
    platform: row.platform as 'twitch' | 'youtube',
    game: String(row.game),
    minutes: pick(row, 'minutes'),
  }));
}

/** The campaign's component names by id (live-graphic impressions are keyed by name). */
export async function componentNames(db: Queryable, campaignId: number): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM components WHERE campaign_id = $1', [campaignId]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
