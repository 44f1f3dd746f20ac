import type { Queryable } from '../../db/db.ts';
import { campaignTrafficQuality, type TrafficQualityAnswer } from '../traffic-quality/index.ts';
import type { ReportCell, ReportTable } from './report-model.ts';

type Shares = TrafficQualityAnswer['totals'];

const KIND_NAMES: Record<TrafficQualityAnswer['flags'][number]['kind'], string> = {
  'click-rate': 'Click rate',
  'dominant-address': 'One address',
  'dominant-agent': 'One user agent',
  'offline-clicks': 'Clicks while offline',
};

/** A share of all clicks in percent, one decimal (0 without clicks). */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

const figures = (s: Shares): ReportCell[] => [
  s.clicks,
  s.bots,
  s.prefetches,
  s.repeats,
  s.counted,
  share(s.counted, s.clicks),
  s.flagged,
  share(s.flagged, s.counted),
  s.conversions,
  s.verified_conversions,
  s.unverified_conversions,
];

const SHARE_COLUMNS = [
  { key: 'broadcaster', label: 'Broadcaster' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'bots', label: 'Bots' },
  { key: 'prefetches', label: 'Prefetches' },
  { key: 'repeats', label: 'Repeats' },
  { key: 'counted', label: 'Counted' },
  { key: 'counted_share', label: 'Counted %' },
  { key: 'flagged', label: 'Flagged' },
  { key: 'flagged_share', label: 'Flagged % of counted' },
  { key: 'conversions', label: 'Conversions' },
  { key: 'verified_conversions', label: 'Verified conversions' },
  { key: 'unverified_conversions', label: 'Unverified conversions' },
];

/**
 * The report's "Traffic quality" section of one campaign (issue 30 part 2; decision 815): the shares
 * per channel with a total row, and every anomaly flag with its reason and dismissal. Campaign to
 * date, as the pages show it, whatever the report's period; always included. Viewers' addresses and
 * user agents are masked in every report (decision 845).
 */
export async function trafficQualityTables(
  q: Queryable,
  campaign: { id: number; slug: string },
  name: string | null,
): Promise<ReportTable[]> {
  // Masked whoever asks (decision 845): every manager who sees the campaign may download the file.
  const quality = await campaignTrafficQuality(q, campaign, 'masked');
  const suffix = name ? ` - ${name}` : '';
  return [
    {
      title: `Traffic quality${suffix}`,
      columns: SHARE_COLUMNS,
      rows: [...quality.channels.map((c) => [c.broadcaster, ...figures(c)]), ['Total', ...figures(quality.totals)]],
    },
    {
      title: `Traffic flags${suffix}`,
      columns: [
        { key: 'reason', label: 'Reason' },
        { key: 'broadcaster', label: 'Broadcaster' },
        { key: 'kind', label: 'Kind' },
        { key: 'clicks', label: 'Clicks' },
        { key: 'status', label: 'Status' },
        { key: 'dismissed_by', label: 'Dismissed by' },
        { key: 'note', label: 'Note' },
      ],
      rows: quality.flags.map((f) => [
        f.reason,
        f.broadcaster,
        KIND_NAMES[f.kind],
        f.clicks,
        f.status === 'open' ? 'Open' : 'Dismissed',
        f.dismissed_by ?? '',
        f.dismissal_note ?? '',
      ]),
    },
  ];
}
