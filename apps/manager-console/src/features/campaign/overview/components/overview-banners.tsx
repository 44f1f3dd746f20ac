import type { CampaignDetail } from '@advocate/api-client';
import { campaignState, formatUtcDate } from '@advocate/metrics-math';
import { overviewTexts } from '../lib/overview-texts.ts';

/** Spec 01 §2: the 'not started yet' banner, the daily impression cap banner (daily_cap_reached), and the end. */
export function OverviewBanners({ campaign, now }: { campaign: CampaignDetail; now: Date }) {
  const state = campaignState(campaign, now);
  return (
    <div className="space-y-2">
      {state === 'not-started' ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {overviewTexts.notStarted(formatUtcDate(campaign.start_date))}
        </p>
      ) : null}
      {campaign.daily_cap_reached ? (
        <p role="status" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {overviewTexts.dailyCap}
        </p>
      ) : null}
      {state === 'ended' && campaign.end_date ? (
        <p role="status" className="rounded-md border border-gray-300 bg-gray-50 px-4 py-3 text-sm text-gray-700">
          {overviewTexts.ended(formatUtcDate(campaign.end_date))}
        </p>
      ) : null}
    </div>
  );
}
