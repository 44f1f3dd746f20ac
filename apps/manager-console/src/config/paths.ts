import { appPaths } from '@advocate/auth-and-guards/policies';
import type { CampaignSubTabKey } from '@advocate/auth-and-guards/policies';

/** A campaign sub-tab with a path segment of its own (the overview is the campaign's base path). */
export type CampaignTabSegment = Exclude<CampaignSubTabKey, ''>;

/**
 * Every path of the manager console (spec 00 §2, 01 §2), for links, redirects and the route table.
 * Paths other apps or the shared policies also need come from `appPaths` (decision 241).
 * @example paths.campaignTab(campaign.slug, 'metrics') // '/campaigns/spring/metrics'
 */
export const paths = {
  home: appPaths.console.home,
  dashboard: appPaths.console.dashboard,
  profile: appPaths.console.profile,
  campaigns: appPaths.console.campaigns,
  campaign: appPaths.manager.campaign,
  campaignTab: (slug: string, tab: CampaignTabSegment) => appPaths.manager.campaignTab(slug, tab),
  managers: appPaths.manager.managers,
  activity: appPaths.manager.activity,
  payouts: appPaths.manager.payouts,
  admin: appPaths.manager.admin,
  nextChatbotPosts: `${appPaths.manager.admin}/next-chatbot-posts`,
  /** On the login host: where a Twitch chatbot is authorised (spec 00 §2 /login/broadcaster). */
  chatbotSignIn: `${appPaths.login.chooser}/broadcaster`,
} as const;

/** The parameter that names the open campaign in its routes. */
export const CAMPAIGN_SLUG_PARAM = 'campaignSlug';

const campaignPattern = `${appPaths.console.campaigns}/:${CAMPAIGN_SLUG_PARAM}` as const;

/** Route patterns (react-router syntax) for the paths that take parameters, and the catch-all. */
export const routePatterns = {
  campaign: campaignPattern,
  campaignTab: <Tab extends CampaignTabSegment>(tab: Tab) => `${campaignPattern}/${tab}` as const,
  /** The campaign route and everything under it, e.g. for `useMatch`. */
  campaignArea: `${campaignPattern}/*` as const,
  notFound: '*',
} as const;
