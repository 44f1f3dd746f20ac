import { formatCount } from '@advocate/metrics-math';
import type { Trend } from '@advocate/metrics-math';
import { memo } from 'react';
import { channelsTexts } from '../channels-texts.ts';
import type { ChannelRow } from '../lib/channel-list.ts';
import { ChannelCardFrame, type CardChrome } from './channel-card-frame.tsx';
import { conversionSplit } from './conversion-split.ts';
import { TrendArrow } from './trend-arrow.tsx';

function Figure({ label, value, trend, detail }: { label: string; value: string; trend?: Trend | null; detail?: string }) {
  return (
    <div>
      <dt className="text-[11px] font-medium uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="text-lg font-semibold text-secondary">
        {value}
        {trend ? <TrendArrow trend={trend} /> : null}
      </dd>
      {detail ? <dd className="text-[11px] text-gray-600">{detail}</dd> : null}
    </div>
  );
}

/**
 * Grid card (spec 01 §2): name, platform, badge; total visits, total conversions (campaigns with
 * conversions, with its verified and unverified ones, decision 710), Twitch and YouTube viewable minutes, CVM; trends on the 30-day range.
 */
export const ChannelGridCard = memo(function ChannelGridCard({
  row,
  hasConversions,
  chrome,
}: {
  row: ChannelRow;
  hasConversions: boolean;
  chrome: CardChrome;
}) {
  const { totals, trends } = row;
  return (
    <ChannelCardFrame row={row} chrome={chrome}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <Figure label={channelsTexts.visits} value={formatCount(totals.visits)} trend={trends?.visits} />
        {hasConversions ? (
          <Figure
            label={channelsTexts.conversions}
            value={formatCount(totals.conversions)}
            trend={trends?.conversions}
            detail={conversionSplit(row)}
          />
        ) : null}
        <Figure
          label={channelsTexts.twitchMinutes}
          value={formatCount(Math.round(totals.twitchViewableMinutes))}
          trend={row.platform === 'twitch' ? trends?.viewableMinutes : null}
        />
        <Figure
          label={channelsTexts.youtubeMinutes}
          value={formatCount(Math.round(totals.youtubeViewableMinutes))}
          trend={row.platform === 'youtube' ? trends?.viewableMinutes : null}
        />
        <Figure label={channelsTexts.cvm} value={totals.cvm.toFixed(2)} />
      </dl>
      {trends ? <p className="text-[11px] text-gray-600">{channelsTexts.trendVs}</p> : null}
    </ChannelCardFrame>
  );
});
