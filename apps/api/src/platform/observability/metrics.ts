import type { LimitFailure } from '../limits/limit-failures.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobOutcome, Meters, WebhookOutcome } from '../../context/meters.ts';
import type { Db } from '../../db/db.ts';
import type { ClickJournalStatus } from '../clicks/click-recorder.ts';
import { jobQueueDepth } from '../jobs/repositories/jobs-repository.ts';

/** What the gauges read when /metrics is scraped. */
export interface MetricSources {
  db: Db;
  clicks(): ClickJournalStatus;
  openStreams(): number;
  /** Milliseconds the job queue's query may take before the scrape goes on without it. */
  queryTimeoutMs: number;
}

/** Seconds: from a fast read to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The metrics of one app (decision 737), in a registry of its own (tests build many apps in one
 * process): request durations by route pattern and status, the click journal, the job queue and
 * its runs, open overlay streams, webhook posts, the database pool, and prom-client's process and
 * Node.js defaults. docs/operations.md lists them with what is normal and what to alert on.
 */
export class AppMetrics implements Meters {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly jobRuns: Counter<'kind' | 'outcome'>;
  private readonly jobSeconds: Histogram<'kind'>;
  private readonly webhooks: Counter<'outcome'>;
  private readonly limitFailures: Counter<'limit' | 'mode'>;
  private sources: MetricSources | undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'advocate_http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern, method and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'advocate_job_runs_total',
      help: 'Job runs this process finished, by kind and outcome (done, retried, failed, lease_lost).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'advocate_job_run_duration_seconds',
      help: 'How long job runs took, by kind.',
      labelNames: ['kind'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.webhooks = new Counter({
      name: 'advocate_webhook_deliveries_total',
      help: 'Webhook post attempts this process made, by outcome (delivered, retrying, failed).',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['delivered', 'retrying', 'failed'] as const) this.webhooks.inc({ outcome }, 0);
    this.limitFailures = new Counter({
      name: 'advocate_rate_limit_store_failures_total',
      help: 'Requests whose rate limit could not be counted in Redis, by limit and what was done (open: let through; closed: refused).',
      labelNames: ['limit', 'mode'],
      registers,
    });
    const read = <T>(pick: (s: MetricSources) => T) => (this.sources ? pick(this.sources) : undefined);
    const gauge = (name: string, help: string, value: (s: MetricSources) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const v = read(value);
          // A gauge the click log does not keep (pending clicks with the journal) is left out.
          if (v !== undefined) this.set(v);
        },
      });
    gauge(
      'advocate_click_journal_lag_seconds',
      'Seconds the oldest click not yet moved to the database has waited.',
      (s) => s.clicks().lagSeconds,
    );
    gauge(
      'advocate_click_journal_pending_bytes',
      'Bytes of clicks in the journal not yet moved to the database.',
      (s) => s.clicks().pendingBytes,
    );
    gauge(
      'advocate_click_log_pending_clicks',
      'Clicks in the JetStream stream not yet moved to the database (CLICK_LOG=jetstream only).',
      (s) => s.clicks().pendingClicks,
    );
    gauge(
      'advocate_click_journal_size_bytes',
      'Bytes of the journal segments on disk (CLICK_LOG=jetstream: of the stream).',
      (s) => s.clicks().bytes,
    );
    gauge('advocate_click_journal_segments', 'Journal segments on disk (0 with CLICK_LOG=jetstream).', (s) => s.clicks().segments);
    gauge('advocate_overlay_streams_open', 'Overlay event streams open on this process.', (s) => s.openStreams());
    new Gauge({
      name: 'advocate_db_pool_connections',
      help: 'Database pool connections by state (in_use, idle), and requests waiting for one (waiting); PostgreSQL only.',
      labelNames: ['state'],
      registers,
      collect() {
        const use = read((s) => s.db.poolUse?.());
        if (!use) return;
        this.set({ state: 'in_use' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'advocate_job_queue_depth',
      help: 'Jobs not finished, by kind and state: due (waiting for a runner), scheduled (due later), running.',
      labelNames: ['kind', 'state'],
      registers,
      async collect() {
        const sources = read((s) => s);
        if (!sources) return;
        this.reset();
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), sources.queryTimeoutMs)));
        const rows = await Promise.race([jobQueueDepth(sources.db, new Date()).catch(() => undefined), timeout]);
        clearTimeout(timer);
        for (const row of rows ?? []) {
          this.set({ kind: row.kind, state: 'due' }, row.due);
          this.set({ kind: row.kind, state: 'scheduled' }, row.waiting);
          this.set({ kind: row.kind, state: 'running' }, row.running);
        }
      },
    });
  }

  /** Where the gauges read from: set once the platform (click journal, streams) is made. */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  /** One answered request; `route` is the route's pattern (never the raw URL), 'unmatched' when none matched. */
  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void {
    this.jobRuns.inc({ kind, outcome });
    this.jobSeconds.observe({ kind }, seconds);
  }

  webhookAttempt(outcome: WebhookOutcome): void {
    this.webhooks.inc({ outcome });
  }

  /** A limit whose store (Redis) failed for a request (decision 740). */
  rateLimitFailure({ limit, mode }: Pick<LimitFailure, 'limit' | 'mode'>): void {
    this.limitFailures.inc({ limit, mode });
  }
}
