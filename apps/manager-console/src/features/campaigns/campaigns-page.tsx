import { firstErrorText, useTeams } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { isAdmin } from '@advocate/auth-and-guards/policies';
import { Button, EmptyState, FormError, LoadingBar, PageTitle, useModalManager } from '@advocate/ui-kit';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { CAMPAIGN_WIZARD_MODAL, CampaignWizard } from '../../shared/campaign-forms/index.ts';
import { useCampaignsWithMetrics } from './api/get-campaigns-with-metrics.ts';
import { CampaignsTable } from './components/campaigns-table.tsx';
import { campaignsTexts } from './lib/campaigns-texts.ts';

/** /campaigns: every campaign the user can see (spec 01 §2), admins create new ones here too. */
export function CampaignsPage() {
  const { user } = useSession();
  const admin = user ? isAdmin(user) : false;
  const { data: campaigns, error } = useCampaignsWithMetrics();
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
