/** What other modules use of managers: they import it from here, not from its files (apps/api/README.md). */
export { invitationForSignUp, makeSignedUpManager } from './manager-invitations-acceptance.ts';
