/** What other modules use of invitations: they import it from here, not from its files (apps/api/README.md). */
export { applyInviteKeys } from './invite-acceptance.ts';
export { createInviteLink, newInviteKey } from './invite-keys.ts';
