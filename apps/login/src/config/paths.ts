import { appPaths } from '@advocate/auth-and-guards/policies';

const segment = encodeURIComponent;

/**
 * Every path of the login host (spec 00 §2), for links, redirects and the route table. The
 * chooser, the terms and the provider callbacks come from `appPaths`, since the consoles send
 * users there too (decision 241).
 * @example paths.resetPassword(uid, token) // '/login/reset-password/<uid>/<token>'
 */
export const paths = {
  home: appPaths.console.home,
  chooser: appPaths.login.chooser,
  managerSignIn: `${appPaths.login.chooser}/manager`,
  broadcasterSignIn: `${appPaths.login.chooser}/broadcaster`,
  chatbotSignIn: `${appPaths.login.chooser}/chatbot`,
  resetRequest: `${appPaths.login.chooser}/reset-request`,
  resetPassword: (uid: string, token: string) => `${appPaths.login.chooser}/reset-password/${segment(uid)}/${segment(token)}`,
  resetSuccess: `${appPaths.login.chooser}/reset-success`,
  emailConfirmation: (key: string) => `${appPaths.login.chooser}/email-confirmation/${segment(key)}`,
  terms: appPaths.login.terms,
  signUp: '/sign-up',
  authIndex: '/auth',
  /** /auth/twitch, /auth/youtube, /auth/twitter, /auth/discord. */
  callback: appPaths.login.callback,
  campaignInvite: (key: string) => `/invite/${segment(key)}`,
  teamInvite: (key: string) => `/join/${segment(key)}`,
} as const;

/** Route patterns (react-router syntax) for the paths that take parameters, and the catch-all. */
export const routePatterns = {
  resetPassword: `${appPaths.login.chooser}/reset-password/:uid/:token`,
  emailConfirmation: `${appPaths.login.chooser}/email-confirmation/:key`,
  campaignInvite: '/invite/:key',
  teamInvite: '/join/:key',
  notFound: '*',
} as const;
