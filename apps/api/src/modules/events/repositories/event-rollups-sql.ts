/**
 * The event rollups as SQL built from one description, shared by the recorders (which add a
 * batch's facts in the statement that stores it) and the rebuild (which recomputes them from every
 * raw event): both group the same facts the same way, so the two paths cannot drift apart.
 *
 * A fact is one row per event (or per unique-click move) with its time, campaign, broadcaster,
 * component (null when the event has none), component type, country ('' unknown), link ('' for
 * events without a target), its source and the amounts it adds to each measure.
 */

export const MEASURES = [
  'clicks',
  'bot_clicks',
  'prefetch_clicks',
  'repeat_clicks',
  'unique_clicks',
  'conversions',
  'impressions',
  'display_count',
  'video_plays',
  'video_impressions',
] as const;
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
export const clickFacts = (rel: string, where?: string) =>
  factSelect({
    from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`,
    time: 'k.time',
    campaign: 'k.campaign_id',
    broadcaster: 'k.broadcaster_id',
    component: 'co.id',
    componentType: 'co.type',
    country: `coalesce(k.country, '')`,
    link: 'k.link',
    source: `CASE WHEN k.is_bot THEN 'bot' ELSE 'click' END`,
    measures: {
      clicks: '(NOT k.is_bot)::int',
      bot_clicks: 'k.is_bot::int',
      // Of the flagged clicks, the prefetches and repeats apart (traffic quality, decision 810).
      prefetch_clicks: `(k.flag IS NOT DISTINCT FROM 'prefetch')::int`,
      repeat_clicks: `(k.flag IS NOT DISTINCT FROM 'repeat')::int`,
    },
    where,
  });

/** Facts of conversions in `rel`: their link is their tracking link's target ('' without one). */
export const conversionFacts = (rel: string, where?: string) =>
  factSelect({
    from: `${rel} k LEFT JOIN components co ON co.id = k.component_id LEFT JOIN tracking_links tl ON tl.id = k.tracking_link_id`,
    time: 'k.time',
    campaign: 'k.campaign_id',
    broadcaster: 'k.broadcaster_id',
    component: 'co.id',
    componentType: 'co.type',
    country: `coalesce(k.country, '')`,
    link: `coalesce(tl.target, '')`,
    source: `'conversion'`,
    measures: { conversions: '1' },
    where,
  });

/** Facts of live-graphic displays in `rel`. */
export const displayFacts = (rel: string, where?: string) =>
  factSelect({
    from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`,
    time: 'k.time',
    campaign: 'k.campaign_id',
    broadcaster: 'k.broadcaster_id',
    component: 'co.id',
    componentType: 'co.type',
    country: `''`,
    link: `''`,
    source: `'display'`,
    measures: { impressions: 'k.impressions', display_count: '1' },
    where,
  });

/** Facts of fullscreen video plays in `rel`. */
export const playFacts = (rel: string, where?: string) =>
  factSelect({
    from: `${rel} k LEFT JOIN components co ON co.id = k.component_id`,
    time: 'k.time',
    campaign: 'k.campaign_id',
    broadcaster: 'k.broadcaster_id',
    component: 'co.id',
    componentType: 'co.type',
    country: `''`,
    link: `''`,
    source: `'play'`,
    measures: { video_plays: '1', video_impressions: 'k.impressions' },
    where,
  });

/**
 * Unique-click facts from `rel` with columns (time, campaign_id, broadcaster_id, component_id,
 * component_type, country, link) and `delta` (+1 where a combination's last click now is, -1
 * where it was).
 */
