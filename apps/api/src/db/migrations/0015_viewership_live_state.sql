-- Live state of each broadcaster's channel as the viewership poll last saw it (issue 8 "is_live on
-- the broadcaster follows it"; decision 541). One row per broadcaster and platform the poll covers,
-- updated every poll: live or not, with the current stream. A broadcaster the poll never covered has
-- no row, and is live while it has a recent viewership sample (the seed's and older data's rule).
CREATE TABLE broadcaster_live_state (
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  live boolean NOT NULL,
  stream_id text,
  viewers integer NOT NULL DEFAULT 0 CHECK (viewers >= 0),
  game text,
  started_at timestamptz,
  checked_at timestamptz NOT NULL,
  PRIMARY KEY (broadcaster_id, platform)
);

-- How far a periodic job has covered time (scheduled reconciliation: "crossed a start or end since
-- the last run"), so a restart or a missed tick catches up instead of skipping (decision 543).
CREATE TABLE job_watermarks (
  name text PRIMARY KEY,
  covered_until timestamptz NOT NULL
);

-- Finished-job cleanup scans done/failed jobs by finish time.
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE status IN ('done', 'failed');
