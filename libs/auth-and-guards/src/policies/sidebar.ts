import type { ComponentSlug, User } from '@advocate/api-client';
import { appPaths } from './app-paths.ts';
import { CHATBOT_COMPONENT_TYPES, COMPONENT_TYPE } from './component-types.ts';
import { canViewUsers } from './permissions.ts';
import { isAdmin, isBroadcaster, isManager, type MaybeUser, type PolicyUser } from './user-kinds.ts';

/** A top-level sidebar link; disabled entries show but cannot be followed. */
export type SidebarEntry = { key: string; label: string; path: string; disabled?: boolean };

/** The user fields {@link sidebarEntries} reads. */
export type SidebarUser = PolicyUser & Partial<Pick<User, 'available_components'>>;

/** Broadcaster entries that depend on components, in sidebar order (spec 02 §2 table). */
const COMPONENT_ENTRIES: ReadonlyArray<{ key: string; label: string; path: string; needs: readonly ComponentSlug[] }> = [
  { key: 'panels', label: 'Panels', path: appPaths.creator.panels, needs: [COMPONENT_TYPE.bannerGraphics] },
  { key: 'chatbot', label: 'Chatbot', path: appPaths.creator.chatbot, needs: [...CHATBOT_COMPONENT_TYPES] },
  { key: 'links', label: 'Custom Links', path: appPaths.creator.links, needs: [COMPONENT_TYPE.customLink] },
  {
    key: 'twitter',
    label: 'Twitter',
    path: appPaths.creator.twitter,
    needs: [COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.suggestedRetweet],
  },
  { key: 'watch-party', label: 'Watch Party', path: appPaths.creator.watchParty, needs: [COMPONENT_TYPE.watchParty] },
  { key: 'stream-preview', label: 'Stream Preview', path: appPaths.creator.streamPreview, needs: [COMPONENT_TYPE.liveGraphics] },
];

const PROFILE: SidebarEntry = { key: 'profile', label: 'Profile', path: appPaths.console.profile };
const DASHBOARD: SidebarEntry = { key: 'dashboard', label: 'Dashboard', path: appPaths.console.dashboard };

/**
 * Sidebar entries (spec 00 §2, 01 §2, 02 §2). Broadcasters: Profile, Dashboard, Campaigns
 * (disabled without campaigns), then each component page only when one of its components is in
 * `available_components`. Managers: Profile, Dashboard, Managers (and Activity) with view-users,
 * Payouts and Admin for admins; their campaigns are listed separately (see groupCampaignsByTeam). Nobody or an
 * unknown type gets none. See docs/decisions/135.
 * @example sidebarEntries(broadcaster, { campaignCount: 0 })[2] // { key: 'campaigns', label: 'Campaigns', path: '/campaigns', disabled: true }
 */
export function sidebarEntries(user: MaybeUser<SidebarUser>, { campaignCount }: { campaignCount: number }): SidebarEntry[] {
  if (!user) return [];
  if (isBroadcaster(user)) {
    const available = new Set<string>(user.available_components ?? []);
    const componentEntries = COMPONENT_ENTRIES.filter((entry) => entry.needs.some((slug) => available.has(slug)));
    return [
      PROFILE,
      DASHBOARD,
      { key: 'campaigns', label: 'Campaigns', path: appPaths.console.campaigns, disabled: !(campaignCount > 0) },
      ...componentEntries.map(({ key, label, path }) => ({ key, label, path })),
    ];
  }
  if (!isManager(user)) return [];
  const entries = [PROFILE, DASHBOARD];
  if (canViewUsers(user)) {
    entries.push({ key: 'managers', label: 'Managers', path: appPaths.manager.managers });
    // The activity log is for those who may view users (issue 30 part 4).
    entries.push({ key: 'activity', label: 'Activity', path: appPaths.manager.activity });
  }
  if (isAdmin(user)) {
    // Payout statements of every broadcaster are for admins only (issue 30 part 3).
    entries.push({ key: 'payouts', label: 'Payouts', path: appPaths.manager.payouts });
    entries.push({ key: 'admin', label: 'Admin', path: appPaths.manager.admin });
  }
  return entries;
}
