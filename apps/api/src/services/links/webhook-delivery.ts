import { createHmac } from 'node:crypto';
import type { JobHandler } from '../jobs/job-types.ts';
import { findDeliveryToSend, recordDeliveryAttempt } from '../../repositories/webhooks-repository.ts';
import { WEBHOOK_MAX_ATTEMPTS } from './webhook-events.ts';

/** How long an endpoint has to answer one post. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const ERROR_MAX = 500;

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
 */
export const deliverWebhook: JobHandler = async (ctx, payload) => {
  const deliveryId = Number(payload.deliveryId);
  const delivery = Number.isSafeInteger(deliveryId) ? await findDeliveryToSend(ctx.db, deliveryId) : undefined;
  // Deleted with its webhook, or already delivered by an earlier run: nothing to do.
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return;
  const body = JSON.stringify({ delivery: delivery.id, ...delivery.payload });
  const last = delivery.attempts + 1 >= WEBHOOK_MAX_ATTEMPTS;
  let code: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Advocate-Webhooks/1',
        'X-Advocate-Delivery': String(delivery.id),
        'X-Advocate-Event': String(delivery.payload.event ?? ''),
        'X-Advocate-Signature': webhookSignature(delivery.secret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    code = response.status;
    await response.body?.cancel();
    if (!response.ok) error = `HTTP ${code}`;
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : String(cause)).slice(0, ERROR_MAX);
  }
  await recordDeliveryAttempt(ctx.db, delivery.id, { status: error === null ? 'delivered' : last ? 'failed' : 'retrying', responseCode: code, error, at: ctx.now() });
  if (error !== null && !last) throw new Error(`webhook delivery ${delivery.id}: ${error}`);
};
