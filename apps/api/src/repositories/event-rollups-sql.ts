/**
 * The event rollups as SQL built from one description, shared by the recorders (which add a
 * batch's facts in the statement that stores it) and the rebuild (which recomputes them from every
 * raw event): both group the same facts the same way, so the two paths cannot drift apart.
 *
 * A fact is one row per event (or per unique-click move) with its time, campaign, broadcaster,
 * component (null when the event has none), component type, country ('' unknown), link ('' for
 * events without a target), its source and the amounts it adds to each measure.
 */

export const MEASURES = ['clicks', 'bot_clicks', 'unique_clicks', 'conversions', 'impressions', 'display_count', 'video_plays', 'video_impressions'] as const;
export type Measure = (typeof MEASURES)[number];

/** What a fact stands for: a counted click, a flagged one, a unique click moving (+1 / -1), a conversion, a display, a play. */
export type FactSource = 'click' | 'bot' | 'unique' | 'conversion' | 'display' | 'play';

interface FactSelect {
  /** FROM clause (with joins); the other fields are expressions over it. */
  from: string;
  time: string;
  campaign: string;
  broadcaster: string;
  component: string;
  componentType: string;
  country: string;
  link: string;
  source: string;
  measures: Partial<Record<Measure, string>>;
  where?: string;
}

/** One SELECT of facts, every measure not named being 0. */
function factSelect(f: FactSelect): string {
  const measures = MEASURES.map((m) => `(${f.measures[m] ?? '0'})::bigint AS ${m}`).join(', ');
  return `SELECT ${f.time} AS time, ${f.campaign} AS campaign_id, ${f.broadcaster} AS broadcaster_id, ${f.component} AS component_id,
    ${f.componentType} AS component_type, ${f.country} AS country, ${f.link} AS link, ${f.source}::text AS source, ${measures}
    FROM ${f.from} WHERE ${f.where ?? 'true'}`;
}

/** Facts of the clicks in `rel` (a CTE of inserted rows, or the clicks table). */
export const clickFacts = (rel: string, where?: string) => factSelect({
  from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`, time: 'k.time', campaign: 'k.campaign_id', broadcaster: 'k.broadcaster_id',
  component: 'co.id', componentType: 'co.type', country: `coalesce(k.country, '')`, link: 'k.link',
  source: `CASE WHEN k.is_bot THEN 'bot' ELSE 'click' END`, measures: { clicks: '(NOT k.is_bot)::int', bot_clicks: 'k.is_bot::int' }, where,
});

/** Facts of conversions in `rel`: their link is their tracking link's target ('' without one). */
export const conversionFacts = (rel: string, where?: string) => factSelect({
  from: `${rel} k LEFT JOIN components co ON co.id = k.component_id LEFT JOIN tracking_links tl ON tl.id = k.tracking_link_id`,
  time: 'k.time', campaign: 'k.campaign_id', broadcaster: 'k.broadcaster_id', component: 'co.id', componentType: 'co.type',
  country: `coalesce(k.country, '')`, link: `coalesce(tl.target, '')`, source: `'conversion'`, measures: { conversions: '1' }, where,
});

/** Facts of live-graphic displays in `rel`. */
export const displayFacts = (rel: string, where?: string) => factSelect({
  from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`, time: 'k.time', campaign: 'k.campaign_id', broadcaster: 'k.broadcaster_id',
  component: 'co.id', componentType: 'co.type', country: `''`, link: `''`, source: `'display'`, measures: { impressions: 'k.impressions', display_count: '1' }, where,
});

