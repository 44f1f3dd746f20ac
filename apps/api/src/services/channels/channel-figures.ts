import type { Db } from '../../db/db.ts';
import {
  componentFigures, countryFigures, gameFigures, viewershipFigures, type ComponentFigures, type CountryFigures, type DayWindow, type GameFigures,
  type RangeDays, type ViewershipFigures,
} from '../../repositories/channels-repository.ts';
import { closedDaysFigures, dayBefore, EARLIEST_DAY } from '../closed-days-snapshot.ts';
import { mergePerRangeRows } from './merge-per-range.ts';

/** Every figure of the channels page, per broadcaster, every range at once. */
export interface ChannelFigures {
  components: ComponentFigures[];
  countries: CountryFigures[];
  viewership: ViewershipFigures[];
  games: GameFigures[];
}

/** What a snapshot keeps: the closed days' figures and the broadcasters they were read for. */
interface Snapshot extends ChannelFigures {
  broadcasters: number[];
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
      const covered = new Set(kept.broadcasters);
      return broadcasterIds.every((id) => covered.has(id));
    },
    compute: async () => ({
      ...(await readFigures(db, campaignId, days, { from: EARLIEST_DAY, to: dayBefore(days.until) })),
      broadcasters: [...broadcasterIds],
    }),
  });
}

/**
 * The channels page's figures (decision 621): the closed days from their snapshot plus the last
 * day (`until`) read from the rollups, added range by range (peaks: the higher). Equal to summing
 * every day's rollups at once, which is what a read without a snapshot does.
 */
export async function channelFigures(db: Db, campaignId: number, days: RangeDays, broadcasterIds: readonly number[]): Promise<ChannelFigures> {
  const [closed, last] = await Promise.all([
    closedFigures(db, campaignId, days, broadcasterIds),
    readFigures(db, campaignId, days, { from: days.until, to: days.until }),
  ]);
  const measures = ['clicks', 'conversions', 'impressions', 'video_plays', 'video_impressions'] as const;
  return {
    components: mergePerRangeRows(closed.components, last.components, (r) => `${r.broadcaster_id}:${r.component_id}:${r.component_type}`, measures),
    countries: mergePerRangeRows(closed.countries, last.countries, (r) => `${r.broadcaster_id}:${r.country}`, ['clicks']),
    viewership: mergePerRangeRows(
      closed.viewership, last.viewership, (r) => `${r.broadcaster_id}:${r.platform}`, ['viewable_minutes', 'broadcasts', 'samples', 'viewer_sum'], ['peak_viewers'],
    ),
    games: mergePerRangeRows(closed.games, last.games, (r) => `${r.broadcaster_id}:${r.platform}:${r.game}`, ['minutes']),
  };
}
