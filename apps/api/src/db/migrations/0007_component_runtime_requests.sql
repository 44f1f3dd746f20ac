-- Requests the components issue stores for the live platform to act on (issue 7; the overlay that
-- plays and shows them is issue 8's).

-- A fullscreen video queued for a broadcaster's overlay (spec 01 §2 Fullscreen video trigger, 02 §7
-- POST video-trigger/). played_at and viewer_count are filled by the overlay when it plays.
CREATE TABLE video_triggers (
  id bigserial PRIMARY KEY,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  played_at timestamptz,
  viewer_count integer
);
CREATE INDEX video_triggers_pending ON video_triggers (broadcaster_id, requested_at) WHERE played_at IS NULL;

-- A test pattern asked for on a broadcaster's overlay (spec 01 §7 POST browsersource-test-pattern/).
CREATE TABLE browsersource_test_patterns (
  id bigserial PRIMARY KEY,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  size text NOT NULL CHECK (size IN ('1920x1080', '1600x900', '1280x720')),
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  shown_at timestamptz
);
CREATE INDEX browsersource_test_patterns_pending ON browsersource_test_patterns (broadcaster_id, requested_at) WHERE shown_at IS NULL;

-- When the broadcaster was told about a new action (campaign action_notifications).
ALTER TABLE broadcaster_actions ADD COLUMN notified_at timestamptz;
CREATE INDEX broadcaster_actions_open ON broadcaster_actions (campaign_id, broadcaster_id) WHERE completion_time IS NULL;
