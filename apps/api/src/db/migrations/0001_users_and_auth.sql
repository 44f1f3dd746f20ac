-- Users, profiles, sign-in tokens and the records sign-in needs (spec 00 §3).

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL DEFAULT '',
  password_hash text,                      -- null for broadcasters who sign in through a provider
  user_type smallint NOT NULL CHECK (user_type IN (2, 3)),
  is_admin boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_demo boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  tos_agreed timestamptz,
  email_receive_advocate_updates boolean NOT NULL DEFAULT true,
  permissions_campaigns smallint NOT NULL DEFAULT 1 CHECK (permissions_campaigns IN (0, 1)),
  permissions_teams smallint NOT NULL DEFAULT 1 CHECK (permissions_teams IN (0, 1)),
  permissions_users smallint NOT NULL DEFAULT 2 CHECK (permissions_users IN (0, 1, 2)),
  phone_number text,
  api_key_hash text,
  api_key_hint text,
  last_login timestamptz,
  date_joined timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE INDEX users_email_lower ON users (lower(email));

CREATE TABLE profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  selected_notifications char(1) CHECK (selected_notifications IN ('E', 'S', 'D')),
  email_receive_sponsorship_offers boolean NOT NULL DEFAULT true,
  current_team_id integer,                 -- FK added with teams (0002)
  profile_image text,
  twitter text,
  discord text,
  youtube text,
  application_full_name text,
  application_date_of_birth date,
  application_organization text,
  application_streams_on_which_platforms text[] NOT NULL DEFAULT '{}',
  application_stream_content_type text[] NOT NULL DEFAULT '{}',
  application_submitted_at timestamptz,
  base_canvas_resolution text NOT NULL DEFAULT '1920x1080',
  stream_preview_screenshot text,
  browsersource_key text NOT NULL UNIQUE
);

-- Accounts at Twitch, Google/YouTube, Discord and Twitter linked to a user.
CREATE TABLE social_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('twitch', 'youtube', 'discord', 'twitter')),
  provider_user_id text NOT NULL,
  login text NOT NULL,
  display_name text,
  email text,
  access_token text,
  refresh_token text,
  token_secret text,
  scopes text[] NOT NULL DEFAULT '{}',
  linked_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_user_id)
);
CREATE INDEX social_accounts_user ON social_accounts (user_id);

-- Sign-in tokens: only a SHA-256 of each key is stored.
CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE email_confirmations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

-- Failed sign-ins, for throttling per account and per IP.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_at ON login_failures (account, at);
CREATE INDEX login_failures_ip_at ON login_failures (ip, at);

-- OAuth 1.0a request tokens awaiting the user's return from Twitter.
CREATE TABLE twitter_request_tokens (
  oauth_token text PRIMARY KEY,
  oauth_token_secret text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
