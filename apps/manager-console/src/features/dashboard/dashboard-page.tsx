import { firstErrorText, useCampaigns, useTeams, useUser } from '@advocate/api-client';
import { canEditTeams } from '@advocate/auth-and-guards/policies';
import { FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useDashboardCampaigns } from './api/get-dashboard-campaigns.ts';
import { CreateCampaignButton } from './components/create-campaign-button.tsx';
import { NoTeamsCampaigns } from './components/campaign-list.tsx';
import { CornerStats } from './components/corner-stats.tsx';
import { TeamOverview } from './components/team-overview.tsx';
import { dashboardTexts } from './lib/dashboard-texts.ts';
import { sortTeams } from './lib/sort-teams.ts';

/**
 * /dashboard, manager view (spec 01 §2 Client dashboard): 'Loading Teams' until the profile and
 * teams arrive, the corner stats, the admin's Create New Campaign button, then one overview per team
 * (demo teams first for admins, then by number of broadcasters); without teams, their campaigns.
 */
export function DashboardPage() {
  const { data: user, error: userError } = useUser();
  const teams = useTeams();
  const campaigns = useCampaigns();
  const stats = useDashboardCampaigns();
  const error = userError ?? teams.error;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <PageTitle page={dashboardTexts.title} />
      {user?.is_admin ? <CreateCampaignButton /> : null}
    </div>
  );
  if (error) {
    return (
      <div className="space-y-6">
        {header}
        <FormError message={firstErrorText(error)} />
      </div>
    );
  }
  if (!user || !teams.data) {
    return (
      <div className="space-y-6">
        {header}
        <LoadingBar label={dashboardTexts.loadingTeams} />
      </div>
    );
  }
  const ordered = sortTeams(teams.data, stats.data?.teams ?? [], user.is_admin);
  const canEdit = canEditTeams(user);
  return (
    <div className="space-y-6">
      {header}
      <CornerStats stats={stats.data} />
      {ordered.length === 0 ? (
        <NoTeamsCampaigns campaigns={campaigns.data ?? []} />
      ) : (
        ordered.map((team) => (
          <TeamOverview key={team.id} team={team} numbers={stats.data?.teams.find((n) => n.team === team.id)} canEdit={canEdit} />
        ))
      )}
    </div>
  );
}
