import type { Db } from '../../../db/db.ts';
import {
  componentFigures,
  countryFigures,
  gameFigures,
  viewershipFigures,
  type ComponentFigures,
  type CountryFigures,
  type DayWindow,
  type GameFigures,
  type RangeDays,
  type ViewershipFigures,
} from '../repositories/channels-repository.ts';
import { closedDaysFigures, dayBefore, EARLIEST_DAY } from '../../metrics/index.ts';
import { mergePerRangeRows } from './merge-per-range.ts';

/** Every figure of the channels page, per broadcaster, every range at once. */
export interface ChannelFigures {
  components: ComponentFigures[];
  countries: CountryFigures[];
  viewership: ViewershipFigures[];
  games: GameFigures[];
}

/** The layout of the figures a snapshot keeps; one of another layout (figures per range as objects, before decision 630) is read again. */
const SNAPSHOT_FORMAT = 2;

/** What a snapshot keeps: the closed days' figures and the broadcasters they were read for. */
interface Snapshot extends ChannelFigures {
  broadcasters: number[];
  format?: number;
}

async function readFigures(db: Db, campaignId: number, days: RangeDays, window: DayWindow): Promise<ChannelFigures> {
  const [components, countries, viewership, games] = await Promise.all([
    componentFigures(db, campaignId, days, window),
    countryFigures(db, campaignId, days, window),
    viewershipFigures(db, campaignId, days, window),
    gameFigures(db, campaignId, days, window),
  ]);
  return { components, countries, viewership, games };
}

/** The closed days' figures, from a snapshot read for every broadcaster shown now (a newcomer's game hours are per broadcaster). */
function closedFigures(db: Db, campaignId: number, days: RangeDays, broadcasterIds: readonly number[]): Promise<ChannelFigures> {
  return closedDaysFigures<Snapshot>(db, {
    kind: 'channels',
    campaignId,
    until: days.until,
    first: days.first,
    answers: (kept) => {
      if (kept.format !== SNAPSHOT_FORMAT) return false;
      const covered = new Set(kept.broadcasters);
      return broadcasterIds.every((id) => covered.has(id));
    },
    compute: async () => ({
      ...(await readFigures(db, campaignId, days, { from: EARLIEST_DAY, to: dayBefore(days.until) })),
      broadcasters: [...broadcasterIds],
      format: SNAPSHOT_FORMAT,
    }),
  });
}

/** One broadcaster's rows of the four reads. */
export interface BroadcasterFigures {
  components: ComponentFigures[];
  countries: CountryFigures[];
  viewership: ViewershipFigures[];
  games: GameFigures[];
}

/** A broadcaster's figures, by id. */
export type FiguresOf = (broadcasterId: number) => BroadcasterFigures;

export const NO_FIGURES: BroadcasterFigures = Object.freeze({ components: [], countries: [], viewership: [], games: [] });

/** The rows of each broadcaster, in their order. */
export function groupFigures(figures: ChannelFigures): Map<number, BroadcasterFigures> {
  const groups = new Map<number, BroadcasterFigures>();
  const of = (id: number) => {
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { components: [], countries: [], viewership: [], games: [] }));
    return group;
  };
  for (const row of figures.components) of(row.broadcaster_id).components.push(row);
  for (const row of figures.countries) of(row.broadcaster_id).countries.push(row);
  for (const row of figures.viewership) of(row.broadcaster_id).viewership.push(row);
  for (const row of figures.games) of(row.broadcaster_id).games.push(row);
  return groups;
}

/** The closed days' figures by broadcaster, grouped once per snapshot this process keeps (its figures are read-only). */
const groupedSnapshots = new WeakMap<ChannelFigures, Map<number, BroadcasterFigures>>();

function groupedClosed(closed: ChannelFigures): Map<number, BroadcasterFigures> {
  let grouped = groupedSnapshots.get(closed);
  if (!grouped) groupedSnapshots.set(closed, (grouped = groupFigures(closed)));
  return grouped;
}

const MEASURES = ['clicks', 'conversions', 'impressions', 'video_plays', 'video_impressions'] as const;

/** A broadcaster's closed days and last day as one (peaks: the higher). */
function mergeFigures(closed: BroadcasterFigures, last: BroadcasterFigures): BroadcasterFigures {
  return {
    components: mergePerRangeRows(
      closed.components,
      last.components,
      (a, b) => a.component_id === b.component_id && a.component_type === b.component_type,
      MEASURES,
    ),
    countries: mergePerRangeRows(closed.countries, last.countries, (a, b) => a.country === b.country, ['clicks']),
    viewership: mergePerRangeRows(
      closed.viewership,
      last.viewership,
      (a, b) => a.platform === b.platform,
      ['viewable_minutes', 'broadcasts', 'samples', 'viewer_sum'],
      ['peak_viewers'],
    ),
    games: mergePerRangeRows(closed.games, last.games, (a, b) => a.platform === b.platform && a.game === b.game, ['minutes']),
  };
}

/** The channels page's figures of one read. */
export interface ChannelFiguresRead {
  /** A broadcaster's figures: the closed days and the last day as one. */
  of: FiguresOf;
  /** Whether the broadcaster has rows on the last day; if not, its figures are the closed days' alone. */
  hasLastDay: (broadcasterId: number) => boolean;
  /**
   * The closed days' figures this read used: the same object on every read while their snapshot is
   * unchanged (read-only), so what is built from them alone can be kept with it (a WeakMap key).
   */
  closed: object;
}

/**
 * The channels page's figures (decision 621): the closed days from their snapshot plus the last
 * day (`until`) read from the rollups, added range by range (peaks: the higher). Equal to summing
 * every day's rollups at once, which is what a read without a snapshot does. The snapshot is
 * grouped by broadcaster once per process; a read merges only the broadcasters with rows on the
 * last day, and only when asked for them.
 */
export async function channelFigures(
  db: Db,
  campaignId: number,
  days: RangeDays,
  broadcasterIds: readonly number[],
): Promise<ChannelFiguresRead> {
  const [closed, last] = await Promise.all([
    closedFigures(db, campaignId, days, broadcasterIds),
    readFigures(db, campaignId, days, { from: days.until, to: days.until }),
  ]);
  const before = groupedClosed(closed);
  const today = groupFigures(last);
  // Merged once per read: the stats of each range and the trend totals all ask for the same broadcaster.
  const merged = new Map<number, BroadcasterFigures>();
  return {
    of: (id) => {
      const kept = before.get(id) ?? NO_FIGURES;
      const added = today.get(id);
      if (!added) return kept;
      let both = merged.get(id);
      if (!both) merged.set(id, (both = mergeFigures(kept, added)));
      return both;
    },
    hasLastDay: (id) => today.has(id),
    closed,
  };
}
