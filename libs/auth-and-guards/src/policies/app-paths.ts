import type { CampaignSubTabKey } from './campaign-tabs.ts';

/** The login-host callbacks the providers return to (spec 00 §2 OAuth callback area). */
export type OAuthCallbackService = 'twitch' | 'youtube' | 'twitter' | 'discord';

const campaign = (slug: string) => `/campaigns/${encodeURIComponent(slug)}`;

/**
 * The paths these policies and guards send users to or list, per host (spec 00 §2, 01 §2, 02 §2).
 * Written once here because more than one app needs them: the consoles redirect to the login
 * host's chooser and terms, the login app sends users on to the consoles' homes, and the sidebar
 * and campaign tabs are decided here. Each app's `src/config/paths.ts` builds on them (decision 241).
 * @example appPaths.manager.campaignTab('spring sale', 'metrics') // '/campaigns/spring%20sale/metrics'
 */
export const appPaths = {
  login: {
    chooser: '/login',
    terms: '/login/tos',
    callback: (service: OAuthCallbackService) => `/auth/${service}`,
  },
  /** Paths both consoles have. */
  console: {
    home: '/',
    dashboard: '/dashboard',
    profile: '/profile',
    campaigns: '/campaigns',
  },
  manager: {
    managers: '/managers',
    activity: '/activity',
    payouts: '/payouts',
    admin: '/admin',
    campaign,
    /** '' is the campaign's base path (Overview). */
    campaignTab: (slug: string, tab: CampaignSubTabKey) => (tab ? `${campaign(slug)}/${tab}` : campaign(slug)),
  },
  creator: {
    panels: '/panels',
    chatbot: '/chatbot',
    links: '/links',
    twitter: '/twitter',
    watchParty: '/watch-party',
    streamPreview: '/stream-preview',
  },
} as const;
