-- Figures of closed days (issue 9 "Scale"; decision 621). A snapshot holds, per campaign and read
-- (`kind`: 'channels', 'overview'), every range's sums over the days before `until_day` (the last
-- day the ranges count), so a read adds only that last day's rollup rows to it. `version` is the campaign's
-- closed-days version when the snapshot was computed: recording an event dated before today
-- (or rebuilding the rollups) moves the version, and a snapshot of another version is ignored.
CREATE TABLE channel_stats_versions (
  campaign_id integer PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
CREATE TABLE channel_stats_snapshots (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  kind text NOT NULL,
  until_day date NOT NULL,
  first_day date NOT NULL,
  version bigint NOT NULL,
  figures text NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, kind, until_day)
);
