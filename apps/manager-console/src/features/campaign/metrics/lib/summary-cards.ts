import { conversionRate, formatCount } from '@advocate/metrics-math';
import type { MetricsSummary } from '@advocate/api-client';
import { metricsTexts } from '../metrics-texts.ts';

export interface Figure {
  label: string;
  value: string;
}

export interface SummaryCard {
  key: string;
  title: string;
  headline: Figure;
  details: Figure[];
}

const whole = (n: number) => formatCount(Math.round(n));
const oneDecimal = (n: number) => formatCount(Math.round(n * 10) / 10);

/**
 * The Campaign tab's six cards (spec 01 §2): Clicks (Clicks & Conversions when the campaign has
 * conversions), Broadcasts, Live Graphic Impressions, Live Graphic Display Counts, Social Media and
 * Fullscreen Videos, with the metric card figures of spec 01 §2 (viewable minutes, hours broadcast,
 * peak and average viewers, broadcasts, favorites, retweets). Numbers read with formatCount.
 */
export function summaryCards(summary: MetricsSummary): SummaryCard[] {
  const f = metricsTexts.figures;
  const c = metricsTexts.cards;
  const b = summary.broadcasts;
  const clicks: SummaryCard = {
    key: 'clicks',
    title: summary.has_conversions ? c.clicksAndConversions : c.clicks,
    headline: { label: f.clicks, value: whole(summary.clicks) },
    details: [{ label: f.uniqueClicks, value: whole(summary.unique_clicks) }],
  };
  if (summary.has_conversions) {
    clicks.details.push(
      { label: f.conversions, value: whole(summary.conversions) },
      // Decision 664: the verified (signed call or shop order) and unverified (anonymous) ones apart.
      { label: f.verifiedConversions, value: whole(summary.verified_conversions) },
      { label: f.unverifiedConversions, value: whole(summary.unverified_conversions) },
      { label: f.conversionRate, value: `${formatCount(Math.round(conversionRate(summary.conversions, summary.clicks) * 100) / 100)}%` },
    );
  }
  return [
    clicks,
    {
      key: 'broadcasts',
      title: c.broadcasts,
      headline: { label: f.broadcasts, value: whole(b.num_broadcasts) },
      details: [
        { label: f.hoursBroadcast, value: oneDecimal(b.hours_broadcast) },
        { label: f.viewableMinutes, value: whole(b.viewable_minutes) },
        { label: f.averageViewers, value: whole(b.average_viewers) },
        { label: f.peakViewers, value: whole(b.peak_viewers) },
      ],
    },
    {
      key: 'impressions',
      title: c.impressions,
      headline: { label: f.impressions, value: whole(summary.impressions.impressions) },
      details: [{ label: f.todaysImpressions, value: whole(summary.impressions.todays_impressions) }],
    },
    {
      key: 'display-counts',
      title: c.displayCounts,
      headline: { label: f.displayCount, value: whole(summary.impressions.display_count) },
      details: [],
    },
    {
      key: 'social',
      title: c.social,
      headline: { label: f.tweets, value: whole(summary.social.tweets_sent) },
      details: [
        { label: f.retweets, value: whole(summary.social.retweets_sent) },
        { label: f.totalFavorites, value: whole(summary.social.total_favorites) },
        { label: f.totalRetweets, value: whole(summary.social.total_retweets) },
      ],
    },
    {
      key: 'videos',
      title: c.videos,
      headline: { label: f.plays, value: whole(summary.fullscreen_videos.plays) },
      details: [{ label: f.videoImpressions, value: whole(summary.fullscreen_videos.video_impressions) }],
    },
  ];
}
