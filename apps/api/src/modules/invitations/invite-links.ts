import type { InviteLinkRow } from './repositories/invite-links-repository.ts';

export { findInviteLink, type InviteKind } from './repositories/invite-links-repository.ts';

/** Whether the link has expired at `now` (it expires at expires_at itself). */
export function isExpired(link: Pick<InviteLinkRow, 'expires_at'>, now: Date): boolean {
  return new Date(link.expires_at).getTime() <= now.getTime();
}
