import type { Platform, User } from '@advocate/api-client';
import { applicationComplete } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../db/db.ts';
import { linkedAccounts } from '../social/index.ts';
import type { UserRow } from '../shared/index.ts';
import { userDomainFacts } from './user-domain-facts.ts';

/** The `user` answer of rest-auth/user/, login, registration and provider sign-in (spec 00 §3). */
export async function serializeUser(db: Queryable, row: UserRow, publicApiUrl: string): Promise<User> {
  const accounts = await linkedAccounts(db, row.id);
  const platforms = accounts.map((a) => a.provider).filter((p): p is Platform => p === 'twitch' || p === 'youtube');
  const twitter = accounts.find((a) => a.provider === 'twitter');
  const discord = accounts.find((a) => a.provider === 'discord');
  const youtube = accounts.find((a) => a.provider === 'youtube');
  const facts = await userDomainFacts(db, row);
  const profile: User['profile'] = {
    email_receive_sponsorship_offers: row.email_receive_sponsorship_offers,
    email_receive_advocate_updates: row.email_receive_advocate_updates,
    selected_notifications: row.selected_notifications,
    current_team: facts.currentTeam,
    browsersource:
      row.user_type === 3 ? `${publicApiUrl}/browsersource/${encodeURIComponent(row.username)}/?key=${row.browsersource_key}` : null,
    profile_image: row.profile_image,
    twitter: row.twitter ?? (twitter ? `@${twitter.login}` : null),
    discord: row.discord ?? discord?.login ?? null,
    youtube: row.youtube ?? youtube?.login ?? null,
    application_full_name: row.application_full_name,
    application_date_of_birth: row.application_date_of_birth ? String(row.application_date_of_birth).slice(0, 10) : null,
    application_organization: row.application_organization,
    application_streams_on_which_platforms:
      row.application_streams_on_which_platforms as User['profile']['application_streams_on_which_platforms'],
    application_stream_content_type: row.application_stream_content_type as User['profile']['application_stream_content_type'],
    base_canvas_resolution: row.base_canvas_resolution,
    stream_preview_screenshot: row.stream_preview_screenshot,
  };
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    user_type: row.user_type,
    is_admin: row.is_admin,
    tos_agreed: row.tos_agreed ? new Date(row.tos_agreed).toISOString() : null,
    email_receive_advocate_updates: row.email_receive_advocate_updates,
    permissions_campaigns: row.permissions_campaigns,
    permissions_teams: row.permissions_teams,
    permissions_users: row.permissions_users,
    available_components: facts.availableComponents,
    platforms,
    phone_number: row.phone_number,
    twitter: profile.twitter,
    has_twitter_oauth: Boolean(twitter),
    discord: profile.discord,
    youtube: profile.youtube,
    api_key: row.api_key_hint,
    campaigns: facts.campaigns,
    teams: facts.teams,
    has_application: applicationComplete(profile),
    profile,
  };
}
