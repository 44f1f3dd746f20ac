import type { BroadcasterCampaign } from '@advocate/api-client';
import { selfDeactivationAction } from '@advocate/metrics-math';
import type { CreatorCampaignGroup } from '@advocate/metrics-math';
import { Button } from '@advocate/ui-kit';
import { useState } from 'react';
import { formatDateSpan } from '../../../shared/dates/format-date.ts';
import { statusChangeError, useChangeOwnStatus } from '../api/change-own-status.ts';
import { campaignsTexts } from '../lib/campaigns-texts.ts';
import { CampaignTabs } from './campaign-tabs.tsx';

const badgeClasses: Record<CreatorCampaignGroup, string> = {
  Active: 'bg-green-100 text-green-800',
  Pending: 'bg-amber-100 text-amber-900',
  Upcoming: 'bg-sky-100 text-sky-900',
  Suspended: 'bg-gray-200 text-gray-800',
  Past: 'bg-gray-100 text-gray-700',
};

/** One campaign card (spec 02 §2), anchored by its slug for /campaigns#slug. */
export function CampaignCard({ campaign, group, now }: { campaign: BroadcasterCampaign; group: CreatorCampaignGroup; now: Date }) {
  const changeStatus = useChangeOwnStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = selfDeactivationAction(campaign, campaign.status, now);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await changeStatus(campaign.slug, action === campaignsTexts.suspend ? 'suspend' : 'activate');
    } catch (failure) {
      setError(statusChangeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article id={campaign.slug} aria-labelledby={`${campaign.slug}-name`} className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <header className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={`${campaign.slug}-name`} className="break-words text-lg font-semibold text-secondary">
            {campaign.name}
          </h3>
          <p className="text-sm text-gray-600">{formatDateSpan(campaign.start_date, campaign.end_date, campaignsTexts.ongoing)}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-600">
            {campaign.client ? <span>{`${campaignsTexts.client}: ${campaign.client}`}</span> : null}
            {campaign.team_name ? <span>{`${campaignsTexts.team}: ${campaign.team_name}`}</span> : null}
            {campaign.website ? (
              <a className="break-all text-primary-700 underline" href={campaign.website} target="_blank" rel="noreferrer">
                {campaign.website}
              </a>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClasses[group]}`}>{group}</span>
          {action ? (
            <Button variant={action === campaignsTexts.suspend ? 'secondary' : 'primary'} onClick={() => void run()} disabled={busy}>
              {action}
            </Button>
          ) : null}
        </div>
      </header>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <CampaignTabs campaign={campaign} />
    </article>
  );
}
