/** How a job run ended (decision 737): done, put back for a later attempt, failed for good, or its lease lost. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'lease_lost';
/** How a webhook post attempt ended (decision 737). */
export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

/**
 * What services count for /metrics (platform/observability/metrics.ts), through `ctx.meters`;
 * absent when METRICS_TOKEN is unset (no metrics are kept).
 */
export interface Meters {
  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void;
  webhookAttempt(outcome: WebhookOutcome): void;
}
