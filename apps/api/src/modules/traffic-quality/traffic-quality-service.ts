import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { limits, messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { recordActivity } from '../activity/index.ts';
import { editableCampaign, requireManager, visibleCampaign, type UserRow } from '../shared/index.ts';
import {
  campaignFlags,
  dismissFlag,
  findFlag,
  lockFlagForDismissal,
  type TrafficFlagRow,
} from './repositories/traffic-flags-repository.ts';
import { channelShares, type TrafficShares } from './repositories/traffic-shares-repository.ts';
import type { TrafficFlagAnswer, TrafficQualityAnswer } from './schemas/traffic-quality-answer.ts';
import { maskFlag } from './mask-viewer-data.ts';

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

/**
 * How much a reader sees of viewers' addresses and user agents (decision 845): `full` for managers who
 * may act on flags (edit the campaign), `masked` for the others and for every report file.
 */
export type ViewerData = 'full' | 'masked';

/** Whether `user` sees viewers' addresses and user agents whole (decision 845): those who may dismiss flags. */
export const viewerDataFor = (user: UserRow): ViewerData => (canEditCampaigns(user) ? 'full' : 'masked');

/** A campaign's traffic quality as the pages and reports read it: shares per channel, totals, every flag. */
export async function campaignTrafficQuality(
  db: Queryable,
  campaign: { id: number; slug: string },
  viewerData: ViewerData,
): Promise<TrafficQualityAnswer> {
  const [shares, flags] = await Promise.all([channelShares(db, campaign.id), campaignFlags(db, campaign.id)]);
  const channels = shares.map(({ broadcaster_id: _id, ...rest }) => rest);
  const shown = viewerData === 'full' ? flags : flags.map(maskFlag);
  return { campaign: campaign.slug, totals: totalShares(channels), channels, flags: shown.map(flagAnswer) };
}

/**
 * GET traffic-quality/?campaign= (issue 30 part 2): managers who see the campaign (brand viewers and
 * read-only managers included); broadcasters 403 (decision 814: a flag names viewers' addresses).
 * Managers who may not edit the campaign read addresses and user agents masked (decision 845).
 */
export async function readTrafficQuality(db: Db, user: UserRow, slug: string): Promise<TrafficQualityAnswer> {
  requireManager(user);
  return campaignTrafficQuality(db, await visibleCampaign(db, user, slug), viewerDataFor(user));
}

/** What a dismissal says it saw (decision 844): the note, and the flag's `updated_at` as the page read it. */
export interface DismissalInput {
  note?: unknown;
  updated_at?: unknown;
}

/**
 * POST traffic-flags/{id}/dismiss/: a manager who may edit the campaign dismisses an open flag with a
 * note; its clicks count again in payouts, except those another open flag holds (decision 843).
 * Allowed after the campaign ended too (payouts still depend on it). A flag of a campaign the user
 * does not see is 404. The dismissal names the flag as the manager saw it (`updated_at`, which moves
 * each time clicks join): when clicks joined since, 409 and nothing changes (decision 844). The
 * dismissal is in the activity log (kind compliance), in the same transaction.
 */
export async function dismissTrafficFlag(db: Db, user: UserRow, id: number, body: DismissalInput, now: Date): Promise<TrafficFlagAnswer> {
  requireManager(user);
  const flag = await findFlag(db, id);
  if (!flag) throw notFound();
  const campaign = await editableCampaign(db, user, flag.campaign_slug);
  const text = typeof body.note === 'string' ? body.note.trim() : '';
  if (!text) throw badRequest({ note: [messages.dismissalNoteRequired] });
  if (text.length > limits.dismissalNoteMaxLength) throw badRequest({ note: [messages.maxLength(limits.dismissalNoteMaxLength)] });
  const seen = typeof body.updated_at === 'string' ? new Date(body.updated_at) : null;
  if (!seen || Number.isNaN(seen.getTime())) throw badRequest({ updated_at: [messages.required] });
  return db.transaction(async (tx) => {
    const locked = await lockFlagForDismissal(tx, id);
    if (!locked) throw notFound();
    if (locked.status !== 'open') throw badRequest({ non_field_errors: [messages.trafficFlagNotOpen] });
    // The API answers milliseconds; the column may hold microseconds (a flag written by SQL's now()).
    if (Math.abs(locked.updated_at.getTime() - seen.getTime()) >= 1) throw new HttpError(409, { detail: messages.trafficFlagChanged });
    const before = (await campaignFlags(tx, campaign.id)).find((f) => f.id === id);
    if (!before || !(await dismissFlag(tx, id, user.id, text, now))) throw badRequest({ non_field_errors: [messages.trafficFlagNotOpen] });
    const row = (await campaignFlags(tx, campaign.id)).find((f) => f.id === id);
    if (!row) throw notFound();
    // A compliance decision about a channel's traffic (decision 814): recorded like an override,
    // with the clicks the flag held as the manager saw them, which it holds no more (decision 844).
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'compliance',
      action: 'traffic_flag_dismissed',
      place: { campaignId: campaign.id },
      subject: row.broadcaster,
      // An entry keeps changed fields only: the flag's reason, unchanged, is named on the after side,
      // masked (decision 845): the Activity page's readers need not be able to edit the campaign.
      before: { status: 'open', clicks_held: before.clicks },
      after: { status: 'dismissed', clicks_held: 0, note: text, flag: maskFlag(row).reason },
    });
    return flagAnswer(row);
  });
}
