-- Group rollups (decision 627): a group's (label's) day cube and hours, shaped as the campaign's
-- (0019) with the label added, so the metrics page and reports filtered by one group read a few
-- thousand rollup rows instead of the group's raw clicks. Kept current by the event recorders
-- (joined with label_broadcasters) and by every change of a group's members (their facts added or
-- taken away in the same transaction); rebuilt by `npm run rollups:rebuild`.
CREATE TABLE rollup_daily_group_clicks (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  day date NOT NULL,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  component_type text NOT NULL REFERENCES component_types (slug),
  country text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  clicks bigint NOT NULL DEFAULT 0,
  unique_clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  impressions bigint NOT NULL DEFAULT 0,
  display_count bigint NOT NULL DEFAULT 0,
  video_plays bigint NOT NULL DEFAULT 0,
  video_impressions bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, label_id, day, component_id, country, link)
);

CREATE TABLE rollup_hourly_group_clicks (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  component_type text NOT NULL REFERENCES component_types (slug),
  clicks bigint NOT NULL DEFAULT 0,
  unique_clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, label_id, hour, component_type)
);

-- The recorders find a broadcaster's groups from each event.
CREATE INDEX label_broadcasters_broadcaster ON label_broadcasters (broadcaster_id);

-- Fill both from the events already stored, as the recorders would have (event-rollups-sql.ts):
-- counted clicks and the unique click of each combination, conversions, displays and plays of
-- every group's members.
CREATE TEMPORARY TABLE group_facts ON COMMIT DROP AS
  SELECT g.label_id, f.* FROM (
    SELECT k.time, k.campaign_id, k.broadcaster_id, co.id AS component_id, co.type AS component_type, coalesce(k.country, '') AS country, k.link,
      1 AS clicks, 0 AS unique_clicks, 0 AS conversions, 0 AS impressions, 0 AS display_count, 0 AS video_plays, 0 AS video_impressions
    FROM clicks k JOIN components co ON co.id = k.component_id WHERE NOT k.is_bot
    UNION ALL
    SELECT u.last_time, u.campaign_id, u.broadcaster_id, u.component_id, u.component_type, u.country, u.link, 0, 1, 0, 0, 0, 0, 0
    FROM click_uniques u
    UNION ALL
    SELECT k.time, k.campaign_id, k.broadcaster_id, co.id, co.type, coalesce(k.country, ''), coalesce(tl.target, ''), 0, 0, 1, 0, 0, 0, 0
    FROM conversions k JOIN components co ON co.id = k.component_id LEFT JOIN tracking_links tl ON tl.id = k.tracking_link_id
    UNION ALL
    SELECT k.time, k.campaign_id, k.broadcaster_id, co.id, co.type, '', '', 0, 0, 0, k.impressions, 1, 0, 0
    FROM live_graphic_displays k JOIN components co ON co.id = k.component_id
    UNION ALL
    SELECT k.time, k.campaign_id, k.broadcaster_id, co.id, co.type, '', '', 0, 0, 0, 0, 0, 1, k.impressions
    FROM video_plays k JOIN components co ON co.id = k.component_id
  ) f
  JOIN label_broadcasters g ON g.broadcaster_id = f.broadcaster_id
  JOIN labels l ON l.id = g.label_id AND l.campaign_id = f.campaign_id;

INSERT INTO rollup_daily_group_clicks (campaign_id, label_id, day, component_id, country, link, component_type,
    clicks, unique_clicks, conversions, impressions, display_count, video_plays, video_impressions)
  SELECT campaign_id, label_id, (time AT TIME ZONE 'UTC')::date, component_id, country, link, min(component_type),
    sum(clicks), sum(unique_clicks), sum(conversions), sum(impressions), sum(display_count), sum(video_plays), sum(video_impressions)
  FROM group_facts GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO rollup_hourly_group_clicks (campaign_id, label_id, hour, component_type, clicks, unique_clicks, conversions)
  SELECT campaign_id, label_id, date_trunc('hour', time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', component_type,
    sum(clicks), sum(unique_clicks), sum(conversions)
  FROM group_facts WHERE clicks + unique_clicks + conversions > 0 GROUP BY 1, 2, 3, 4;
