import { limits, messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordActivity } from '../activity/index.ts';
import { editableCampaign, requireManager, visibleCampaign, type UserRow } from '../shared/index.ts';
import { campaignFlags, dismissFlag, findFlag, type TrafficFlagRow } from './repositories/traffic-flags-repository.ts';
import { channelShares, type TrafficShares } from './repositories/traffic-shares-repository.ts';
import type { TrafficFlagAnswer, TrafficQualityAnswer } from './schemas/traffic-quality-answer.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function flagAnswer(row: TrafficFlagRow): TrafficFlagAnswer {
  return {
    ...row,
    first_click: iso(row.first_click),
    last_click: iso(row.last_click),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    dismissed_at: iso(row.dismissed_at),
  };
}

const SHARE_KEYS = [
  'clicks',
  'bots',
  'prefetches',
  'repeats',
  'counted',
  'flagged',
  'conversions',
  'verified_conversions',
  'unverified_conversions',
] as const satisfies ReadonlyArray<keyof TrafficShares>;

/** The sum of the channels' shares. */
export function totalShares(rows: readonly TrafficShares[]): TrafficShares {
  const out = Object.fromEntries(SHARE_KEYS.map((k) => [k, 0])) as unknown as TrafficShares;
  for (const row of rows) for (const k of SHARE_KEYS) out[k] += row[k];
  return out;
}

/** A campaign's traffic quality as the pages and reports read it: shares per channel, totals, every flag. */
export async function campaignTrafficQuality(db: Queryable, campaign: { id: number; slug: string }): Promise<TrafficQualityAnswer> {
  const [shares, flags] = await Promise.all([channelShares(db, campaign.id), campaignFlags(db, campaign.id)]);
  const channels = shares.map(({ broadcaster_id: _id, ...rest }) => rest);
  return { campaign: campaign.slug, totals: totalShares(channels), channels, flags: flags.map(flagAnswer) };
}

/**
 * GET traffic-quality/?campaign= (issue 30 part 2): managers who see the campaign (brand viewers and
 * read-only managers included); broadcasters 403 (decision 814: a flag names viewers' addresses).
 */
export async function readTrafficQuality(db: Db, user: UserRow, slug: string): Promise<TrafficQualityAnswer> {
  requireManager(user);
  return campaignTrafficQuality(db, await visibleCampaign(db, user, slug));
}

/**
 * POST traffic-flags/{id}/dismiss/: a manager who may edit the campaign dismisses an open flag with a
 * note; its clicks count again in payouts. Allowed after the campaign ended too (payouts still
 * depend on it). A flag of a campaign the user does not see is 404. The dismissal is in the activity
 * log (kind compliance), in the same transaction.
 */
export async function dismissTrafficFlag(db: Db, user: UserRow, id: number, note: unknown, now: Date): Promise<TrafficFlagAnswer> {
  requireManager(user);
  const flag = await findFlag(db, id);
  if (!flag) throw notFound();
  const campaign = await editableCampaign(db, user, flag.campaign_slug);
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) throw badRequest({ note: [messages.dismissalNoteRequired] });
  if (text.length > limits.dismissalNoteMaxLength) throw badRequest({ note: [messages.maxLength(limits.dismissalNoteMaxLength)] });
  return db.transaction(async (tx) => {
    if (!(await dismissFlag(tx, id, user.id, text, now))) throw badRequest({ non_field_errors: [messages.trafficFlagNotOpen] });
    const row = (await campaignFlags(tx, campaign.id)).find((f) => f.id === id);
    if (!row) throw notFound();
    // A compliance decision about a channel's traffic (decision 814): recorded like an override.
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'compliance',
      action: 'traffic_flag_dismissed',
      place: { campaignId: campaign.id },
      subject: row.broadcaster,
      before: { flag: row.reason, status: 'open' },
      after: { flag: row.reason, status: 'dismissed', note: text },
    });
    return flagAnswer(row);
  });
}
