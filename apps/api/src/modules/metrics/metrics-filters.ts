import { messages } from '@advocate/validation';
import { utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import { broadcasterIdsByUsername, campaignLabelBroadcasters, knownComponentTypes } from './repositories/metrics-filters-repository.ts';
import type { UserRow } from '../shared/repositories/users-repository.ts';
import { requireManager, visibleCampaign } from '../shared/access.ts';

/** The metrics page's querystring as it arrives (spec 01 §2 Filters bar; §7 metrics data). */
export interface MetricsQuery {
  campaign: string;
  date_from?: string;
  date_to?: string;
  broadcasters?: string;
  groups?: string;
  component_types?: string;
  unique?: 'true' | 'false';
}

/**
 * What every metrics query function reads: the campaign, an inclusive range of UTC days inside the
 * campaign's dates, the chosen broadcasters (null: all of the campaign; groups resolved to their
 * broadcasters), the chosen component types (null: all) and Unique IPs Only (spec 01 §4).
 * Plain data, no user: reports and benches build it too.
 */
export interface ResolvedMetricsFilters {
  campaignId: number;
  /** First UTC day 'YYYY-MM-DD' (inclusive). */
  since: string;
  /** Last UTC day 'YYYY-MM-DD' (inclusive); before `since` when the range is empty. */
  until: string;
  broadcasterIds: number[] | null;
  componentTypes: string[] | null;
  unique: boolean;
  /** The one chosen group, when the broadcasters are exactly its members (its rollups answer, decision 627). */
  groupId?: number | null;
}

const splitList = (value: string | undefined): string[] | null => {
  if (value === undefined) return null;
  const items = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  return items.length > 0 ? items : null;
};

/**
 * Checks the caller (managers in scope: requireManager, visibleCampaign) and turns the querystring
 * into ResolvedMetricsFilters (decision 586): dates clamped to the campaign's dates and today; the
 * broadcasters of the chosen usernames and of the chosen groups together; an unknown username,
 * label or component type answers 400 on its field.
 */
export async function resolveMetricsFilters(q: Queryable, user: UserRow, query: MetricsQuery, now: Date): Promise<ResolvedMetricsFilters> {
  requireManager(user);
  const campaign = await visibleCampaign(q, user, query.campaign);
  const today = utcToday(now);
  const start = utcDayKey(campaign.start_date);
  const end = campaign.end_date && utcDayKey(campaign.end_date) < today ? utcDayKey(campaign.end_date) : today;
  const since = query.date_from && query.date_from > start ? query.date_from : start;
  const until = query.date_to && query.date_to < end ? query.date_to : end;

  const errors: Record<string, string[]> = {};
  const usernames = splitList(query.broadcasters);
  const labelTexts = splitList(query.groups);
  const types = splitList(query.component_types);
  let broadcasterIds: Set<number> | null = null;

  if (usernames) {
    const ids = await broadcasterIdsByUsername(q, usernames);
    const unknown = usernames.filter((u) => !ids.has(u.toLowerCase()));
    if (unknown.length > 0) errors.broadcasters = unknown.map((u) => messages.invalidChoice(u));
    broadcasterIds = new Set(ids.values());
  }
  if (labelTexts) {
    const bad = labelTexts.filter((t) => !/^[1-9][0-9]{0,9}$/.test(t) || Number(t) > 2147483647);
    const labelIds = labelTexts.filter((t) => !bad.includes(t)).map(Number);
    const labels = await campaignLabelBroadcasters(q, campaign.id, labelIds);
    const unknown = [...bad, ...labelIds.filter((id) => !labels.has(id)).map(String)];
    if (unknown.length > 0) errors.groups = unknown.map((id) => messages.unknownPk(id));
    broadcasterIds ??= new Set();
    for (const ids of labels.values()) for (const id of ids) broadcasterIds.add(id);
  }
  if (types) {
    const known = await knownComponentTypes(q, types);
    if (types.some((t) => !known.has(t))) errors.component_types = [messages.invalidComponentType];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  return {
    campaignId: campaign.id,
    since,
    until,
    broadcasterIds: broadcasterIds ? [...broadcasterIds].sort((a, b) => a - b) : null,
    componentTypes: types,
    unique: query.unique === 'true',
    groupId: !usernames && labelTexts?.length === 1 ? Number(labelTexts[0]) : null,
  };
}

/** The UTC days of the range in order (empty when `until` is before `since`). */
export function rangeDays(f: Pick<ResolvedMetricsFilters, 'since' | 'until'>): string[] {
  const days: string[] = [];
  for (let d = new Date(`${f.since}T00:00:00Z`); utcDayKey(d) <= f.until; d = new Date(d.getTime() + 86_400_000)) days.push(utcDayKey(d));
  return days;
}
