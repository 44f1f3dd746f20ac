-- Results at scale (issue 9 "Scale"): the rollups the metrics pages and reports read, beside the
-- per-broadcaster daily ones of 0002. All are kept current by the event recorders
-- (repositories/event-recording-repository.ts, viewership-recording-repository.ts) in the statement
-- that stores the events, and rebuilt from raw events by `npm run rollups:rebuild`.

-- Unique-clicks mode (spec 01 §4 "keep the last click per combination of ip, component and
-- broadcaster"): the last counted click of each combination. A click counts as unique on the day,
-- hour, country and target of its combination's last click, so every rollup's unique_clicks moves
-- (-1 at the old last click, +1 at the new one) when a combination clicks again.
CREATE TABLE click_uniques (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  ip_addr text NOT NULL,
  last_time timestamptz NOT NULL,
  component_type text NOT NULL,
  country text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  PRIMARY KEY (campaign_id, broadcaster_id, component_id, ip_addr)
);
CREATE INDEX click_uniques_campaign_time ON click_uniques (campaign_id, last_time);

ALTER TABLE rollup_daily_components ADD COLUMN unique_clicks bigint NOT NULL DEFAULT 0;
ALTER TABLE rollup_daily_countries ADD COLUMN unique_clicks bigint NOT NULL DEFAULT 0;

-- A campaign's day as one small cube (no broadcaster): what the metrics pages and reports read when
-- no broadcaster or group is chosen. country '' = unknown; link '' for events without a target
-- (displays, plays). Counted (human) clicks only; bot clicks stay in rollup_daily_components.
CREATE TABLE rollup_daily_campaign_clicks (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
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
  PRIMARY KEY (campaign_id, day, component_id, country, link)
);

-- A campaign's counted clicks and conversions per UTC hour and component type: Over Time and Time
-- of Day charts without a broadcaster filter.
CREATE TABLE rollup_hourly_campaign_clicks (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  component_type text NOT NULL REFERENCES component_types (slug),
  clicks bigint NOT NULL DEFAULT 0,
  unique_clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, hour, component_type)
);

-- A campaign's viewership per day and platform, summed over its broadcasters (peak_viewers is the
-- highest of any one broadcaster's peak that day): the Viewership chart and cards without filters.
CREATE TABLE rollup_daily_campaign_viewership_totals (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  day date NOT NULL,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  viewable_minutes double precision NOT NULL DEFAULT 0,
  minutes_broadcast double precision NOT NULL DEFAULT 0,
  samples bigint NOT NULL DEFAULT 0,
  viewer_sum bigint NOT NULL DEFAULT 0,
  peak_viewers integer NOT NULL DEFAULT 0,
  broadcasts bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, day, platform)
);

-- Hours and viewership by game per campaign and day (the Games tab), counted like
-- rollup_daily_campaign_viewership (the broadcaster Active on the campaign, within its dates).
CREATE TABLE rollup_daily_campaign_games (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  day date NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  game text NOT NULL,
  minutes_streamed double precision NOT NULL DEFAULT 0,
  viewable_minutes double precision NOT NULL DEFAULT 0,
  samples bigint NOT NULL DEFAULT 0,
  viewer_sum bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, day, broadcaster_id, platform, game)
);

-- Broadcaster-filtered reads of hourly and per-target charts go to the raw clicks of the chosen
-- broadcasters through this index (decision 585).
CREATE INDEX clicks_campaign_broadcaster_time ON clicks (campaign_id, broadcaster_id, time);
