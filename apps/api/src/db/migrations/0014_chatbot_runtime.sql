-- The chatbot runtime (issue 8 Chatbot; decisions 530-539): chat activity per channel since the
-- bot's last timed post, the command cooldown, EventSub message dedupe and subscriptions, and token
-- lifetimes and connection state of chatbot accounts.

-- Human chat messages in a broadcaster's Twitch channel since the chatbot's last timed post there,
-- and when a chat command was last answered there (at most once per 30 s).
CREATE TABLE chatbot_chat_activity (
  broadcaster_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  human_messages integer NOT NULL DEFAULT 0 CHECK (human_messages >= 0),
  last_message_at timestamptz,
  last_post_at timestamptz,
  last_command_at timestamptz
);

-- EventSub message ids (and chat message ids) already handled; Twitch may deliver one twice.
CREATE TABLE chatbot_eventsub_seen (
  id text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chatbot_eventsub_seen_time ON chatbot_eventsub_seen (seen_at);

-- channel.chat.message subscriptions made at Twitch, one per channel and chatbot user.
CREATE TABLE chatbot_eventsub_subscriptions (
  broadcaster_twitch_id text NOT NULL,
  bot_twitch_id text NOT NULL,
  subscription_id text,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (broadcaster_twitch_id, bot_twitch_id)
);

-- When a chatbot's user token runs out, and whether it still works ('up', 'down').
ALTER TABLE chatbot_accounts ADD COLUMN token_expires_at timestamptz;
ALTER TABLE chatbot_accounts ADD COLUMN connection text;
ALTER TABLE social_accounts ADD COLUMN token_expires_at timestamptz;
