-- Sign-in tokens remember how they were issued (decisions 260, 261): by a password or a provider,
-- and whether the sign-in chose to stay logged in. Tokens issued before this migration count as
-- provider sign-ins that stay logged in: they keep working, but mint no API key without a new
-- password sign-in.
ALTER TABLE auth_tokens ADD COLUMN origin text NOT NULL DEFAULT 'provider' CHECK (origin IN ('password', 'provider'));
ALTER TABLE auth_tokens ALTER COLUMN origin DROP DEFAULT;
ALTER TABLE auth_tokens ADD COLUMN stay_logged_in boolean NOT NULL DEFAULT true;
ALTER TABLE auth_tokens ALTER COLUMN stay_logged_in DROP DEFAULT;
UPDATE auth_tokens SET last_used_at = created_at WHERE last_used_at IS NULL;
ALTER TABLE auth_tokens ALTER COLUMN last_used_at SET DEFAULT now();
ALTER TABLE auth_tokens ALTER COLUMN last_used_at SET NOT NULL;

-- Failed sign-ins count per account, whichever login was typed (decision 262): the user the typed
-- login names; `account` keeps the typed value, which alone counts for logins nobody holds.
ALTER TABLE login_failures ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX login_failures_user_at ON login_failures (user_id, at);
