-- The domain: teams, campaigns, components, statuses, invitations, platform records, events and
-- daily rollups (spec 01 §3-§4, spec 02 §3-§4, ARCHITECTURE §5-§6). Broadcasters and managers are
-- users (0001). Timestamps are timestamptz; rollup days are UTC dates (spec 01 §9 'Today' in UTC).
-- Counts are bigint and measures double precision so both drivers answer plain numbers.

-- Twitch accounts authorised as chatbots (spec 01 §3 twitch_chatbot_account, default_chatbot,
-- approved_chatbots; §9 the default account 'advogg' counts as no chatbot).
CREATE TABLE chatbot_accounts (
  id serial PRIMARY KEY,
  twitch_user_id text,
  login text NOT NULL,
  access_token text,
  refresh_token text,
  scopes text[] NOT NULL DEFAULT '{}',
  is_default boolean NOT NULL DEFAULT false,
  authorised_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX chatbot_accounts_twitch_user ON chatbot_accounts (twitch_user_id) WHERE twitch_user_id IS NOT NULL;
CREATE UNIQUE INDEX chatbot_accounts_one_default ON chatbot_accounts (is_default) WHERE is_default;
INSERT INTO chatbot_accounts (login, is_default) VALUES ('advogg', true);

-- Teams (brands) (spec 01 §3 Team, §2 Team overview).
CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  logo text,                               -- an address the browser can load, or null (default icon)
  seconds_per_impression integer NOT NULL DEFAULT 15 CHECK (seconds_per_impression >= 0),
  default_chatbot_id integer REFERENCES chatbot_accounts (id) ON DELETE SET NULL,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Chatbot accounts a team approved (spec 01 §3 Team approved_chatbots, §7 set_approved_chatbot).
CREATE TABLE team_approved_chatbots (
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  chatbot_account_id integer NOT NULL REFERENCES chatbot_accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (team_id, chatbot_account_id)
);

ALTER TABLE profiles ADD CONSTRAINT profiles_current_team_fk FOREIGN KEY (current_team_id) REFERENCES teams (id) ON DELETE SET NULL;

-- A broadcaster's status on a team; 'Active' means member, 'Invited' is a pending team
-- invitation (spec 01 §3 Broadcaster team_statuses, §4; spec 02 §4 Invitations).
CREATE TABLE team_memberships (
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Invited', 'Declined', 'Active', 'Deactivated')),
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz,
  responded_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, broadcaster_id)
);
CREATE INDEX team_memberships_broadcaster ON team_memberships (broadcaster_id, status);

-- Squads of a team (spec 01 §3 Squad).
CREATE TABLE squads (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, team_id)
);
CREATE INDEX squads_team ON squads (team_id);

-- Squad rosters: at most one squad per broadcaster and team (spec 01 §4 Squad assignment).
CREATE TABLE squad_members (
  squad_id integer NOT NULL,
  team_id integer NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (squad_id, broadcaster_id),
  UNIQUE (team_id, broadcaster_id),
  FOREIGN KEY (squad_id, team_id) REFERENCES squads (id, team_id) ON DELETE CASCADE
);

-- Managers and their scope: the teams they see, plus campaigns granted outside any team
-- (spec 01 §3 Manager, §6 'Managers are scoped to a list of teams'; docs/decisions/201).
CREATE TABLE managers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE manager_teams (
  manager_id integer NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  PRIMARY KEY (manager_id, team_id)
);
CREATE INDEX manager_teams_team ON manager_teams (team_id);

