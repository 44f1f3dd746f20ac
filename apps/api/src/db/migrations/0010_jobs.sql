-- Background jobs kept in the database (issue 8: a restart loses none and repeats none; issue 9:
-- report generation). A job is claimed by one process at a time with a lease (locked_until): a
-- process that dies mid-job lets the lease run out and the job is picked up again; a job marked
-- 'done' is never run again. dedupe_key makes enqueuing idempotent (a cron tick enqueued by two
-- processes, or twice by one, is one job).
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text UNIQUE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
  locked_by text,
  locked_until timestamptz,
  last_error text,
  progress real CHECK (progress IS NULL OR (progress >= 0 AND progress <= 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE status IN ('queued', 'running');
CREATE INDEX jobs_kind ON jobs (kind, created_at DESC);
