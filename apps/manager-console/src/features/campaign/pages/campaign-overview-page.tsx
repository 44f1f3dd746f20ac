import { firstErrorText } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { defaultDateRange, isCampaignEnded } from '@advocate/metrics-math';
import type { DateRange } from '@advocate/metrics-math';
import { DateRangeSelector, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useState } from 'react';
import { useCampaignDetail } from '../overview/api/get-campaign-detail.ts';
import { useCampaignEvents } from '../overview/api/get-campaign-events.ts';
import { useCampaignLabels } from '../overview/api/get-campaign-labels.ts';
import { ActivityFeed } from '../overview/components/activity-feed.tsx';
import { CampaignGroups } from '../overview/components/campaign-groups.tsx';
import { MetricTiles } from '../overview/components/metric-tiles.tsx';
import { OverviewBanners } from '../overview/components/overview-banners.tsx';
import { OverviewCharts } from '../overview/components/overview-charts.tsx';
import { OverviewHeader } from '../overview/components/overview-header.tsx';
import { metricTiles } from '../overview/lib/metric-tiles.ts';
import { overviewTexts } from '../overview/lib/overview-texts.ts';
import { useCurrentCampaign } from '../use-current-campaign.ts';
import { LiveNowPanel } from '../live-now/components/live-now-panel.tsx';

/**
 * Campaign overview (spec 01 §2): banners, title, dates and chatbot status, the date range (team
 * campaigns only; 30 days for a team campaign, else all time), the click / viewership chart, the
 * metric tiles with trends, the groups and the latest activity; above them, "Live now" (issue 30
 * part 1): the live channels and the last 30 minutes, pushed as they happen.
 */
export function CampaignOverviewPage() {
  const summary = useCurrentCampaign();
  const { user } = useSession();
  const detail = useCampaignDetail(summary.slug);
  const events = useCampaignEvents(summary.slug);
  const labels = useCampaignLabels(summary.slug);
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(summary));
  const [now] = useState(() => new Date());

  const title = <PageTitle page="Overview" documentTitle={`Overview · ${summary.name}`} />;
  const campaign = detail.data;
  if (!campaign) {
    return (
      <div className="space-y-4">
        {title}
        {detail.error ? <FormError message={firstErrorText(detail.error)} /> : <LoadingBar label={overviewTexts.loadingCampaign} />}
      </div>
    );
  }
  const editable = user !== null && canEditCampaigns(user) && !isCampaignEnded(campaign, now);

  return (
    <div className="space-y-6">
      {title}
      <OverviewBanners campaign={campaign} now={now} />
      <OverviewHeader campaign={campaign}>
        {campaign.team !== null ? <DateRangeSelector value={range} onChange={(value) => setRange(value as DateRange)} /> : null}
      </OverviewHeader>
      <LiveNowPanel slug={campaign.slug} />
      <OverviewCharts slug={campaign.slug} range={range} hasConversions={campaign.has_conversions} />
      <MetricTiles tiles={metricTiles(campaign, range)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {labels.error ? (
          <FormError message={firstErrorText(labels.error)} />
        ) : labels.data ? (
          <CampaignGroups slug={campaign.slug} labels={labels.data} editable={editable} />
        ) : (
          <LoadingBar label="Loading Groups" />
        )}
        {events.error ? (
          <FormError message={firstErrorText(events.error)} />
        ) : events.data ? (
          <ActivityFeed events={events.data} now={now} />
        ) : (
          <LoadingBar label="Loading Activity" />
        )}
      </div>
    </div>
  );
}
