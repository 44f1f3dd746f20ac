-- The activity log (issue 30 part 4; decisions 800-803): one row per manager action, written in the
-- transaction of the change it records. No foreign keys: an entry outlives the campaign, team or
-- manager it names (and a cascade would be an UPDATE or DELETE, which the trigger below refuses), so
-- it keeps the names as they were (`actor_email`, `team_name`, `campaign_name`, `subject`).
-- `team_id` is the one team the entry belongs to; an entry about several teams (a manager's teams)
-- or none (an admin) has `team_id` NULL and its teams in `team_ids` (decision 801: a manager sees the
-- entries of their teams). `before` and `after` hold the changed fields only; secrets are never
-- stored, only that they changed (decision 802).
CREATE TABLE activity (
  id bigserial PRIMARY KEY,
  created timestamptz NOT NULL DEFAULT now(),
  actor_id integer NOT NULL,
  actor_email text NOT NULL,
  kind text NOT NULL,
  action text NOT NULL,
  team_id integer,
  team_ids integer[] NOT NULL DEFAULT '{}',
  team_name text,
  campaign_id integer,
  campaign_name text,
  subject text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb,
  CHECK (team_id IS NULL OR team_ids = ARRAY[team_id])
);

-- Keyset pages newest first (created, id), one index per filter the page offers (decision 803).
CREATE INDEX activity_created ON activity (created DESC, id DESC);
CREATE INDEX activity_team_created ON activity (team_id, created DESC, id DESC) WHERE team_id IS NOT NULL;
CREATE INDEX activity_team_kind_created ON activity (team_id, kind, created DESC, id DESC) WHERE team_id IS NOT NULL;
CREATE INDEX activity_teamless_created ON activity (created DESC, id DESC) WHERE team_id IS NULL;
CREATE INDEX activity_campaign_created ON activity (campaign_id, created DESC, id DESC) WHERE campaign_id IS NOT NULL;
CREATE INDEX activity_actor_created ON activity (actor_id, created DESC, id DESC);
CREATE INDEX activity_kind_created ON activity (kind, created DESC, id DESC);

-- Append-only: no statement changes or removes an entry, whoever runs it (decision 800).
CREATE FUNCTION activity_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE insufficient_privilege USING MESSAGE = 'activity entries are append-only: ' || TG_OP || ' is refused';
END $$;
CREATE TRIGGER activity_refuses_changes BEFORE UPDATE OR DELETE ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_is_append_only();
CREATE TRIGGER activity_refuses_truncate BEFORE TRUNCATE ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_is_append_only();
