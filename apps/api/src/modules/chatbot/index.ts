/** What other modules use of chatbot: they import it from here, not from its files (apps/api/README.md). */
export { checkModStatuses } from './chatbot-runtime/mod-status.ts';
export { helixAsApp } from './chatbot-runtime/twitch-helix.ts';
