import type { User } from '@advocate/api-client';
import { parseDateYmd } from '@advocate/validation';
import type { AccountChanges, ProfileChanges } from './repositories/account-repository.ts';
import type { UserRow } from '../shared/index.ts';
import type { ProfileUpdateBody } from './schemas/user-update-body.ts';

export interface MergedProfile {
  account: AccountChanges;
  profile: ProfileChanges;
}

/**
 * The console sends the whole user back, so a setting can arrive twice (top level and in `profile`),
 * one copy edited and one stale. The copy that differs from the stored value is the edit (decision 192).
 */
function edited<T>(current: T, ...sent: (T | undefined)[]): T {
  for (const value of sent) if (value !== undefined && value !== current) return value;
  return current;
}

/** Absent keeps the stored text; null or blank clears it; text is trimmed. */
function text(current: string | null, sent: string | null | undefined): string | null {
  if (sent === undefined) return current;
  const trimmed = sent?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function list(current: string[], sent: string[] | null | undefined): string[] {
  if (sent === undefined) return current;
  return [...new Set(sent ?? [])];
}

/**
 * tos_agreed: null or blank withdraws; the stored time sent back unchanged (a profile save) keeps it;
 * any other value is a new agreement at the server's time (decision 192).
 */
function agreement(stored: Date | null, sent: string | null | undefined, now: Date): Date | null {
  if (sent === undefined) return stored;
  if (sent === null || sent.trim() === '') return null;
  if (stored && Date.parse(sent) === new Date(stored).getTime()) return stored;
  return now;
}

/**
 * The stored user overlaid with the body: what the update writes. Text dates of birth (YYYY/MM/DD)
 * become ISO dates when readable; the rules decide about the rest.
 */
export function mergeProfile(row: UserRow, current: User, body: ProfileUpdateBody, now: Date): MergedProfile {
  const p = body.profile ?? {};
  const agreed = agreement(row.tos_agreed, body.tos_agreed, now);
  const clearsScreenshot = body.stream_preview_screenshot === null || p.stream_preview_screenshot === null;
  // Unchanged, the handle stays unset when it only mirrors the connected Twitter account.
  const twitter = edited(current.twitter, text(current.twitter, body.twitter), text(current.twitter, p.twitter));
  const dob = text(current.profile.application_date_of_birth, p.application_date_of_birth);
  return {
    account: {
      // Django's normalize_username: compatibility forms fold to one (full-width Ａ is A), decision 245.
      username: body.username.normalize('NFKC').trim(),
      email: body.email.trim(),
      email_verified: row.email_verified,
      email_receive_advocate_updates: edited(
        row.email_receive_advocate_updates,
        body.email_receive_advocate_updates,
        p.email_receive_advocate_updates,
      ),
      tos_agreed: agreed,
      phone_number: text(row.phone_number, body.phone_number),
    },
    profile: {
      email_receive_sponsorship_offers: edited(
        row.email_receive_sponsorship_offers,
        body.email_receive_sponsorship_offers,
        p.email_receive_sponsorship_offers,
      ),
      selected_notifications: text(row.selected_notifications, p.selected_notifications),
      twitter: twitter === current.twitter ? row.twitter : twitter,
      application_full_name: text(row.application_full_name, p.application_full_name),
      application_date_of_birth: dob === null ? null : (parseDateYmd(dob) ?? dob),
      application_organization: text(row.application_organization, p.application_organization),
      application_streams_on_which_platforms: list(row.application_streams_on_which_platforms, p.application_streams_on_which_platforms),
      application_stream_content_type: list(row.application_stream_content_type, p.application_stream_content_type),
      application_submitted_at: row.application_submitted_at,
      base_canvas_resolution: p.base_canvas_resolution?.trim() || row.base_canvas_resolution,
      stream_preview_screenshot: clearsScreenshot ? null : row.stream_preview_screenshot,
    },
  };
}

/** The merged values in the shape the rules of libs/validation read (`profile.*` nested). */
export function validationValues(merged: MergedProfile, current: User): Record<string, unknown> {
  const { account, profile } = merged;
  return {
    username: account.username,
    email: account.email,
    phone_number: account.phone_number,
    twitter: profile.twitter,
    // Set by the Discord connection, never by this form; the D notification needs it.
    discord: current.discord,
    profile: {
      selected_notifications: profile.selected_notifications,
      application_full_name: profile.application_full_name,
      application_date_of_birth: profile.application_date_of_birth,
      application_organization: profile.application_organization,
      application_streams_on_which_platforms: profile.application_streams_on_which_platforms,
      application_stream_content_type: profile.application_stream_content_type,
      base_canvas_resolution: profile.base_canvas_resolution,
    },
  };
}
