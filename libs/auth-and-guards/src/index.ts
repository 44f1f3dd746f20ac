// The pure policies, also reachable alone as '@advocate/auth-and-guards/policies'.
export * from './policies.ts';
// Session: cookies, stored user, invite and source-domain cookies, atoms and hooks.
export * from './session/cookie-jar.ts';
export * from './session/session-store.ts';
export * from './session/invite-cookie.ts';
export * from './session/chatbot-cookie.ts';
export * from './session/source-domain.ts';
export * from './session/oauth-state.ts';
export * from './session/social-connect.ts';
export * from './session/navigation.ts';
export * from './session/app-hosts.ts';
export * from './session/session-atoms.ts';
export * from './session/forced-sign-out.ts';
export * from './session/use-session.ts';
export * from './session/authenticated-api-provider.tsx';
// React guards for the consoles and the login app.
export * from './guards/guard-fallbacks.tsx';
export * from './guards/require-auth.tsx';
export * from './guards/require-terms.tsx';
export * from './guards/require-user-type.tsx';
export * from './guards/require-permission.tsx';
export * from './guards/require-profile-redirect.tsx';
