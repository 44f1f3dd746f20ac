import { firstErrorText, useCampaigns } from '@advocate/api-client';
import { LoadingBar, NotFound } from '@advocate/ui-kit';
import { Outlet, useParams } from 'react-router-dom';
import { CAMPAIGN_SLUG_PARAM } from '../../config/paths.ts';

export const CAMPAIGN_NOT_FOUND = '404 Campaign Not Found';

/**
 * /campaigns/:campaignSlug and its tabs: the slug must be one of the user's campaigns (the list is
 * scoped on the server), otherwise '404 Campaign Not Found'.
 */
export function CampaignRoute() {
  const campaignSlug = useParams()[CAMPAIGN_SLUG_PARAM];
  const { data: campaigns, error, isLoading } = useCampaigns();
  if (!campaigns && isLoading) return <LoadingBar label="Loading Campaign" />;
  if (!campaigns && error) {
    return (
      <p role="alert" className="text-red-600">
        {firstErrorText(error)}
      </p>
    );
  }
  const campaign = campaigns?.find((c) => c.slug === campaignSlug);
  if (!campaign) return <NotFound message={CAMPAIGN_NOT_FOUND} />;
  return <Outlet context={campaign} />;
}
