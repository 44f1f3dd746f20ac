import type { Queryable } from '../../../db/db.ts';

/**
 * SQL of the account endpoints (registration, email confirmation, password reset, profile update,
 * API key). Reads of the user itself are in users-repository.ts.
 */

/** Whether any user other than `exceptId` holds `email` as email or as username (case-insensitive). */
export async function emailTaken(db: Queryable, email: string, exceptId = 0): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM users WHERE id <> $2 AND (lower(email) = lower($1) OR lower(username) = lower($1)) LIMIT 1`, [
    email,
    exceptId,
  ]);
  return rows.length > 0;
}

/**
 * Whether any user other than `exceptId` holds `username` as username, or as the email a manager
 * signs in with (sign-in matches both, so neither may collide).
 */
export async function usernameTaken(db: Queryable, username: string, exceptId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users WHERE id <> $2
       AND (lower(username) = lower($1) OR (user_type = 2 AND lower(email) = lower($1))) LIMIT 1`,
    [username, exceptId],
  );
  return rows.length > 0;
}

export async function insertEmailConfirmation(db: Queryable, userId: number, email: string, keyHash: string): Promise<void> {
  await db.query('INSERT INTO email_confirmations (user_id, email, key_hash) VALUES ($1, $2, $3)', [userId, email, keyHash]);
}

/**
 * Marks an open confirmation created after `notBefore` as used and answers its user and email, or
 * undefined for an unknown, used or expired key. Atomic: a key confirms once.
 */
export async function consumeEmailConfirmation(
  db: Queryable,
  keyHash: string,
  notBefore: Date,
  now: Date,
): Promise<{ user_id: number; email: string } | undefined> {
  const rows = await db.query<{ user_id: number; email: string }>(
    `UPDATE email_confirmations SET confirmed_at = $3
      WHERE key_hash = $1 AND confirmed_at IS NULL AND created_at >= $2
      RETURNING user_id, email`,
    [keyHash, notBefore, now],
  );
  return rows[0];
}

/** Marks the user's email verified when it is still the confirmed address; answers whether it was. */
export async function markEmailVerified(db: Queryable, userId: number, email: string): Promise<boolean> {
  const rows = await db.query('UPDATE users SET email_verified = true WHERE id = $1 AND lower(email) = lower($2) RETURNING id', [
    userId,
    email,
  ]);
  return rows.length > 0;
}

/** What the reset token is made of, for each active manager with a password at `email`. */
export interface ResetCandidate {
  id: number;
  email: string;
  /** Compared with the new password (decision 244). */
  username: string;
  password_hash: string;
  last_login: Date | null;
}

export async function findResetCandidates(db: Queryable, email: string): Promise<ResetCandidate[]> {
  return db.query<ResetCandidate>(
    `SELECT id, email, username, password_hash, last_login FROM users
      WHERE lower(email) = lower($1) AND user_type = 2 AND is_active AND password_hash IS NOT NULL
      ORDER BY id`,
    [email],
  );
}

export async function findResetCandidateById(db: Queryable, id: number): Promise<ResetCandidate | undefined> {
  const rows = await db.query<ResetCandidate>(
    `SELECT id, email, username, password_hash, last_login FROM users
      WHERE id = $1 AND user_type = 2 AND is_active AND password_hash IS NOT NULL`,
    [id],
  );
  return rows[0];
}

/** Sets a new password only if the hash is still `expectedHash`, so a reset link works once. */
export async function replacePasswordHash(db: Queryable, id: number, expectedHash: string, newHash: string): Promise<boolean> {
  const rows = await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id', [
    id,
    expectedHash,
    newHash,
  ]);
  return rows.length > 0;
}

export async function setApiKey(db: Queryable, userId: number, keyHash: string, hint: string): Promise<void> {
  await db.query('UPDATE users SET api_key_hash = $2, api_key_hint = $3 WHERE id = $1', [userId, keyHash, hint]);
}

/** Ends the user's API key: it stops working at once (decision 260). */
export async function clearApiKey(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET api_key_hash = NULL, api_key_hint = NULL WHERE id = $1', [userId]);
}

export async function findUserIdByApiKeyHash(db: Queryable, keyHash: string): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE api_key_hash = $1', [keyHash]);
  return rows[0]?.id;
}

/** The columns of `users` a profile update writes. */
export interface AccountChanges {
  username: string;
  email: string;
  email_verified: boolean;
  email_receive_advocate_updates: boolean;
  tos_agreed: Date | null;
  phone_number: string | null;
}

/** The columns of `profiles` a profile update writes. */
export interface ProfileChanges {
  email_receive_sponsorship_offers: boolean;
  selected_notifications: string | null;
  twitter: string | null;
  application_full_name: string | null;
  application_date_of_birth: string | null;
  application_organization: string | null;
  application_streams_on_which_platforms: string[];
  application_stream_content_type: string[];
  application_submitted_at: Date | null;
  base_canvas_resolution: string;
  stream_preview_screenshot: string | null;
}

export async function updateAccount(db: Queryable, userId: number, c: AccountChanges): Promise<void> {
  await db.query(
    `UPDATE users SET username = $2, email = $3, email_verified = $4, email_receive_advocate_updates = $5,
       tos_agreed = $6, phone_number = $7 WHERE id = $1`,
    [userId, c.username, c.email, c.email_verified, c.email_receive_advocate_updates, c.tos_agreed, c.phone_number],
  );
}

export async function updateProfile(db: Queryable, userId: number, c: ProfileChanges): Promise<void> {
  await db.query(
    `UPDATE profiles SET email_receive_sponsorship_offers = $2, selected_notifications = $3, twitter = $4,
       application_full_name = $5, application_date_of_birth = $6::date, application_organization = $7,
       application_streams_on_which_platforms = $8::text[], application_stream_content_type = $9::text[],
       application_submitted_at = $10, base_canvas_resolution = $11, stream_preview_screenshot = $12
     WHERE user_id = $1`,
    [
      userId,
      c.email_receive_sponsorship_offers,
      c.selected_notifications,
      c.twitter,
      c.application_full_name,
      c.application_date_of_birth,
      c.application_organization,
      c.application_streams_on_which_platforms,
      c.application_stream_content_type,
      c.application_submitted_at,
      c.base_canvas_resolution,
      c.stream_preview_screenshot,
    ],
  );
}
