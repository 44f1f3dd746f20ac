import type { ProviderSignInData } from '@advocate/api-client';
import { readJsonCookie, removeCookie, writeCookie } from './cookie-jar.ts';

export const INVITE_COOKIE = 'advocate_invite';
/** Long enough to create a Twitch or Google account on the way; short enough not to surprise later. */
export const INVITE_COOKIE_SECONDS = 24 * 60 * 60;

export interface StoredInvite {
  kind: 'campaign' | 'team';
  key: string;
  label?: string;
}

/** Remembers an accepted invite until the next provider sign-in (spec 00 §2 invite flow). */
export function storeInvite(invite: StoredInvite): void {
  const value: StoredInvite = { kind: invite.kind, key: invite.key, ...(invite.label ? { label: invite.label } : {}) };
  writeCookie(INVITE_COOKIE, JSON.stringify(value), { maxAgeSeconds: INVITE_COOKIE_SECONDS });
}

export function readInvite(): StoredInvite | null {
  const invite = readJsonCookie<StoredInvite>(INVITE_COOKIE);
  if (!invite || typeof invite.key !== 'string' || (invite.kind !== 'campaign' && invite.kind !== 'team')) return null;
  return invite;
}

export function clearInvite(): void {
  removeCookie(INVITE_COOKIE);
}

/** The invite fields of POST users/{provider}/ for a stored invite. */
export function inviteSignInFields(invite: StoredInvite | null): Omit<ProviderSignInData, 'code'> {
  if (!invite) return {};
  const keyField = invite.kind === 'campaign' ? { campaignInviteKey: invite.key } : { teamInviteKey: invite.key };
  return invite.label ? { ...keyField, label: invite.label } : keyField;
}
