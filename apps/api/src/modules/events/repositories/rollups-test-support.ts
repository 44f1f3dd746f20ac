import type { Queryable } from '../../../db/db.ts';
import { MEASURES } from './event-rollups-sql.ts';

/**
 * Test support for the rollup tests: every rollup table as sorted plain rows, and the event
 * rollups worked out in TypeScript from the events themselves (independent of the product's SQL).
 */

const ROUND = (c: string) => `round(${c}::numeric, 6)::float8 AS ${c}`;

/** Every rollup table, rows in key order, floats rounded to 6 places (sums in another order differ in the last bits). */
const DUMPS: Record<string, string> = {
  click_uniques: `SELECT campaign_id, broadcaster_id, component_id, ip_addr, last_time, component_type, country, link FROM click_uniques ORDER BY 1, 2, 3, 4`,
  rollup_daily_components: `SELECT * FROM rollup_daily_components ORDER BY day, campaign_id, broadcaster_id, component_id`,
  rollup_daily_countries: `SELECT * FROM rollup_daily_countries ORDER BY day, campaign_id, broadcaster_id, country`,
  rollup_daily_campaign_clicks: `SELECT * FROM rollup_daily_campaign_clicks ORDER BY campaign_id, day, component_id, country, link`,
  rollup_hourly_campaign_clicks: `SELECT * FROM rollup_hourly_campaign_clicks ORDER BY campaign_id, hour, component_type`,
  rollup_daily_group_clicks: `SELECT * FROM rollup_daily_group_clicks ORDER BY campaign_id, label_id, day, component_id, country, link`,
  rollup_hourly_group_clicks: `SELECT * FROM rollup_hourly_group_clicks ORDER BY campaign_id, label_id, hour, component_type`,
  rollup_daily_viewership: `SELECT day, broadcaster_id, platform, ${ROUND('viewable_minutes')}, ${ROUND('minutes_broadcast')}, samples, viewer_sum, peak_viewers, broadcasts
    FROM rollup_daily_viewership ORDER BY 1, 2, 3`,
  rollup_daily_campaign_viewership: `SELECT day, campaign_id, broadcaster_id, platform, ${ROUND('viewable_minutes')}, ${ROUND('minutes_broadcast')}, samples, viewer_sum, peak_viewers, broadcasts
    FROM rollup_daily_campaign_viewership ORDER BY 1, 2, 3, 4`,
  rollup_daily_campaign_viewership_totals: `SELECT campaign_id, day, platform, ${ROUND('viewable_minutes')}, ${ROUND('minutes_broadcast')}, samples, viewer_sum, peak_viewers, broadcasts
    FROM rollup_daily_campaign_viewership_totals ORDER BY 1, 2, 3`,
  rollup_daily_group_viewership: `SELECT campaign_id, label_id, day, platform, ${ROUND('viewable_minutes')}, ${ROUND('minutes_broadcast')}, samples, viewer_sum, peak_viewers, broadcasts
    FROM rollup_daily_group_viewership ORDER BY 1, 2, 3, 4`,
  rollup_daily_games: `SELECT day, broadcaster_id, platform, game, ${ROUND('minutes_streamed')}, ${ROUND('viewable_minutes')} FROM rollup_daily_games ORDER BY 1, 2, 3, 4`,
  rollup_daily_campaign_games: `SELECT campaign_id, day, broadcaster_id, platform, game, ${ROUND('minutes_streamed')}, ${ROUND('viewable_minutes')}, samples, viewer_sum
    FROM rollup_daily_campaign_games ORDER BY 1, 2, 3, 4, 5`,
};

export async function dumpRollups(db: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [table, sql] of Object.entries(DUMPS)) out[table] = await db.query(sql);
  return out;
}

/** A stored click as the tests know it: its id (the recorder's answer) and what was recorded. */
export interface KnownClick {
  id: number;
  time: Date;
  campaignId: number;
  broadcasterId: number;
  componentId: number | null;
  ipAddr: string;
  country: string | null;
  link: string;
  isBot: boolean;
  flag?: 'bot' | 'prefetch' | 'repeat' | null;
}

export interface KnownEvent {
  kind: 'conversion' | 'display' | 'play';
  time: Date;
  campaignId: number;
  broadcasterId: number;
  componentId: number | null;
  country: string | null;
  /** A conversion's tracking link target ('' without one). */
  link: string;
  impressions: number;
}

type Counts = Record<string, number>;
const day = (t: Date) => t.toISOString().slice(0, 10);
const hour = (t: Date) => `${t.toISOString().slice(0, 13)}:00:00.000Z`;

function add(table: Map<string, Counts>, key: string, base: Counts, measures: Counts): void {
  const row = table.get(key) ?? { ...base };
  for (const [m, v] of Object.entries(measures)) row[m] = (row[m] ?? 0) + v;
  table.set(key, row);
}

/** The component rollup's measures, as the recorders write them. */
const COMPONENT_MEASURES: string[] = [...MEASURES];
const CUBE_MEASURES = COMPONENT_MEASURES.filter((n) => !['bot_clicks', 'prefetch_clicks', 'repeat_clicks'].includes(n));