-- Manager invitations: pending until a user exists (spec 01 §3 Manager invitation, §4, §6 defaults).
CREATE TABLE manager_invitations (
  id serial PRIMARY KEY,
  email text NOT NULL,
  permissions_campaigns smallint NOT NULL DEFAULT 1 CHECK (permissions_campaigns IN (0, 1)),
  permissions_teams smallint NOT NULL DEFAULT 1 CHECK (permissions_teams IN (0, 1)),
  permissions_users smallint NOT NULL DEFAULT 2 CHECK (permissions_users IN (0, 1, 2)),
  key_hash text UNIQUE,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz
);
CREATE UNIQUE INDEX manager_invitations_email_pending ON manager_invitations (lower(email)) WHERE user_id IS NULL;
CREATE TABLE manager_invitation_teams (
  invitation_id integer NOT NULL REFERENCES manager_invitations (id) ON DELETE CASCADE,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  PRIMARY KEY (invitation_id, team_id)
);

-- Campaigns (spec 01 §3 Campaign, §4 started/ended, §9 defaults; spec 02 §3 broadcaster view).
-- Hard-deleted: every child table cascades (spec 01 §4 'deleted ones vanish permanently').
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL,
  status text,                             -- spec lists the field without values; state comes from dates
  start_date timestamptz NOT NULL,
  end_date timestamptz,                    -- null: ongoing
  impression_cutoff integer CHECK (impression_cutoff >= 0),
  daily_impression_cap integer CHECK (daily_impression_cap >= 0),
  seconds_per_impression integer NOT NULL DEFAULT 15 CHECK (seconds_per_impression >= 0),
  client text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  requirements text NOT NULL DEFAULT '',
  general_guidelines text NOT NULL DEFAULT '',
  payment_terms text NOT NULL DEFAULT '',
  team_id integer REFERENCES teams (id) ON DELETE SET NULL,
  is_finite boolean NOT NULL DEFAULT true,
  is_demo boolean NOT NULL DEFAULT false,
  has_conversions boolean NOT NULL DEFAULT false,
  daily_cap_reached boolean NOT NULL DEFAULT false,
  twitch_chatbot_account_id integer REFERENCES chatbot_accounts (id) ON DELETE SET NULL,
  twitch_chatbot_connection text,          -- 'up' or the last connection problem
  auto_active_invites boolean NOT NULL DEFAULT false,
  action_notifications boolean NOT NULL DEFAULT true,
  team_auto_add boolean NOT NULL DEFAULT false,
  independent_live_graphics boolean NOT NULL DEFAULT false,
  allow_self_deactivate boolean NOT NULL DEFAULT false,
  set_live_graphic_times boolean NOT NULL DEFAULT false,
  pause_after_live_graphics integer NOT NULL DEFAULT 0 CHECK (pause_after_live_graphics >= 0),
  keyword_links boolean NOT NULL DEFAULT false,
  hard_coded_links boolean NOT NULL DEFAULT false,
  budget numeric(14, 2) NOT NULL DEFAULT 1,
  target bigint NOT NULL DEFAULT 1,        -- viewable minutes aimed for (progress of open-ended campaigns)
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date > start_date)
);
CREATE INDEX campaigns_team ON campaigns (team_id);
CREATE INDEX campaigns_dates ON campaigns (start_date, end_date);

-- Chatbot accounts a campaign approved (spec 01 §7 campaigns/{c}/set_approved_chatbot/).
CREATE TABLE campaign_approved_chatbots (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  chatbot_account_id integer NOT NULL REFERENCES chatbot_accounts (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, chatbot_account_id)
);

-- Managers granted a campaign outside their teams (docs/decisions/201).
CREATE TABLE manager_campaigns (
  manager_id integer NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (manager_id, campaign_id)
);
CREATE INDEX manager_campaigns_campaign ON manager_campaigns (campaign_id);

-- Periods in which a campaign runs (spec 01 §3 Campaign active_periods).
CREATE TABLE campaign_active_periods (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  CHECK (end_time IS NULL OR end_time > start_time)
);
CREATE INDEX campaign_active_periods_campaign ON campaign_active_periods (campaign_id, start_time);

-- Squads taking part in a campaign (spec 01 §3 Campaign squads, §7 add_squad / remove_squad).
CREATE TABLE campaign_squads (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  squad_id integer NOT NULL REFERENCES squads (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, squad_id)
);