export const uniqueFacts = (rel: string, delta: string, where?: string) =>
  factSelect({
    from: `${rel} k`,
    time: 'k.time',
    campaign: 'k.campaign_id',
    broadcaster: 'k.broadcaster_id',
    component: 'k.component_id',
    componentType: 'k.component_type',
    country: 'k.country',
    link: 'k.link',
    source: `'unique'`,
    measures: { unique_clicks: delta },
    where,
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
  /** Joins after the facts `f` (a group rollup's membership `g`). */
  join?: string;
}

const DAY = `(f.time AT TIME ZONE 'UTC')::date`;
const HOUR = `date_trunc('hour', f.time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
const COUNTED = `f.source IN ('click', 'unique', 'conversion')`;
/** The flagged-click measures only rollup_daily_components keeps. */
const FLAGGED_MEASURES: readonly Measure[] = ['bot_clicks', 'prefetch_clicks', 'repeat_clicks'];
const CUBE_MEASURES = MEASURES.filter((m) => !FLAGGED_MEASURES.includes(m));
const CUBE_WHERE = `f.component_id IS NOT NULL AND f.source <> 'bot'`;
const HOURLY_WHERE = `f.component_id IS NOT NULL AND ${COUNTED}`;
/** The groups (labels of the event's campaign) the event's broadcaster is in, as `g`. */
const GROUPS_OF_FACT = `JOIN label_broadcasters g ON g.broadcaster_id = f.broadcaster_id
    JOIN labels gl ON gl.id = g.label_id AND gl.campaign_id = f.campaign_id`;

/** Every event rollup: per broadcaster, component and day; per country; the campaign's day cube; the campaign's hours. */
export const ROLLUPS = {
  components: {
    table: 'rollup_daily_components',
    keys: { day: DAY, campaign_id: 'f.campaign_id', broadcaster_id: 'f.broadcaster_id', component_id: 'f.component_id' },
    carried: { component_type: 'min(f.component_type)' },
    measures: MEASURES,
    where: 'f.component_id IS NOT NULL',
  },
  // Counted clicks and conversions with or without a component (as before issue 9); unique clicks need one.
  countries: {
    table: 'rollup_daily_countries',
    keys: { day: DAY, campaign_id: 'f.campaign_id', broadcaster_id: 'f.broadcaster_id', country: 'f.country' },
    measures: ['clicks', 'unique_clicks', 'conversions'],
    where: COUNTED,
  },
  campaignClicks: {
    table: 'rollup_daily_campaign_clicks',
    keys: { campaign_id: 'f.campaign_id', day: DAY, component_id: 'f.component_id', country: 'f.country', link: 'f.link' },
    carried: { component_type: 'min(f.component_type)' },
    measures: CUBE_MEASURES,
    where: CUBE_WHERE,
  },
  hourlyClicks: {
    table: 'rollup_hourly_campaign_clicks',
    keys: { campaign_id: 'f.campaign_id', hour: HOUR, component_type: 'f.component_type' },
    measures: ['clicks', 'unique_clicks', 'conversions'],
    where: HOURLY_WHERE,
  },
  // The same two per group (decision 627): every group the event's broadcaster is in.
  groupClicks: {
    table: 'rollup_daily_group_clicks',
    keys: {
      campaign_id: 'f.campaign_id',
      label_id: 'g.label_id',
      day: DAY,
      component_id: 'f.component_id',
      country: 'f.country',
      link: 'f.link',
    },
    carried: { component_type: 'min(f.component_type)' },
    measures: CUBE_MEASURES,
    where: CUBE_WHERE,
    join: GROUPS_OF_FACT,
  },
  groupHourlyClicks: {
    table: 'rollup_hourly_group_clicks',
    keys: { campaign_id: 'f.campaign_id', label_id: 'g.label_id', hour: HOUR, component_type: 'f.component_type' },
    measures: ['clicks', 'unique_clicks', 'conversions'],
    where: HOURLY_WHERE,
    join: GROUPS_OF_FACT,
  },
} satisfies Record<string, RollupTable>;

/** The rollups kept per group, which a change of a group's members moves facts in and out of. */
export const GROUP_ROLLUPS = ['groupClicks', 'groupHourlyClicks'] as const satisfies readonly RollupName[];

export type RollupName = keyof typeof ROLLUPS;

/**
 * INSERT … SELECT of a rollup's rows grouped from the facts of `facts` (a CTE name or a
 * parenthesised subquery); `negate` takes the facts away (their sums negated).
 */
function insertGrouped(rollup: RollupTable, facts: string, negate = false): string {
  const keys = Object.keys(rollup.keys);
  const carried = Object.keys(rollup.carried ?? {});
  const columns = [...keys, ...carried, ...rollup.measures];
  const sum = (m: Measure) => (negate ? `-sum(f.${m})` : `sum(f.${m})`);
  const values = [...Object.values(rollup.keys), ...Object.values(rollup.carried ?? {}), ...rollup.measures.map(sum)];
  return `INSERT INTO ${rollup.table} AS r (${columns.join(', ')})
    SELECT ${values.join(', ')} FROM ${facts} f ${rollup.join ?? ''} WHERE ${rollup.where}
    GROUP BY ${keys.map((_, i) => i + 1).join(', ')}`;
}

/** The upsert adding grouped facts onto existing rows (each row is touched once). */
const onConflictAdd = (rollup: RollupTable) =>
  `ON CONFLICT (${Object.keys(rollup.keys).join(', ')}) DO UPDATE SET ${rollup.measures.map((m) => `${m} = r.${m} + EXCLUDED.${m}`).join(', ')}`;

/** A CTE adding the facts of CTE `facts` onto a rollup's rows (one upsert: each row is touched once). */
export function addFactsCte(name: RollupName, facts = 'facts'): string {
  const rollup: RollupTable = ROLLUPS[name];
  return `add_${name} AS (
    ${insertGrouped(rollup, facts)}
    ${onConflictAdd(rollup)}
    RETURNING 1)`;
}

/**
 * The statement adding (or, with `negate`, taking away) the facts of `factsSubquery` onto the rows
 * of one group, `labelParam` (a parameter such as `$2`), whatever groups their broadcasters are in:
 * a change of the group's members (decision 627).
 */
export function moveGroupFacts(name: (typeof GROUP_ROLLUPS)[number], factsSubquery: string, labelParam: string, negate: boolean): string {
  const rollup: RollupTable = { ...ROLLUPS[name], join: `CROSS JOIN (SELECT ${labelParam}::int AS label_id) g` };
  return `${insertGrouped(rollup, `(${factsSubquery})`, negate)}
    ${onConflictAdd(rollup)}`;
}

/** Every fact of the stored events matching `where` (over `k`, the event or click_uniques row). */
export function storedFacts(where: string): string {
  return [
    clickFacts('clicks', where),
    uniqueFacts('(SELECT u.*, u.last_time AS time FROM click_uniques u)', '1', where),
    conversionFacts('conversions', where),
    displayFacts('live_graphic_displays', where),
    playFacts('video_plays', where),
  ].join('\n  UNION ALL ');
}

/** The statement filling an emptied rollup from a subquery of every fact. */
export function fillFromFacts(name: RollupName, factsSubquery: string): string {
  const rollup: RollupTable = ROLLUPS[name];
  // Rows of one day (or hour) stored together, as the recorders' live inserts leave them: a read of
  // the last day then touches a few pages, not one page per row (decision 630).
  const time = Object.keys(rollup.keys).findIndex((key) => key === 'day' || key === 'hour');
  return `${insertGrouped(rollup, `(${factsSubquery})`)}${time === -1 ? '' : ` ORDER BY ${time + 1}`}`;
}
