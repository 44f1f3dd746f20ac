import type { Queryable } from '../../../db/db.ts';

/**
 * SQL of social_accounts and twitter_request_tokens (migration 0001).
 */

/** The providers an account can be linked from (the CHECK of social_accounts.provider). */
export type SocialProvider = 'twitch' | 'youtube' | 'discord' | 'twitter';

/** What the API learned about a provider account after a successful authorisation. */
export interface ProviderAccount {
  provider: SocialProvider;
  /** Twitch user id, YouTube channel id, Discord user id or Twitter user_id. */
  providerUserId: string;
  /** Twitch login, YouTube handle (without @), Discord username or Twitter screen_name. */
  login: string;
  displayName: string | null;
  email: string | null;
  profileImage: string | null;
  accessToken: string;
  refreshToken: string | null;
  /** OAuth 1.0a token secret (Twitter only). */
  tokenSecret: string | null;
  scopes: string[];
}

/** The provider accounts linked to a user, oldest link first. */
export async function linkedAccounts(db: Queryable, userId: number): Promise<Array<{ provider: string; login: string }>> {
  return db.query<{ provider: string; login: string }>(
    'SELECT provider, login FROM social_accounts WHERE user_id = $1 ORDER BY linked_at, id',
    [userId],
  );
}

export interface SocialAccountRow {
  id: number;
  user_id: number;
  provider: SocialProvider;
  provider_user_id: string;
}

export async function findSocialAccount(
  db: Queryable,
  provider: SocialProvider,
  providerUserId: string,
): Promise<SocialAccountRow | undefined> {
  const rows = await db.query<SocialAccountRow>(
    'SELECT id, user_id, provider, provider_user_id FROM social_accounts WHERE provider = $1 AND provider_user_id = $2',
    [provider, providerUserId],
  );
  return rows[0];
}

export async function userHasProvider(db: Queryable, userId: number, provider: SocialProvider): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM social_accounts WHERE user_id = $1 AND provider = $2', [userId, provider]);
  return rows.length > 0;
}

export async function insertSocialAccount(db: Queryable, userId: number, account: ProviderAccount): Promise<void> {
  await db.query(
    `INSERT INTO social_accounts (user_id, provider, provider_user_id, login, display_name, email, access_token, refresh_token, token_secret, scopes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      account.provider,
      account.providerUserId,
      account.login,
      account.displayName,
      account.email,
      account.accessToken,
      account.refreshToken,
      account.tokenSecret,
      account.scopes,
    ],
  );
}

/** Fresh tokens and the names the provider now reports (a Twitch login can be renamed). */
export async function refreshSocialAccount(db: Queryable, id: number, account: ProviderAccount): Promise<void> {
  await db.query(
    `UPDATE social_accounts SET login = $2, display_name = $3, email = COALESCE($4, email), access_token = $5,
       refresh_token = COALESCE($6, refresh_token), token_secret = $7, scopes = $8
     WHERE id = $1`,
    [id, account.login, account.displayName, account.email, account.accessToken, account.refreshToken, account.tokenSecret, account.scopes],
  );
}

/** Unlinks every account of one provider from the user (before linking a different one). */
export async function deleteUserSocialAccounts(db: Queryable, userId: number, provider: SocialProvider): Promise<void> {
  await db.query('DELETE FROM social_accounts WHERE user_id = $1 AND provider = $2', [userId, provider]);
}

/** The provider's avatar as the profile image of a new broadcaster. */
export async function setProfileImageIfEmpty(db: Queryable, userId: number, url: string): Promise<void> {
  await db.query('UPDATE profiles SET profile_image = $2 WHERE user_id = $1 AND profile_image IS NULL', [userId, url]);
}

export interface TwitterRequestTokenRow {
  oauth_token: string;
  oauth_token_secret: string;
}

/** Keeps one pending request token per user: older and expired ones are dropped. */
export async function saveTwitterRequestToken(
  db: Queryable,
  userId: number,
  token: { oauthToken: string; oauthTokenSecret: string },
  now: Date,
  expiredBefore: Date,
): Promise<void> {
  await db.query('DELETE FROM twitter_request_tokens WHERE user_id = $1 OR created_at < $2', [userId, expiredBefore]);
  await db.query('INSERT INTO twitter_request_tokens (oauth_token, oauth_token_secret, user_id, created_at) VALUES ($1, $2, $3, $4)', [
    token.oauthToken,
    token.oauthTokenSecret,
    userId,
    now,
  ]);
}

/** The user's own pending request token, if it is still fresh. */
export async function findTwitterRequestToken(
  db: Queryable,
  userId: number,
  oauthToken: string,
  expiredBefore: Date,
): Promise<TwitterRequestTokenRow | undefined> {
  const rows = await db.query<TwitterRequestTokenRow>(
    `SELECT oauth_token, oauth_token_secret FROM twitter_request_tokens
     WHERE oauth_token = $1 AND user_id = $2 AND created_at >= $3`,
    [oauthToken, userId, expiredBefore],
  );
  return rows[0];
}

/** Removes a used request token; answers whether it was still there (single use under concurrency). */
export async function takeTwitterRequestToken(db: Queryable, userId: number, oauthToken: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM twitter_request_tokens WHERE oauth_token = $1 AND user_id = $2 RETURNING oauth_token', [
    oauthToken,
    userId,
  ]);
  return rows.length > 0;
}
