import type { BroadcasterStats, Channel, ChannelRange, ChannelsAnswer } from '@advocate/api-client';
import {
  channelBadge,
  channelTotals,
  channelTrends,
  channelTrendsOf,
  countrySearchTerms,
  isShownOnChannelsPage,
} from '@advocate/metrics-math';
import type { ChannelBadge, ChannelTotals, ChannelTrends } from '@advocate/metrics-math';
import type { SortKey } from '../channels-texts.ts';

/** A channel card's figures for the chosen range, computed once per answer and range. */
export interface ChannelRow {
  channel: Channel;
  username: string;
  /** The primary platform (the first linked), or null. */
  platform: 'twitch' | 'youtube' | null;
  badge: ChannelBadge | null;
  stats: BroadcasterStats | undefined;
  totals: ChannelTotals;
  /** Only on the 30-day range: against the 30 days before (spec 01 §2, §9). */
  trends: ChannelTrends | null;
  averageViewers: number;
  peakViewers: number;
  recordedBroadcasts: number;
  /** Lower-cased game names and country codes and names of the range, for the second text filter. */
  gamesAndCountries: string[];
}

export type Layout = 'grid' | 'detailed';

/** Group id → usernames in it, as shown (edited in Manage Groups mode). */
export type BroadcasterMembership = Readonly<Record<number, readonly string[]>>;

export interface ChannelFilters {
  showInactive: boolean;
  /** 'Filter by Channels & Groups': part of the username or of a group's name. */
  channelText: string;
  /** 'Filter by Games & Countries': part of a game streamed or a country clicked from, in the range. */
  gameText: string;
}

function viewershipOf(stats: BroadcasterStats | undefined) {
  const platforms = stats ? [stats.twitch_viewership, stats.youtube_viewership] : [];
  const broadcasts = platforms.reduce((sum, p) => sum + p.broadcasts, 0);
  // Average viewers over both platforms, weighted by their broadcasts.
  const weighted = platforms.reduce((sum, p) => sum + p.average_viewers * p.broadcasts, 0);
  return {
    recordedBroadcasts: broadcasts,
    averageViewers: broadcasts > 0 ? Math.round(weighted / broadcasts) : Math.max(0, ...platforms.map((p) => p.average_viewers)),
    peakViewers: Math.max(0, ...platforms.map((p) => p.peak_viewers)),
  };
}

/**
 * A card's 30-day trends: from the 60-day totals sent with the 30-day stats (decision 631), or from
 * full 60-day stats when the answer holds them instead (every range, or an API from before 631).
 */
function trendsOf(answer: ChannelsAnswer, username: string, stats: BroadcasterStats | undefined): ChannelTrends {
  const sixty = answer.stats['60'];
  return answer.totals_60 === undefined && sixty !== undefined
    ? channelTrends(stats, sixty[username])
    : channelTrendsOf(stats, answer.totals_60?.[username]);
}

/**
 * One row per channel for the range: totals (visits, conversions, viewable minutes, CVM), the
 * badge, and on the 30-day range the trends against the previous 30 days (from the 60-day totals
 * the 30-day answer holds, decision 631).
 */
export function buildRows(answer: ChannelsAnswer, range: ChannelRange): ChannelRow[] {
  const byRange = answer.stats[range] ?? {};
  return answer.channels.map((channel) => {
    const stats = byRange[channel.username];
    const names = [
      ...(stats?.twitch_stream_time_by_game ?? []).map((g) => g.game),
      ...(stats?.youtube_stream_time_by_game ?? []).map((g) => g.game),
      // Countries by ISO code and by name ('CA' and 'Canada'), decision 686.
      ...(stats?.clicks_by_country ?? []).flatMap((c) => countrySearchTerms(c.country)),
    ];
    return {
      channel,
      username: channel.username,
      platform: channel.platforms[0] ?? null,
      badge: channelBadge(channel.status, channel.is_live, channel.featured),
      stats,
      totals: channelTotals(stats),
      trends: range === '30' ? trendsOf(answer, channel.username, stats) : null,
      ...viewershipOf(stats),
      gamesAndCountries: names.map((n) => n.toLowerCase()),
    };
  });
}

/** The page range an answer holds (each answer holds one), or null. */
export function answeredRange(answer: ChannelsAnswer): ChannelRange | null {
  return (['07', '30', '90', 'all'] as const).find((r) => answer.stats[r] !== undefined) ?? null;
}

/** Usernames → the lower-cased names of their groups. */
export function groupNamesByUsername(
  groups: ReadonlyArray<{ id: number; name: string }>,
  membership: BroadcasterMembership,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const group of groups) {
    for (const username of membership[group.id] ?? []) {
      const key = username.toLowerCase();
      out.set(key, [...(out.get(key) ?? []), group.name.toLowerCase()]);
    }
  }
  return out;
}

/** The rows the toolbar's checkbox and two text filters let through (spec 01 §2, §4). */
export function filterRows(rows: readonly ChannelRow[], filters: ChannelFilters, groupNames: Map<string, string[]>): ChannelRow[] {
  const channelText = filters.channelText.trim().toLowerCase();
  const gameText = filters.gameText.trim().toLowerCase();
  return rows.filter((row) => {
    if (!isShownOnChannelsPage(row.channel.status, filters.showInactive)) return false;
    if (channelText) {
      const inName = row.username.toLowerCase().includes(channelText);
      if (!inName && !(groupNames.get(row.username.toLowerCase()) ?? []).some((g) => g.includes(channelText))) return false;
    }
    if (gameText && !row.gamesAndCountries.some((name) => name.includes(gameText))) return false;
    return true;
  });
}

const sortValue: Record<SortKey, (row: ChannelRow) => number> = {
  'total-clicks': (row) => row.totals.visits,
  'total-conversions': (row) => row.totals.conversions,
  'viewable-minutes': (row) => row.totals.viewableMinutes,
  cvm: (row) => row.totals.cvm,
  'average-viewers': (row) => row.averageViewers,
  'recorded-broadcasts': (row) => row.recordedBroadcasts,
};

/** Highest first; equal values by username (A–Z). A new array. */
export function sortRows(rows: readonly ChannelRow[], key: SortKey): ChannelRow[] {
  const value = sortValue[key];
  return rows
    .map((row) => ({ row, v: value(row) }))
    .sort((a, b) => b.v - a.v || a.row.username.localeCompare(b.row.username))
    .map((x) => x.row);
}

/**
 * Sort options (spec 01 §2): grid total-clicks, total-conversions (only with conversions),
 * viewable-minutes, cvm; detailed adds average-viewers and recorded-broadcasts.
 */
export function sortOptions(layout: Layout, hasConversions: boolean): SortKey[] {
  const grid: SortKey[] = ['total-clicks', ...(hasConversions ? (['total-conversions'] as SortKey[]) : []), 'viewable-minutes', 'cvm'];
  return layout === 'grid' ? grid : [...grid, 'average-viewers', 'recorded-broadcasts'];
}
