-- Traffic quality (issue 30 part 2; decisions 810-815).

-- Clicks left out of counted clicks, split by why (migration 0013's flags): bot_clicks keeps every
-- flagged click, prefetch_clicks and repeat_clicks the two kinds that are not bots proper, so the
-- traffic-quality shares read a rollup and never the raw clicks of a whole campaign.
ALTER TABLE rollup_daily_components ADD COLUMN prefetch_clicks bigint NOT NULL DEFAULT 0;
ALTER TABLE rollup_daily_components ADD COLUMN repeat_clicks bigint NOT NULL DEFAULT 0;
UPDATE rollup_daily_components r SET prefetch_clicks = k.prefetches, repeat_clicks = k.repeats
FROM (
  SELECT (c.time AT TIME ZONE 'UTC')::date AS day, c.campaign_id, c.broadcaster_id, c.component_id,
         count(*) FILTER (WHERE c.flag = 'prefetch') AS prefetches, count(*) FILTER (WHERE c.flag = 'repeat') AS repeats
  FROM clicks c JOIN components co ON co.id = c.component_id
  WHERE c.flag IN ('prefetch', 'repeat')
  GROUP BY 1, 2, 3, 4
) k
WHERE r.day = k.day AND r.campaign_id = k.campaign_id AND r.broadcaster_id = k.broadcaster_id AND r.component_id = k.component_id;

-- An anomaly in a channel's counted clicks on a campaign (decision 811), found by the job
-- 'traffic-quality.detect'. kind: 'click-rate' (clicks per viewable hour far above the campaign's
-- median), 'dominant-address' / 'dominant-agent' (one address or user agent making most of a day's
-- clicks; subject is that value), 'offline-clicks' (clicks on live-only components while the channel
-- was offline). reason is the latest evidence in words. At most one open flag per channel, kind and
-- subject: newly matching clicks join it. A dismissal keeps the row (who, when, note): the history.
CREATE TABLE traffic_flags (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('click-rate', 'dominant-address', 'dominant-agent', 'offline-clicks')),
  subject text NOT NULL DEFAULT '',
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  dismissed_at timestamptz,
  dismissed_by integer REFERENCES users (id) ON DELETE SET NULL,
  dismissal_note text,
  CHECK ((status = 'open') = (dismissed_at IS NULL))
);
CREATE UNIQUE INDEX traffic_flags_one_open ON traffic_flags (campaign_id, broadcaster_id, kind, subject) WHERE status = 'open';
CREATE INDEX traffic_flags_campaign ON traffic_flags (campaign_id, created_at DESC);

-- The exact clicks a flag covers (counted clicks only: flag IS NULL), so "flagged clicks" are
-- concrete and stable. A click joins at most one flag of each kind; the channel and campaign are
-- copied so payouts subtract a broadcaster's held clicks by time without reading the flags' clicks.
CREATE TABLE traffic_flag_clicks (
  flag_id integer NOT NULL REFERENCES traffic_flags (id) ON DELETE CASCADE,
  kind text NOT NULL,
  click_id bigint NOT NULL,
  click_time timestamptz NOT NULL,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, click_id)
);
CREATE INDEX traffic_flag_clicks_flag ON traffic_flag_clicks (flag_id);
CREATE INDEX traffic_flag_clicks_click ON traffic_flag_clicks (click_id);
CREATE INDEX traffic_flag_clicks_broadcaster_time ON traffic_flag_clicks (broadcaster_id, click_time);
