-- Tracked links at run time (issue 8 "Tracked links and conversions"; decisions 520-526).

-- The raw click record keeps the referrer, and why a click was left out of counted clicks:
-- 'bot' (a known bot or link unfurler user agent), 'prefetch' (a browser prefetch), 'repeat'
-- (the same ip on the same link within an hour of a counted click). is_bot is set for every flag.
ALTER TABLE clicks ADD COLUMN referrer text NOT NULL DEFAULT '';
ALTER TABLE clicks ADD COLUMN flag text CHECK (flag IS NULL OR flag IN ('bot', 'prefetch', 'repeat'));
CREATE INDEX clicks_link_ip_time ON clicks (tracking_link_id, ip_addr, time);

-- Optional UTM parameters a campaign adds to its tracked links' targets ('' = not set).
ALTER TABLE campaigns ADD COLUMN utm_source text NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN utm_medium text NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN utm_campaign text NOT NULL DEFAULT '';

-- HTTPS endpoints a campaign's managers register; each counted click and conversion is posted to
-- every active one, signed with its secret (HMAC-SHA256).
CREATE TABLE webhooks (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_campaign ON webhooks (campaign_id);

-- One post of one event to one webhook: the delivery log (the job 'webhook-delivery' sends it).
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('click', 'conversion', 'test')),
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'retrying', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_response_code integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz
);
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id DESC);
