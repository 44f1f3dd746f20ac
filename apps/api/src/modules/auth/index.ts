/** What other modules use of auth: they import it from here, not from its files (apps/api/README.md). */
export { dispatchMail } from './account-mails.ts';
export { endOtherCredentials } from './credentials.ts';
export { emailTaken } from './repositories/account-repository.ts';
export { issueToken, sha256, tokenLifetimes, tokenStillLive } from './tokens.ts';
export { serializeUser } from './user-serializer.ts';
