import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../platform/jobs/repositories/jobs-repository.ts';
import { insertDeliveries } from './repositories/webhooks-repository.ts';

/** The job kind that posts one webhook delivery (handler: deliverWebhook in webhook-delivery.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** Attempts per delivery before it is marked failed (the jobs runner retries a handler that throws). */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export interface WebhookEvent {
  campaignId: number;
  event: 'click' | 'conversion' | 'test';
  payload: Record<string, unknown>;
}

/**
 * Logs a delivery per active webhook of each event's campaign and queues a job to post it, inside
 * the transaction that stores the events: a delivery exists exactly when its event was committed,
 * and the request that made it never waits for the endpoint (decision 524).
 */
export async function queueWebhookDeliveries(tx: Queryable, events: readonly WebhookEvent[], onlyWebhookId?: number): Promise<number> {
  const ids = await insertDeliveries(tx, events, onlyWebhookId);
  for (const deliveryId of ids) {
    await enqueueJob(tx, { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, maxAttempts: WEBHOOK_MAX_ATTEMPTS });
  }
  return ids.length;
}
