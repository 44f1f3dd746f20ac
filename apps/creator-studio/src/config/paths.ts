import { appPaths } from '@advocate/auth-and-guards/policies';

/**
 * Every path of the creator studio (spec 00 §2, 02 §2), for links, redirects and the route table.
 * Paths other apps or the shared policies also need come from `appPaths` (decision 241).
 */
export const paths = {
  home: appPaths.console.home,
  dashboard: appPaths.console.dashboard,
  profile: appPaths.console.profile,
  campaigns: appPaths.console.campaigns,
  panels: appPaths.creator.panels,
  twitter: appPaths.creator.twitter,
  chatbot: appPaths.creator.chatbot,
  links: appPaths.creator.links,
  watchParty: appPaths.creator.watchParty,
  streamPreview: appPaths.creator.streamPreview,
  shopifyInstall: '/shopify/install',
  shopifyConfirm: '/shopify/confirm',
} as const;

/** Route patterns (react-router syntax) beyond the plain paths above. */
export const routePatterns = {
  notFound: '*',
} as const;