-- A broadcaster's status on a campaign. 'Invited' rows are the campaign invitations (sent and
-- received); there is no separate invitations table (spec 01 §3-§4, spec 02 §4; docs/decisions/202).
CREATE TABLE campaign_statuses (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Invited', 'Declined', 'Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended')),
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz,
  responded_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, broadcaster_id)
);
CREATE INDEX campaign_statuses_broadcaster ON campaign_statuses (broadcaster_id, status);

-- Component types, reference data (spec 01 §3 Component type and its 12 known slugs).
CREATE TABLE component_types (
  slug text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  instructions text NOT NULL DEFAULT '',
  is_versioned boolean NOT NULL DEFAULT false,
  is_hidden boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);
INSERT INTO component_types (slug, name, description, instructions, is_versioned, is_hidden, sort_order) VALUES
  ('live-graphics', 'Live Graphics', 'An image or short video shown on stream through the browser source, in rotation.', 'Add your browser source to your streaming software. Live graphics appear on their own.', true, false, 1),
  ('banner-graphics', 'Banner Graphics', 'A Twitch panel image with a tracked link, placed under the stream.', 'Add the banner to your Twitch panels with the tracked link.', true, false, 2),
  ('twitch-chat-bot', 'Chat Bot Posts', 'A message the chatbot posts in chat at a set interval while the channel is live.', 'Make the chatbot a moderator of your channel so it can post.', false, false, 3),
  ('twitch-chat-bot-command', 'Chat Bot Commands', 'A chat command that viewers type to get the sponsor message.', 'Make the chatbot a moderator of your channel so it can answer commands.', false, false, 4),
  ('suggested-tweet', 'Suggested Tweets', 'A tweet with a tracked link for the broadcaster to send.', 'Send the tweet from your connected Twitter account.', false, false, 5),
  ('suggested-retweet', 'Suggested Retweets', 'A sponsor tweet for the broadcaster to retweet.', 'Retweet it from your connected Twitter account.', false, false, 6),
  ('fullscreen-video', 'Fullscreen Video', 'A video played over the whole stream when triggered.', 'Keep your browser source full size so the video covers the stream.', false, false, 7),
  ('custom-link', 'Custom Links', 'A tracked link the broadcaster shares wherever they like.', 'Share your custom link with your audience.', true, false, 8),
  ('advocate-widget', 'Advocate Widgets', 'An interactive widget uploaded as a zip and shown through the browser source.', 'The widget appears through your browser source.', false, false, 9),
  ('conversion-popup', 'Conversion Popups', 'A popup on stream announcing purchases made through the store.', 'Popups appear through your browser source when a purchase happens.', false, false, 10),
  ('watch-party', 'Watch Parties', 'A shared watch party embedded for the broadcaster and their viewers.', 'Open the Watch Party page to host it.', false, false, 11),
  ('dynamic-cta', 'Dynamic Calls to Action', 'A graphic whose text widgets managers can update live.', 'It appears through your browser source.', false, false, 12);

-- Component types offered on a campaign (spec 01 §3 Campaign available_components).
CREATE TABLE campaign_component_types (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_type text NOT NULL REFERENCES component_types (slug),
  PRIMARY KEY (campaign_id, component_type)
);

-- Components (spec 01 §3 Component, §4 Component lifecycle; spec 02 §3 Component).
CREATE TABLE components (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  type text NOT NULL REFERENCES component_types (slug),
  name text NOT NULL,
  is_movable boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  is_ready boolean NOT NULL DEFAULT true,
  start_time timestamptz,
  end_time timestamptz,
  end_signal_send timestamptz,             -- when the end was signalled to browser sources
  daily_cap_reached boolean NOT NULL DEFAULT false,
  compliance boolean NOT NULL DEFAULT false, -- checked by compliance audits
  impression_cutoff integer CHECK (impression_cutoff >= 0),
  daily_impression_cap integer CHECK (daily_impression_cap >= 0),
  keyword text,
  youtube_url text,
  video_file text,
  description text NOT NULL DEFAULT '',
  widget_upload text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time IS NULL OR start_time IS NULL OR end_time > start_time)
);
CREATE INDEX components_campaign ON components (campaign_id, type);

