import type { CampaignDetail } from '@advocate/api-client';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths.ts';
import { CampaignUpdateModal, EndCampaignModal } from '../../../../shared/campaign-forms/index.ts';

/** Update Campaign and End Campaign of the menu (spec 01 §2); after ending, the user goes to /dashboard. */
export function CampaignLifecycleModals({ campaign }: { campaign: CampaignDetail | undefined }) {
  const navigate = useNavigate();
  if (!campaign) return null;
  return (
    <>
      <CampaignUpdateModal campaign={campaign} />
      <EndCampaignModal campaign={campaign} onEnded={() => navigate(paths.dashboard)} />
    </>
  );
}
