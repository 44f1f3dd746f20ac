import { firstErrorText, useResource, useTeams } from '@advocate/api-client';
import type { CampaignSummary } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { isAdmin } from '@advocate/auth-and-guards/policies';
import { Button, EmptyState, FormError, LoadingBar, PageTitle, useModalManager } from '@advocate/ui-kit';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CAMPAIGN_WIZARD_MODAL, CampaignWizard } from '../../shared/campaign-forms/index.ts';
import { CampaignsTable } from './components/campaigns-table.tsx';
import { campaignsTexts } from './lib/campaigns-texts.ts';

/** The list with all-time clicks and conversions (spec 01 §7 campaigns, include_metrics). */
export const CAMPAIGNS_WITH_METRICS_PATH = 'campaigns/?include_metrics=true';
type CampaignWithMetrics = CampaignSummary & { metrics?: { clicks: number; conversions: number } };

/** /campaigns: every campaign the user can see (spec 01 §2), admins create new ones here too. */
export function CampaignsPage() {
  const { user } = useSession();
  const admin = user ? isAdmin(user) : false;
  const { data: campaigns, error } = useResource<CampaignWithMetrics[]>(CAMPAIGNS_WITH_METRICS_PATH);
  const { data: teams = [] } = useTeams();
  const { openModal } = useModalManager();
  const navigate = useNavigate();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle page={campaignsTexts.title} />
        {admin ? <Button onClick={() => openModal(CAMPAIGN_WIZARD_MODAL)}>{campaignsTexts.create}</Button> : null}
      </div>
      {error ? (
        <FormError message={firstErrorText(error)} />
      ) : !campaigns ? (
        <LoadingBar label={campaignsTexts.loading} />
      ) : campaigns.length === 0 ? (
        <EmptyState message={campaignsTexts.empty} />
      ) : (
        <CampaignsTable campaigns={campaigns} teams={teams} />
      )}
      {admin ? <CampaignWizard onCreated={(made) => navigate(paths.campaign(made.slug))} /> : null}
    </div>
  );
}
