import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/db.ts';

/** A users row joined with its profile row. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  user_type: 2 | 3;
  is_admin: boolean;
  is_active: boolean;
  is_demo: boolean;
  email_verified: boolean;
  tos_agreed: Date | null;
  email_receive_advocate_updates: boolean;
  permissions_campaigns: 0 | 1;
  permissions_teams: 0 | 1;
  permissions_users: 0 | 1 | 2;
  phone_number: string | null;
  api_key_hint: string | null;
  last_login: Date | null;
  date_joined: Date;
  selected_notifications: 'E' | 'S' | 'D' | null;
  email_receive_sponsorship_offers: boolean;
  current_team_id: number | null;
  profile_image: string | null;
  twitter: string | null;
  discord: string | null;
  youtube: string | null;
  application_full_name: string | null;
  application_date_of_birth: string | Date | null;
  application_organization: string | null;
  application_streams_on_which_platforms: string[];
  application_stream_content_type: string[];
  application_submitted_at: Date | null;
  base_canvas_resolution: string;
  stream_preview_screenshot: string | null;
  browsersource_key: string;
}

const SELECT_USER = `SELECT u.*, p.selected_notifications, p.email_receive_sponsorship_offers, p.current_team_id,
  p.profile_image, p.twitter, p.discord, p.youtube, p.application_full_name,
  to_char(p.application_date_of_birth, 'YYYY-MM-DD') AS application_date_of_birth, p.application_organization,
  p.application_streams_on_which_platforms, p.application_stream_content_type, p.application_submitted_at,
  p.base_canvas_resolution, p.stream_preview_screenshot, p.browsersource_key
  FROM users u JOIN profiles p ON p.user_id = u.id`;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]))[0];
}

/** By username or email, case-insensitive (managers sign in with their email as username). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `${SELECT_USER} WHERE lower(u.username) = lower($1) OR (lower(u.email) = lower($1) AND u.user_type = 2)
     ORDER BY (lower(u.username) = lower($1)) DESC LIMIT 1`,
    [login],
  );
  return rows[0];
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  userType: 2 | 3;
  isAdmin?: boolean;
  isDemo?: boolean;
  permissions?: { campaigns: 0 | 1; teams: 0 | 1; users: 0 | 1 | 2 };
}

/** Inserts a user and its profile; call inside a transaction. */
export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, user_type, is_admin, is_demo,
       permissions_campaigns, permissions_teams, permissions_users)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      user.username,
      user.email,
      user.passwordHash,
      user.userType,
      user.isAdmin ?? false,
      user.isDemo ?? false,
      user.permissions?.campaigns ?? 1,
      user.permissions?.teams ?? 1,
      user.permissions?.users ?? 2,
    ],
  );
  await db.query('INSERT INTO profiles (user_id, browsersource_key) VALUES ($1, $2)', [row.id, randomBytes(12).toString('hex')]);
  return row.id;
}

export async function touchLastLogin(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [userId]);
}

/** Whether any user already has this username, compared case-insensitively. */
export async function usernameInUse(db: Queryable, username: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) LIMIT 1', [username]);
  return rows.length > 0;
}
