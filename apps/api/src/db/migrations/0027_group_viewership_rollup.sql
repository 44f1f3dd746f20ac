-- A group's (label's) viewership per day and platform (decision 632), the sum of its members'
-- rows of rollup_daily_campaign_viewership (peak: the highest member's), so the metrics page and
-- reports filtered by one group read a few hundred rows instead of every member's. Kept current by
-- the viewership recorder and recomputed for a group whenever its members change, in the same
-- transaction; rebuilt by `npm run rollups:rebuild`.
CREATE TABLE rollup_daily_group_viewership (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  day date NOT NULL,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  viewable_minutes double precision NOT NULL DEFAULT 0,
  minutes_broadcast double precision NOT NULL DEFAULT 0,
  samples bigint NOT NULL DEFAULT 0,
  viewer_sum bigint NOT NULL DEFAULT 0,
  peak_viewers integer NOT NULL DEFAULT 0,
  broadcasts bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, label_id, day, platform)
);

INSERT INTO rollup_daily_group_viewership
    (campaign_id, label_id, day, platform, viewable_minutes, minutes_broadcast, samples, viewer_sum, peak_viewers, broadcasts)
  SELECT r.campaign_id, g.label_id, r.day, r.platform, sum(r.viewable_minutes), sum(r.minutes_broadcast), sum(r.samples), sum(r.viewer_sum),
    max(r.peak_viewers), sum(r.broadcasts)
  FROM rollup_daily_campaign_viewership r
  JOIN label_broadcasters g ON g.broadcaster_id = r.broadcaster_id
  JOIN labels l ON l.id = g.label_id AND l.campaign_id = r.campaign_id
  GROUP BY 1, 2, 3, 4 ORDER BY 3;