-- Component versions; the active version is the one with the highest sequence_number
-- (spec 01 §3 Component version and config keys).
CREATE TABLE component_versions (
  id serial PRIMARY KEY,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  content_id text NOT NULL,
  sequence_number integer NOT NULL,
  image text,
  message text,
  link text,
  created timestamptz NOT NULL DEFAULT now(),
  config jsonb NOT NULL DEFAULT '{}',
  UNIQUE (component_id, sequence_number)
);

-- Labels (groups) of a campaign (spec 01 §3 Label, §5 max 32 characters).
CREATE TABLE labels (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  name varchar(32) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX labels_campaign ON labels (campaign_id, lower(name));
CREATE TABLE label_broadcasters (
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (label_id, broadcaster_id)
);
CREATE TABLE label_components (
  label_id integer NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  PRIMARY KEY (label_id, component_id)
);

-- Featured broadcasters of a campaign (spec 01 §3 FeaturedCampaign, §4 Feature timing).
CREATE TABLE featured_campaigns (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);
CREATE INDEX featured_campaigns_campaign ON featured_campaigns (campaign_id, start_time);

-- Latest-activity feed (spec 01 §3 CampaignEvent, §2 Campaign overview).
CREATE TABLE campaign_events (
  id bigserial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  broadcaster_id integer REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL DEFAULT '',
  link text,
  thumbnail text,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_events_campaign_created ON campaign_events (campaign_id, created DESC);

-- Broadcaster action types, reference data (spec 02 §2 Broadcaster dashboard action groups).
CREATE TABLE broadcaster_action_types (
  slug text PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO broadcaster_action_types (slug, name) VALUES
  ('banner-add', 'Add Banner'),
  ('banner-update', 'Update Banner'),
  ('banner-remove', 'Remove Banner'),
  ('twitter-send-tweet', 'Send Tweet'),
  ('twitter-retweet', 'Retweet'),
  ('custom-link-add', 'Add Custom Link'),
  ('chatbot-mod', 'Make the Chatbot a Moderator');

-- Actions assigned to broadcasters (spec 01 §3 / spec 02 §3 Broadcaster action, §4 states).
CREATE TABLE broadcaster_actions (
  id serial PRIMARY KEY,
  type text NOT NULL REFERENCES broadcaster_action_types (slug),
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE CASCADE,
  component_version_id integer REFERENCES component_versions (id) ON DELETE SET NULL,
  creation_time timestamptz NOT NULL DEFAULT now(),
  completion_time timestamptz,
  completion_data jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX broadcaster_actions_broadcaster ON broadcaster_actions (broadcaster_id, completion_time);
CREATE INDEX broadcaster_actions_campaign ON broadcaster_actions (campaign_id);

-- Invite links /invite/{key} and /join/{key} (spec 00 §3, spec 01 §3 InviteLink, §4 expiry).
CREATE TABLE invite_links (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  campaign_id integer REFERENCES campaigns (id) ON DELETE CASCADE,
  team_id integer REFERENCES teams (id) ON DELETE CASCADE,
  label text,
  expires_at timestamptz NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((campaign_id IS NULL) <> (team_id IS NULL))
);

-- Reports (spec 01 §3 Report, section keys, §4 generating/ready/failed).
CREATE TABLE reports (
  id serial PRIMARY KEY,
  name varchar(128) NOT NULL,
  type char(1) NOT NULL CHECK (type IN ('P', 'C', 'X')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  report_start timestamptz,
  report_end timestamptz,
  empty_rows boolean NOT NULL DEFAULT false,
  sections jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'generating' CHECK (status IN ('generating', 'ready')),
  failed boolean NOT NULL DEFAULT false,
  file_path text,                          -- under DATA_DIR once ready
  finished_at timestamptz
);
CREATE TABLE report_campaigns (
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (report_id, campaign_id)
);
CREATE INDEX report_campaigns_campaign ON report_campaigns (campaign_id);

-- Tracked targets of a campaign (spec 01 §3 Campaign link).
CREATE TABLE campaign_links (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  target text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_links_campaign ON campaign_links (campaign_id);

-- Tracking links: one short key per (broadcaster, component, target); GET /l/{key}
-- (ARCHITECTURE §6 Tracking links; spec 02 §7 assign-broadcaster-link/).
CREATE TABLE tracking_links (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE CASCADE,
  target text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tracking_links_triple ON tracking_links (broadcaster_id, coalesce(component_id, 0), target);
CREATE INDEX tracking_links_campaign ON tracking_links (campaign_id);

-- Live-graphic positioning of a broadcaster: one rotation per campaign with independent live
-- graphics, else one default rotation (campaign_id null) (spec 02 §3 Rotation, §2 Stream preview).
CREATE TABLE rotations (
  id serial PRIMARY KEY,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer REFERENCES campaigns (id) ON DELETE CASCADE,
  x_pos double precision NOT NULL DEFAULT 0,
  y_pos double precision NOT NULL DEFAULT 0,
  scale double precision NOT NULL DEFAULT 1 CHECK (scale >= 0.25 AND scale <= 1),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rotations_broadcaster_campaign ON rotations (broadcaster_id, coalesce(campaign_id, 0));

-- Watch parties (spec 01 §3 Watch party, spec 02 §2 Watch party page; config.watch_party_id).
CREATE TABLE watch_parties (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  game text NOT NULL DEFAULT '',
  api_key text NOT NULL,
  current_source text,                     -- current_version.source
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX watch_parties_campaign ON watch_parties (campaign_id);

-- Dynamic calls to action and their text widgets (spec 01 §3 Dynamic call to action,
-- §7 PUT widgets/{type}/{id}/ then POST dctas/{id}/render/).
CREATE TABLE dctas (
  id serial PRIMARY KEY,
  component_id integer NOT NULL UNIQUE REFERENCES components (id) ON DELETE CASCADE,
  rendered_image text,
  rendered_at timestamptz
);
CREATE TABLE widgets (
  id serial PRIMARY KEY,
  dcta_id integer NOT NULL REFERENCES dctas (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'text',
  name text NOT NULL,
  text text NOT NULL DEFAULT '',
  config jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX widgets_dcta ON widgets (dcta_id, sort_order);

-- Compliance audits requested or scheduled (spec 01 §2 Trigger Audit, §9 daily at 7AM ET).
CREATE TABLE compliance_audits (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX compliance_audits_campaign ON compliance_audits (campaign_id, requested_at DESC);

-- Current compliance per broadcaster and component (spec 01 §3 Compliance record, §4 Compliance).
CREATE TABLE compliance_records (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  component_version_id integer REFERENCES component_versions (id) ON DELETE SET NULL,
  required boolean NOT NULL DEFAULT true,
  compliant boolean NOT NULL DEFAULT false,
  status text NOT NULL,                    -- Compliant, Manually Marked As Compliant, Incorrect Image, Can't Connect, ...
  verbiage text,
  overridden boolean NOT NULL DEFAULT false,
  last_updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, broadcaster_id, component_id)
);
CREATE TABLE compliance_history (
  id bigserial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES compliance_records (id) ON DELETE CASCADE,
  time timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL,
  compliant boolean NOT NULL,
  source text NOT NULL DEFAULT 'audit' CHECK (source IN ('audit', 'override')),
  actor_id integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX compliance_history_record ON compliance_history (record_id, time);

-- Chatbot moderator status per broadcaster and campaign (spec 01 §3 mod_status, §4 Compliance).
CREATE TABLE chatbot_mod_statuses (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Modded', 'Not Modded', 'Can''t Connect')),
  mod_channel text,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, broadcaster_id)
);

-- Chatbot schedule and posts (spec 01 §2 Upcoming Chatbot Posts, §3 Next chatbot post; ARCHITECTURE §6).
CREATE TABLE chatbot_schedule (
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  next_post timestamptz NOT NULL,
  PRIMARY KEY (component_id, broadcaster_id)
);
CREATE INDEX chatbot_schedule_next ON chatbot_schedule (next_post);
CREATE TABLE chatbot_posts (
  id bigserial PRIMARY KEY,
  campaign_id integer REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  broadcaster_id integer REFERENCES users (id) ON DELETE SET NULL,
  chatbot_account_id integer REFERENCES chatbot_accounts (id) ON DELETE SET NULL,
  channel text NOT NULL,
  message text NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  succeeded boolean NOT NULL,
  error text
);
CREATE INDEX chatbot_posts_campaign ON chatbot_posts (campaign_id, posted_at);

-- Tweets and retweets sent for actions, with their engagement (spec 01 §2 Social Media card,
-- metric cards total_favorites, total_retweets).
CREATE TABLE social_posts (
  id serial PRIMARY KEY,
  broadcaster_action_id integer REFERENCES broadcaster_actions (id) ON DELETE SET NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('tweet', 'retweet')),
  tweet_url text NOT NULL,
  posted_at timestamptz NOT NULL,
  favorites bigint NOT NULL DEFAULT 0,
  retweets bigint NOT NULL DEFAULT 0,
  checked_at timestamptz
);
CREATE INDEX social_posts_campaign ON social_posts (campaign_id, posted_at);

-- Store-platform (Shopify) installations feeding conversion popups (spec 02 §2 install pages).
CREATE TABLE shopify_installations (
  id serial PRIMARY KEY,
  shop text NOT NULL UNIQUE,
  nonce text,
  access_token text,
  scopes text,
  installed_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

-- Event: a visit through a tracking link (spec 01 §3 Raw click record; ARCHITECTURE §5).
CREATE TABLE clicks (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  component_type text REFERENCES component_types (slug),
  tracking_link_id integer REFERENCES tracking_links (id) ON DELETE SET NULL,
  link text NOT NULL,
  ip_addr text NOT NULL,
  country text,
  user_agent text NOT NULL DEFAULT '',
  is_bot boolean NOT NULL DEFAULT false
);
CREATE INDEX clicks_campaign_time ON clicks (campaign_id, time);
CREATE INDEX clicks_broadcaster_time ON clicks (broadcaster_id, time);

-- Event: a conversion reported for a tracking key (ARCHITECTURE §6 POST conversion/).
CREATE TABLE conversions (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  tracking_link_id integer REFERENCES tracking_links (id) ON DELETE SET NULL,
  source text NOT NULL,                    -- the tracking key as received
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  component_type text REFERENCES component_types (slug),
  ip_addr text,
  country text
);
CREATE INDEX conversions_campaign_time ON conversions (campaign_id, time);
CREATE INDEX conversions_broadcaster_time ON conversions (broadcaster_id, time);

-- Event: a viewership poll of a live stream; each sample stands for interval_seconds of the
-- stream (spec 01 §3 Viewership rollup, metrics; ARCHITECTURE §6 viewership polling).
CREATE TABLE viewership_samples (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  stream_id text NOT NULL,
  viewers integer NOT NULL CHECK (viewers >= 0),
  game text,
  interval_seconds integer NOT NULL DEFAULT 300 CHECK (interval_seconds > 0)
);
CREATE INDEX viewership_samples_broadcaster_time ON viewership_samples (broadcaster_id, time);

-- Event: a live graphic shown on a broadcaster's stream (spec 01 §2 Live Graphic Impressions and
-- Display Counts; §9 impressions count seconds_per_impression seconds of viewing).
CREATE TABLE live_graphic_displays (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  component_version_id integer REFERENCES component_versions (id) ON DELETE SET NULL,
  duration_seconds integer NOT NULL CHECK (duration_seconds >= 0),
  viewers integer NOT NULL DEFAULT 0,
  impressions bigint NOT NULL DEFAULT 0
);
CREATE INDEX live_graphic_displays_campaign_time ON live_graphic_displays (campaign_id, time);

-- Event: a fullscreen video played on a stream (spec 01 §2 Fullscreen Videos, streamed video
-- impressions and plays).
CREATE TABLE video_plays (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  component_id integer REFERENCES components (id) ON DELETE SET NULL,
  triggered_by integer REFERENCES users (id) ON DELETE SET NULL,
  viewers integer NOT NULL DEFAULT 0,
  impressions bigint NOT NULL DEFAULT 0
);
CREATE INDEX video_plays_campaign_time ON video_plays (campaign_id, time);

-- Rollup: per UTC day x campaign x broadcaster x component (type kept alongside), kept current
-- incrementally as events arrive; dashboards read these, never the raw events (ARCHITECTURE §5).
-- clicks counts human clicks only; clicks flagged as bots are counted in bot_clicks.
CREATE TABLE rollup_daily_components (
  day date NOT NULL,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  component_id integer NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  component_type text NOT NULL REFERENCES component_types (slug),
  clicks bigint NOT NULL DEFAULT 0,
  bot_clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  impressions bigint NOT NULL DEFAULT 0,
  display_count bigint NOT NULL DEFAULT 0,
  video_plays bigint NOT NULL DEFAULT 0,
  video_impressions bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, campaign_id, broadcaster_id, component_id)
);
CREATE INDEX rollup_daily_components_campaign ON rollup_daily_components (campaign_id, day);
CREATE INDEX rollup_daily_components_broadcaster ON rollup_daily_components (broadcaster_id, day);

-- Rollup: human clicks and conversions per UTC day x campaign x broadcaster x country ('' unknown).
CREATE TABLE rollup_daily_countries (
  day date NOT NULL,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  country text NOT NULL,
  clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, campaign_id, broadcaster_id, country)
);
CREATE INDEX rollup_daily_countries_campaign ON rollup_daily_countries (campaign_id, day);

-- Rollup: what a broadcaster streamed per UTC day and platform (team views, payments).
-- average viewers = viewer_sum / samples; viewable minutes = sum(viewers x interval) / 60.
CREATE TABLE rollup_daily_viewership (
  day date NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  viewable_minutes double precision NOT NULL DEFAULT 0,
  minutes_broadcast double precision NOT NULL DEFAULT 0,
  samples bigint NOT NULL DEFAULT 0,
  viewer_sum bigint NOT NULL DEFAULT 0,
  peak_viewers integer NOT NULL DEFAULT 0,
  broadcasts bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, broadcaster_id, platform)
);

-- Rollup: the same, counted for each campaign the broadcaster was carrying at the time
-- (status Active, within the campaign dates).
CREATE TABLE rollup_daily_campaign_viewership (
  day date NOT NULL,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  viewable_minutes double precision NOT NULL DEFAULT 0,
  minutes_broadcast double precision NOT NULL DEFAULT 0,
  samples bigint NOT NULL DEFAULT 0,
  viewer_sum bigint NOT NULL DEFAULT 0,
  peak_viewers integer NOT NULL DEFAULT 0,
  broadcasts bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, campaign_id, broadcaster_id, platform)
);
CREATE INDEX rollup_daily_campaign_viewership_campaign ON rollup_daily_campaign_viewership (campaign_id, day);

-- Rollup: minutes streamed per UTC day x broadcaster x platform x game (top games, game viewership).
CREATE TABLE rollup_daily_games (
  day date NOT NULL,
  broadcaster_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('twitch', 'youtube')),
  game text NOT NULL,
  minutes_streamed double precision NOT NULL DEFAULT 0,
  viewable_minutes double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (day, broadcaster_id, platform, game)
);
