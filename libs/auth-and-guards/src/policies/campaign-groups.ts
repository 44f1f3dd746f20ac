import type { CampaignSummary, TeamSummary } from '@advocate/api-client';
import { isAdmin, type MaybeUser, type PolicyUser } from './user-kinds.ts';

/** The sidebar campaign filter appears above this many campaigns (spec 00 §9, 01 §9). */
export const CAMPAIGN_FILTER_THRESHOLD = 10;

/**
 * The campaign filter box shows for admins only, with more than 10 campaigns (spec 00 §2, 01 §2).
 * @example showCampaignFilter(admin, 11) // true
 */
export function showCampaignFilter(user: MaybeUser<Pick<PolicyUser, 'user_type' | 'is_admin'>>, campaignCount: number): boolean {
  return isAdmin(user) && campaignCount > CAMPAIGN_FILTER_THRESHOLD;
}

/** Campaigns of one team (brand) in the admin sidebar. */
export interface CampaignTeamGroup<C> {
  /** `team-{id}`, or `no-team` for the last group. */
  key: string;
  /** The team's name; null for the campaigns without a (known) team, listed without a header. */
  name: string | null;
  /** The team's logo; null shows the default icon. */
  logo: string | null;
  teamId: number | null;
  campaigns: C[];
}

const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/**
 * Groups campaigns by team for the admin sidebar (spec 00 §2, 01 §2). Teams are in name order
 * (case-insensitive, numbers natural, then id), campaigns in name order (then slug); teams without
 * campaigns are left out; campaigns with no team or a team not in `teams` form a last group
 * with no name. See docs/decisions/134.
 * @example groupCampaignsByTeam(campaigns, teams)[0] // { key: 'team-3', name: 'Acme', logo: '…', teamId: 3, campaigns: [...] }
 */
export function groupCampaignsByTeam<C extends Pick<CampaignSummary, 'slug' | 'name' | 'team'>>(
  campaigns: readonly C[],
  teams: readonly Pick<TeamSummary, 'id' | 'name' | 'logo'>[],
): CampaignTeamGroup<C>[] {
  const known = new Map(teams.map((team) => [team.id, team]));
  const byTeam = new Map<number, C[]>();
  const loose: C[] = [];
  for (const campaign of campaigns) {
    if (campaign.team !== null && known.has(campaign.team)) {
      byTeam.set(campaign.team, [...(byTeam.get(campaign.team) ?? []), campaign]);
    } else {
      loose.push(campaign);
    }
  }
  const sortCampaigns = (list: C[]): C[] =>
    [...list].sort((a, b) => byName(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const groups: CampaignTeamGroup<C>[] = [...byTeam.keys()]
    .map((id) => known.get(id) as Pick<TeamSummary, 'id' | 'name' | 'logo'>)
    .sort((a, b) => byName(a.name, b.name) || a.id - b.id)
    .map((team) => ({
      key: `team-${team.id}`,
      name: team.name,
      logo: team.logo || null,
      teamId: team.id,
      campaigns: sortCampaigns(byTeam.get(team.id) ?? []),
    }));
  if (loose.length > 0) {
    groups.push({ key: 'no-team', name: null, logo: null, teamId: null, campaigns: sortCampaigns(loose) });
  }
  return groups;
}
