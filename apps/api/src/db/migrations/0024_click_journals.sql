-- Click journals (issue 8 "kill -9 loses no acknowledged click"; decision 624). Each API process
-- appends the clicks it answers to a local, fsync'd journal file and moves them into the event
-- tables in batches; this row is how far its journal has been moved, written in the same
-- transaction as the clicks it moved, so a replay after a crash neither loses nor repeats one.
-- `token` is written into every segment of the journal: a journal whose token is not this row's
-- belongs to another database and is set aside, never replayed. `holder` and `heartbeat` keep two
-- hosts from using one journal name at once.
CREATE TABLE click_journals (
  name text PRIMARY KEY,
  token text NOT NULL,
  segment integer NOT NULL DEFAULT 0,
  position bigint NOT NULL DEFAULT 0,
  moved bigint NOT NULL DEFAULT 0,
  skipped bigint NOT NULL DEFAULT 0,
  holder text NOT NULL,
  heartbeat timestamptz NOT NULL DEFAULT now()
);

-- The repeat check reads only counted clicks (at most one per link and ip an hour): an index of
-- those alone, instead of every click of the pair (a burst of repeats made each check scan them all).
DROP INDEX clicks_link_ip_time;
CREATE INDEX clicks_counted_link_ip_time ON clicks (tracking_link_id, ip_addr, time) WHERE flag IS NULL;
