import { createHmac } from 'node:crypto';
import type { JobHandler } from '../../platform/jobs/job-types.ts';
import { enqueueJob } from '../../platform/jobs/repositories/jobs-repository.ts';
import { findDeliveryToSend, recordDeliveryAttempt, takeCampaignAttempt } from './repositories/webhooks-repository.ts';
import { resolveWebhookHost, systemLookup } from './webhook-address.ts';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_MAX_ATTEMPTS } from './webhook-events.ts';
import { postPinned } from './webhook-post.ts';

/** How long an endpoint has to answer one post. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The delivery log's text for any network failure: never the network's own error (decision 670). */
export const DELIVERY_FAILED = 'Delivery failed.';
/** The delivery log's text when the host is or resolves to an address webhooks may not reach (decision 670). */
export const ADDRESS_REFUSED = 'Address not allowed.';
const MINUTE_MS = 60_000;

/** `sha256=<hex HMAC-SHA256 of the raw body with the webhook's secret>`, sent as X-Advocate-Signature. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The 'webhook-delivery' job (decision 524): posts one logged delivery as JSON, signed, and records
 * the attempt (status, attempts, last response code). A 2xx answer delivers it; otherwise the
 * handler throws so the jobs runner tries again later, until WEBHOOK_MAX_ATTEMPTS attempts have
 * been made, when the delivery is marked failed and the job ends. Delivery is at least once: an
 * endpoint tells repeats apart by X-Advocate-Delivery.
 *
 * Before posting (decisions 670, 671): the delivery takes one of the campaign's
 * WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE posts of the last minute, counted and stamped under the
 * campaign's lock so deliveries at once count each other; when none is left the post waits a minute
 * in a new job (no attempt counted); the host is resolved and every address checked, and the post
 * connects to the checked address. The log shows status codes, or a generic text for failures.
 */
export const deliverWebhook: JobHandler = async (ctx, payload, job) => {
  const deliveryId = Number(payload.deliveryId);
  const delivery = Number.isSafeInteger(deliveryId) ? await findDeliveryToSend(ctx.db, deliveryId) : undefined;
  // Deleted with its webhook, or already delivered by an earlier run: nothing to do.
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return;
  const now = ctx.now();
  const started = await ctx.db.transaction(async (tx) => {
    const taken = await takeCampaignAttempt(tx, {
      campaignId: delivery.campaign_id,
      deliveryId: delivery.id,
      since: new Date(now.getTime() - MINUTE_MS),
      at: now,
      cap: ctx.config.WEBHOOK_DELIVERIES_PER_CAMPAIGN_PER_MINUTE,
    });
    if (taken) return true;
    await enqueueJob(tx, {
      kind: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId },
      runAt: new Date(now.getTime() + MINUTE_MS),
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    });
    await job.complete(tx);
    return false;
  });
  if (!started) return;
  const body = JSON.stringify({ delivery: delivery.id, ...delivery.payload });
  const last = delivery.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS;
  let code: number | null = null;
  let error: string | null = null;
  const url = new URL(delivery.url);
  const target = await resolveWebhookHost(url, { allowedHosts: ctx.config.WEBHOOK_ALLOWED_HOSTS, lookup: ctx.lookupHost ?? systemLookup });
  if (target.outcome !== 'ok') error = target.outcome === 'refused' ? ADDRESS_REFUSED : DELIVERY_FAILED;
  else {
    try {
      code = await postPinned(
        url,
        target.addresses[0],
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Advocate-Webhooks/1',
          'X-Advocate-Delivery': String(delivery.id),
          'X-Advocate-Event': String(delivery.payload.event ?? ''),
          'X-Advocate-Signature': webhookSignature(delivery.secret, body),
        },
        body,
        AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      );
      if (code < 200 || code > 299) error = `HTTP ${code}`;
    } catch {
      error = DELIVERY_FAILED;
    }
  }
  const status = error === null ? 'delivered' : last ? 'failed' : 'retrying';
  await recordDeliveryAttempt(ctx.db, delivery.id, {
    status,
    responseCode: code,
    error,
    at: ctx.now(),
  });
  ctx.meters?.webhookAttempt(status);
  if (error !== null && !last) throw new Error(`webhook delivery ${delivery.id}: ${error}`);
};