/** The event rollups (and click_uniques) the events should give, as sorted rows like storedEventRollups'. */
export function expectedEventRollups(
  clicks: readonly KnownClick[],
  events: readonly KnownEvent[],
  typeOf: (componentId: number) => string,
) {
  const last = new Map<string, KnownClick>();
  for (const c of clicks) {
    if (c.isBot || c.componentId === null) continue;
    const key = `${c.campaignId}|${c.broadcasterId}|${c.componentId}|${c.ipAddr}`;
    const seen = last.get(key);
    if (!seen || c.time.getTime() > seen.time.getTime() || (c.time.getTime() === seen.time.getTime() && c.id > seen.id)) last.set(key, c);
  }
  const uniqueIds = new Set([...last.values()].map((c) => c.id));
  const components = new Map<string, Counts>();
  const countries = new Map<string, Counts>();
  const cube = new Map<string, Counts>();
  const hourly = new Map<string, Counts>();
  const zero = (names: string[]) => Object.fromEntries(names.map((n) => [n, 0]));
  const ALL = COMPONENT_MEASURES;
  const COUNTED = ['clicks', 'unique_clicks', 'conversions'];
  const record = (
    e: { time: Date; campaignId: number; broadcasterId: number; componentId: number | null; country: string | null; link: string },
    m: Counts,
    counted: boolean,
  ) => {
    const country = e.country ?? '';
    if (counted && ('clicks' in m || 'conversions' in m))
      add(countries, [day(e.time), e.campaignId, e.broadcasterId, country].join('|'), zero(COUNTED), m);
    if (e.componentId === null) return;
    add(components, [day(e.time), e.campaignId, e.broadcasterId, e.componentId].join('|'), zero(ALL), m);
    if (!counted) return;
    const type = typeOf(e.componentId);
    add(cube, [e.campaignId, day(e.time), e.componentId, country, e.link, type].join('|'), zero(CUBE_MEASURES), m);
    if ('clicks' in m || 'conversions' in m) add(hourly, [e.campaignId, hour(e.time), type].join('|'), zero(COUNTED), m);
  };
  for (const c of clicks) {
    if (c.isBot)
      record(c, { bot_clicks: 1, prefetch_clicks: c.flag === 'prefetch' ? 1 : 0, repeat_clicks: c.flag === 'repeat' ? 1 : 0 }, false);
    else record(c, { clicks: 1, unique_clicks: uniqueIds.has(c.id) && c.componentId !== null ? 1 : 0 }, true);
  }
  for (const e of events) {
    if (e.kind === 'conversion') record(e, { conversions: 1 }, true);
    else if (e.kind === 'display') record(e, { impressions: e.impressions, display_count: 1 }, true);
    else record(e, { video_plays: 1, video_impressions: e.impressions }, true);
  }
  const rows = (table: Map<string, Counts>, names: string[]) =>
    [...table.entries()]
      .map(([key, counts]) => ({ ...Object.fromEntries(key.split('|').map((v, i) => [names[i], v])), ...counts }))
      .sort((a, b) =>
        names
          .map((n) => String(a[n as keyof typeof a]))
          .join('|')
          .localeCompare(names.map((n) => String(b[n as keyof typeof b])).join('|')),
      );
  return {
    click_uniques: rows(new Map([...last.entries()].map(([k, c]) => [`${k}|${c.time.toISOString()}|${c.country ?? ''}|${c.link}`, {}])), [
      'campaign_id',
      'broadcaster_id',
      'component_id',
      'ip_addr',
      'last_time',
      'country',
      'link',
    ]),
    rollup_daily_components: rows(components, ['day', 'campaign_id', 'broadcaster_id', 'component_id']),
    rollup_daily_countries: rows(countries, ['day', 'campaign_id', 'broadcaster_id', 'country']),
    rollup_daily_campaign_clicks: rows(cube, ['campaign_id', 'day', 'component_id', 'country', 'link', 'component_type']),
    rollup_hourly_campaign_clicks: rows(hourly, ['campaign_id', 'hour', 'component_type']),
  };
}

/** The stored event rollups in the shape of expectedEventRollups (keys as text, counts as numbers, same order). */
export async function storedEventRollups(db: Queryable): Promise<ReturnType<typeof expectedEventRollups>> {
  const ints = (columns: string[]) => columns.map((c) => `${c}::float8 AS ${c}`).join(', ');
  const ALL = COMPONENT_MEASURES;
  const COUNTED = ['clicks', 'unique_clicks', 'conversions'];
  const read = async (table: string, keys: string[], measures: string[], keyText?: Record<string, string>) => {
    const selected = keys.map((k) => `${keyText?.[k] ?? `${k}::text`} AS ${k}`).join(', ');
    const rows = await db.query<Record<string, string | number>>(
      `SELECT ${selected}${measures.length ? `, ${ints(measures)}` : ''} FROM ${table}`,
    );
    return rows.sort((a, b) =>
      keys
        .map((k) => String(a[k]))
        .join('|')
        .localeCompare(keys.map((k) => String(b[k])).join('|')),
    );
  };
  const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return {
    click_uniques: await read(
      'click_uniques',
      ['campaign_id', 'broadcaster_id', 'component_id', 'ip_addr', 'last_time', 'country', 'link'],
      [],
      { last_time: iso('last_time') },
    ),
    rollup_daily_components: await read('rollup_daily_components', ['day', 'campaign_id', 'broadcaster_id', 'component_id'], ALL),
    rollup_daily_countries: await read('rollup_daily_countries', ['day', 'campaign_id', 'broadcaster_id', 'country'], COUNTED),
    rollup_daily_campaign_clicks: await read(
      'rollup_daily_campaign_clicks',
      ['campaign_id', 'day', 'component_id', 'country', 'link', 'component_type'],
      CUBE_MEASURES,
    ),
    rollup_hourly_campaign_clicks: await read('rollup_hourly_campaign_clicks', ['campaign_id', 'hour', 'component_type'], COUNTED, {
      hour: iso('hour'),
    }),
  };
}
