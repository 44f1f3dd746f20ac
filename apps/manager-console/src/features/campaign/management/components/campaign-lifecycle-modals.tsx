import type { CampaignDetail } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths.ts';
import { CampaignUpdateModal, DeleteCampaignModal, EndCampaignModal } from '../../../../shared/campaign-forms/index.ts';
import { managementTexts } from '../management-texts.ts';

/**
 * Update Campaign, End Campaign and Delete Campaign of the menu (spec 01 §2); after ending, the user
 * goes to /dashboard; after deleting, to /campaigns with 'Campaign Deleted!' (decision 682).
 */
export function CampaignLifecycleModals({ campaign }: { campaign: CampaignDetail | undefined }) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  if (!campaign) return null;
  return (
    <>
      <CampaignUpdateModal campaign={campaign} />
      <EndCampaignModal campaign={campaign} onEnded={() => navigate(paths.dashboard)} />
      <DeleteCampaignModal
        campaign={campaign}
        onDeleted={() => {
          showToast(managementTexts.deleted);
          navigate(paths.campaigns);
        }}
      />
    </>
  );
}
