-- Conversions can be trusted (issue 26 item 2; decisions 660-665).
-- A conversion is verified when a signed server-to-server call or a confirmed shop's order webhook
-- reported it; the anonymous call from a shop's page stays, unverified, with repeats counted once.

ALTER TABLE conversions ADD COLUMN verified boolean NOT NULL DEFAULT false;

-- The secret a campaign's shop signs its conversion calls with (HMAC-SHA256, decision 662). Kept in
-- clear so editors can read it on Management; rotating replaces it (old signatures stop working).
CREATE TABLE conversion_secrets (
  campaign_id integer PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
  secret text NOT NULL,
  rotated_at timestamptz NOT NULL
);

-- The last counted anonymous conversion per link and client: another one within the window is a
-- repeat and adds nothing (decision 660). One row per pair, claimed by one upsert, so two requests
-- at once count once.
CREATE TABLE conversion_clients (
  tracking_link_id integer NOT NULL REFERENCES tracking_links (id) ON DELETE CASCADE,
  client text NOT NULL,
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (tracking_link_id, client)
);

-- What counts once ever per campaign (decision 661): an anonymous call's order id, a signed call's
-- order id, a signed call without one by its signature, a shop's order by its shop and id.
CREATE TABLE conversion_claims (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('order', 'signed-order', 'signature', 'shopify-order')),
  claim text NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (campaign_id, kind, claim)
);

-- Anonymous conversion calls per link and UTC minute: the per-key rate limit (decision 660).
CREATE TABLE conversion_key_minutes (
  tracking_link_id integer NOT NULL REFERENCES tracking_links (id) ON DELETE CASCADE,
  minute timestamptz NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (tracking_link_id, minute)
);