/** Facts of fullscreen video plays in `rel`. */
export const playFacts = (rel: string, where?: string) => factSelect({
  from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`, time: 'k.time', campaign: 'k.campaign_id', broadcaster: 'k.broadcaster_id',
  component: 'co.id', componentType: 'co.type', country: `''`, link: `''`, source: `'play'`, measures: { video_plays: '1', video_impressions: 'k.impressions' }, where,
});

/**
 * Unique-click facts from `rel` with columns (time, campaign_id, broadcaster_id, component_id,
 * component_type, country, link) and `delta` (+1 where a combination's last click now is, -1
 * where it was).
 */
export const uniqueFacts = (rel: string, delta: string, where?: string) => factSelect({
  from: `${rel} k`, time: 'k.time', campaign: 'k.campaign_id', broadcaster: 'k.broadcaster_id', component: 'k.component_id',
  componentType: 'k.component_type', country: 'k.country', link: 'k.link', source: `'unique'`, measures: { unique_clicks: delta }, where,
});

interface RollupTable {
  table: string;
  /** Key columns (the primary key) and their expressions over fact `f`. */
  keys: Record<string, string>;
  /** Other columns set when a row is created. */
  carried?: Record<string, string>;
  measures: readonly Measure[];
  /** Which facts the table counts. */
  where: string;
}

const DAY = `(f.time AT TIME ZONE 'UTC')::date`;
const COUNTED = `f.source IN ('click', 'unique', 'conversion')`;

/** Every event rollup: per broadcaster, component and day; per country; the campaign's day cube; the campaign's hours. */
export const ROLLUPS = {
  components: {
    table: 'rollup_daily_components', keys: { day: DAY, campaign_id: 'f.campaign_id', broadcaster_id: 'f.broadcaster_id', component_id: 'f.component_id' },
    carried: { component_type: 'min(f.component_type)' }, measures: MEASURES, where: 'f.component_id IS NOT NULL',
  },
  // Counted clicks and conversions with or without a component (as before issue 9); unique clicks need one.
  countries: {
    table: 'rollup_daily_countries', keys: { day: DAY, campaign_id: 'f.campaign_id', broadcaster_id: 'f.broadcaster_id', country: 'f.country' },
    measures: ['clicks', 'unique_clicks', 'conversions'], where: COUNTED,
  },
  campaignClicks: {
    table: 'rollup_daily_campaign_clicks', keys: { campaign_id: 'f.campaign_id', day: DAY, component_id: 'f.component_id', country: 'f.country', link: 'f.link' },
    carried: { component_type: 'min(f.component_type)' }, measures: MEASURES.filter((m) => m !== 'bot_clicks'),
    where: `f.component_id IS NOT NULL AND f.source <> 'bot'`,
  },
  hourlyClicks: {
    table: 'rollup_hourly_campaign_clicks',
    keys: { campaign_id: 'f.campaign_id', hour: `date_trunc('hour', f.time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`, component_type: 'f.component_type' },
    measures: ['clicks', 'unique_clicks', 'conversions'], where: `f.component_id IS NOT NULL AND ${COUNTED}`,
  },
} satisfies Record<string, RollupTable>;

export type RollupName = keyof typeof ROLLUPS;

/** INSERT … SELECT of a rollup's rows grouped from the facts of `facts` (a CTE name or a parenthesised subquery). */
function insertGrouped(rollup: RollupTable, facts: string): string {
  const keys = Object.keys(rollup.keys);
  const carried = Object.keys(rollup.carried ?? {});
  const columns = [...keys, ...carried, ...rollup.measures];
  const values = [...Object.values(rollup.keys), ...Object.values(rollup.carried ?? {}), ...rollup.measures.map((m) => `sum(f.${m})`)];
  return `INSERT INTO ${rollup.table} AS r (${columns.join(', ')})
    SELECT ${values.join(', ')} FROM ${facts} f WHERE ${rollup.where}
    GROUP BY ${keys.map((_, i) => i + 1).join(', ')}`;
}

/** A CTE adding the facts of CTE `facts` onto a rollup's rows (one upsert: each row is touched once). */
export function addFactsCte(name: RollupName, facts = 'facts'): string {
  const rollup: RollupTable = ROLLUPS[name];
  return `add_${name} AS (
    ${insertGrouped(rollup, facts)}
    ON CONFLICT (${Object.keys(rollup.keys).join(', ')}) DO UPDATE SET ${rollup.measures.map((m) => `${m} = r.${m} + EXCLUDED.${m}`).join(', ')}
    RETURNING 1)`;
}

/** The statement filling an emptied rollup from a subquery of every fact. */
export function fillFromFacts(name: RollupName, factsSubquery: string): string {
  return insertGrouped(ROLLUPS[name], `(${factsSubquery})`);
}
