import type { Profile, User } from '@advocate/api-client';
import { appPaths } from './app-paths.ts';
import { isBroadcaster, isManager, type MaybeUser, type PolicyUser } from './user-kinds.ts';

/** The four application fields (spec 00 §4, 02 §3). */
export type ApplicationFields = Pick<
  Profile,
  'application_full_name' | 'application_date_of_birth' | 'application_stream_content_type' | 'application_streams_on_which_platforms'
>;

const filled = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim() !== '';
const picked = (list: readonly unknown[] | null | undefined): boolean => Array.isArray(list) && list.length > 0;

/**
 * The application counts as complete only if full name, date of birth, stream content type and
 * platforms are all present (spec 00 §4, 02 §3).
 * @example applicationComplete(user.profile) // false while any of the four is empty
 */
export function applicationComplete(profile: Partial<ApplicationFields> | null | undefined): boolean {
  if (!profile) return false;
  return (
    filled(profile.application_full_name) &&
    filled(profile.application_date_of_birth) &&
    picked(profile.application_stream_content_type) &&
    picked(profile.application_streams_on_which_platforms)
  );
}

/** Which browser app a user belongs in. */
export type HomeApp = 'login' | 'manager' | 'creator';

/** Where the role guard sends a user. */
export interface HomeTarget {
  app: HomeApp;
  path: string;
}

/** The user fields {@link userHome} reads. */
export type HomeUser = Pick<PolicyUser, 'user_type'> &
  Partial<Pick<User, 'campaigns' | 'has_application'>> &
  Pick<User, 'tos_agreed'> & {
    profile?: (Partial<Pick<Profile, 'current_team'>> & Partial<ApplicationFields>) | null;
  };

function hasApplication(user: HomeUser): boolean {
  return user.has_application === true || applicationComplete(user.profile);
}

/**
 * Role guard destination (spec 00 §2, 02 §2): nobody → login /login; terms not agreed → login
 * /login/tos; unknown type → login /login; manager → manager /dashboard; a broadcaster with no
 * campaigns, no current team and no application → creator /profile; other broadcasters →
 * creator /dashboard. See docs/decisions/133.
 * @example userHome({ ...broadcaster, campaigns: [], profile: emptyProfile }) // { app: 'creator', path: '/profile' }
 */
export function userHome(user: MaybeUser<HomeUser>): HomeTarget {
  if (!user) return { app: 'login', path: appPaths.login.chooser };
  if (!user.tos_agreed) return { app: 'login', path: appPaths.login.terms };
  if (isManager(user)) return { app: 'manager', path: appPaths.console.dashboard };
  if (!isBroadcaster(user)) return { app: 'login', path: appPaths.login.chooser };
  const noCampaigns = (user.campaigns ?? []).length === 0;
  const noTeam = !user.profile?.current_team;
  if (noCampaigns && noTeam && !hasApplication(user)) return { app: 'creator', path: appPaths.console.profile };
  return { app: 'creator', path: appPaths.console.dashboard };
}
