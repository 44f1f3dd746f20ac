import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, throttled } from '../../errors.ts';
import type { SharedLimits } from '../../platform/limits/shared-limits.ts';
import {
  claimClientConversion,
  claimOnce,
  countKeyCall,
  forgetClientConversionsBefore,
} from './repositories/conversion-claims-repository.ts';
import { recordConversions } from '../events/repositories/event-recording-repository.ts';
import { findLinkByKey, type RedirectLinkRow } from './repositories/link-runtime-repository.ts';
import { queueWebhookDeliveries } from './webhook-events.ts';
import { activityEvent, publishLive } from '../../platform/live/live-events.ts';

export interface ConversionRequest {
  source?: string;
  order_id?: string;
}

export interface ConversionOrigin {
  ip: string;
  /** The client as repeats are told apart: its address, an IPv6 one by its /64 (decision 660). */
  client: string;
  country: string | null;
}

/** A repeat from the same client for the same key within this window counts once (decision 660; clicks use the hour too). */
export const CONVERSION_REPEAT_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** Thrown inside the transaction to undo a conversion that does not count; answered as if counted. */
class NotCounted extends Error {}

/** The link of a conversion call's source, else a field error. */
export async function conversionLink(db: Queryable, body: ConversionRequest): Promise<RedirectLinkRow> {
  const source = (body.source ?? '').trim();
  if (!source) throw badRequest({ source: [messages.required] });
  const link = await findLinkByKey(db, source);
  if (!link) throw badRequest({ source: [serverMessages.unknownConversionSource] });
  return link;
}

/** Stores one conversion of `link` with its rollups and its webhook deliveries (in the caller's transaction). */
export async function storeConversion(
  tx: Queryable,
  link: RedirectLinkRow,
  origin: { ip: string | null; country: string | null },
  now: Date,
  verified: boolean,
): Promise<void> {
  const [id] = await recordConversions(tx, [
    {
      time: now,
      trackingLinkId: link.id,
      source: link.key,
      broadcasterId: link.broadcaster_id,
      campaignId: link.campaign_id,
      componentId: link.component_id,
      componentType: link.component_type,
      ipAddr: origin.ip,
      country: origin.country,
      verified,
    },
  ]);
  await publishLive(tx, activityEvent(link.campaign_id, [link.broadcaster_id]));
  await queueWebhookDeliveries(tx, [
    {
      campaignId: link.campaign_id,
      event: 'conversion',
      payload: {
        event: 'conversion',
        id,
        time: now.toISOString(),
        campaign: link.campaign_slug,
        broadcaster: link.username,
        component_id: link.component_id,
        component_type: link.component_type,
        key: link.key,
        target: link.target,
        country: origin.country,
      },
    },
  ]);
}

/**
 * The link's calls in `minute`, this one included: in Redis when REDIS_URL is set (decision 740),
 * else in the database; both are shared by every instance. Redis away: the call is let through
 * (this limit fails open), counted and logged.
 */
async function countKeyCalls(db: Db, shared: SharedLimits, linkId: number, minute: Date): Promise<number> {
  if (!shared.redis) return countKeyCall(db, linkId, minute);
  try {
    return await shared.hit(shared.key('conversions', linkId, minute.getTime()), 2 * MINUTE_MS);
  } catch (error) {
    shared.failures.record('conversions', 'open', error);
    return 0;
  }
}

/**
 * POST conversion/ (issue 8, ARCHITECTURE §6; decisions 526, 660, 661): a shop's page reports a
 * conversion for the `advref` key it received. Any tracked link's key counts, active or not (a
 * purchase may come after the link was retired). Unverified, and counted only when
 * - the key has had fewer than `perKeyPerMinute` calls this minute (else 429, nothing stored);
 * - the client has no counted conversion for the key within the last hour;
 * - its `order_id`, if any, was never counted for the campaign.
 * A call that does not count gets the same answer as one that does and changes nothing. The
 * conversion, its claims, its rollups and its webhook deliveries commit together; the claims are
 * unique rows, so of two identical calls at once one counts.
 */
export async function recordConversion(
  db: Db,
  body: ConversionRequest,
  origin: ConversionOrigin,
  limits: { perKeyPerMinute: number; shared: SharedLimits },
  now: Date,
): Promise<{ source: string; created: string }> {
  const link = await conversionLink(db, body);
  const orderId = body.order_id?.trim() ?? '';
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const calls = await countKeyCalls(db, limits.shared, link.id, minute);
  if (calls > limits.perKeyPerMinute) throw throttled((minute.getTime() + MINUTE_MS - now.getTime()) / 1000);
  const since = new Date(now.getTime() - CONVERSION_REPEAT_MS);
  try {
    await db.transaction(async (tx) => {
      await forgetClientConversionsBefore(tx, link.id, since);
      if (orderId && !(await claimOnce(tx, link.campaign_id, 'order', orderId, now))) throw new NotCounted();
      if (!(await claimClientConversion(tx, { linkId: link.id, client: origin.client, now, since }))) throw new NotCounted();
      await storeConversion(tx, link, origin, now, false);
    });
  } catch (error) {
    if (!(error instanceof NotCounted)) throw error;
  }
  return { source: link.key, created: now.toISOString() };
}
