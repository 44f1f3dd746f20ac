import { firstErrorText } from '@advocate/api-client';
import type { CreatorCampaignGroup } from '@advocate/metrics-math';
import { EmptyState, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBroadcasterCampaigns } from './api/get-broadcaster-campaigns.ts';
import { CampaignCard } from './components/campaign-card.tsx';
import { CampaignsTotals } from './components/campaigns-totals.tsx';
import { campaignTotals, groupCampaigns } from './lib/campaign-groups.ts';
import { GROUP_SELECT_ABOVE, campaignsTexts } from './lib/campaigns-texts.ts';

/** /campaigns, broadcaster view (spec 02 §2): totals, the 'Show' select, grouped cards; #slug scrolls to a card. */
export function CampaignsPage() {
  const { data, error } = useBroadcasterCampaigns();
  const [shown, setShown] = useState<CreatorCampaignGroup | 'All'>('All');
  const { hash } = useLocation();
  const selectId = useId();
  const now = useMemo(() => new Date(), [data]); // eslint-disable-line react-hooks/exhaustive-deps -- re-evaluated when the list changes
  const groups = useMemo(() => groupCampaigns(data ?? [], now), [data, now]);

  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data) body = <LoadingBar label={campaignsTexts.loading} />;
  else if (data.length === 0) body = <EmptyState message={campaignsTexts.empty} />;
  else {
    const visible = shown === 'All' ? groups : groups.filter((g) => g.group === shown);
    body = (
      <>
        <CampaignsTotals totals={campaignTotals(data, now)} />
        {data.length > GROUP_SELECT_ABOVE ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-medium text-secondary">
              {campaignsTexts.show}
            </label>
            <select
              id={selectId}
              value={shown}
              onChange={(event) => setShown(event.target.value as CreatorCampaignGroup | 'All')}
              className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary"
            >
              <option value="All">{campaignsTexts.all}</option>
              {groups.map((g) => (
                <option key={g.group} value={g.group}>
                  {g.group}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {visible.map((g) => (
          <section key={g.group} aria-labelledby={`group-${g.group}`} className="space-y-3">
            <h2 id={`group-${g.group}`} className="text-lg font-semibold text-secondary">
              {g.group}
            </h2>
            {g.campaigns.map((campaign) => (
              <CampaignCard key={campaign.slug} campaign={campaign} group={g.group} now={now} />
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle page={campaignsTexts.title} />
      {body}
    </div>
  );
}
