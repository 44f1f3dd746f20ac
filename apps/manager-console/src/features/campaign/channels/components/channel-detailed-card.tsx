import { countryName, formatCount, topCountries } from '@advocate/metrics-math';
import { memo } from 'react';
import { channelsTexts, clickTypeLabel, DETAILED_CLICK_TYPES } from '../channels-texts.ts';
import type { ChannelRow } from '../lib/channel-list.ts';
import { ChannelCardFrame, type CardChrome } from './channel-card-frame.tsx';
import { conversionSplit } from './conversion-split.ts';
import { BarRows } from './bar-rows.tsx';
import { TrendArrow } from './trend-arrow.tsx';

const TOP_GAMES = 5;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-700">{title}</h3>
      {children}
    </section>
  );
}

/** Label, value, what follows the value (a trend) and a line under them (decision 710). */
type Fact = [string, string, React.ReactNode?, string?];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="space-y-1 text-sm">
      {facts.map(([label, value, extra, detail]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-gray-700">{label}</dt>
          <dd className="font-semibold text-secondary">
            {value}
            {extra}
          </dd>
          {detail ? <dd className="w-full text-right text-xs text-gray-600">{detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-sm text-gray-600">{text}</p>;

/**
 * Detailed card (spec 01 §2): Viewership (viewable minutes, recorded broadcasts, average and peak
 * viewers); Attribution (visits, conversions with their verified and unverified ones, CVM, clicks per type, streamed video impressions and
 * plays when plays > 0); clicks by country (top 5 with 'Other'); top games by hours; live graphic
 * impressions by key.
 */
export const ChannelDetailedCard = memo(function ChannelDetailedCard({
  row,
  hasConversions,
  chrome,
}: {
  row: ChannelRow;
  hasConversions: boolean;
  chrome: CardChrome;
}) {
  const { stats, totals, trends } = row;
  const countries = topCountries(stats?.clicks_by_country ?? []);
  const games = [...(stats?.twitch_stream_time_by_game ?? []), ...(stats?.youtube_stream_time_by_game ?? [])]
    .sort((a, b) => b.hours - a.hours)
    .slice(0, TOP_GAMES);
  const clickTypes = DETAILED_CLICK_TYPES.map((key) => ({ name: clickTypeLabel(key), value: stats?.clicks_by_type[key] ?? 0 })).filter(
    (c) => c.value > 0,
  );
  const impressions = stats?.live_graphic_impressions ?? [];
  const video = stats?.fullscreen_video ?? { plays: 0, impressions: 0 };

  return (
    <ChannelCardFrame row={row} chrome={chrome} wide>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-4">
        <Section title={channelsTexts.viewership}>
          <Facts
            facts={[
              [
                channelsTexts.viewableMinutes,
                formatCount(Math.round(totals.viewableMinutes)),
                trends ? <TrendArrow trend={trends.viewableMinutes} /> : null,
              ],
              [channelsTexts.recordedBroadcasts, formatCount(row.recordedBroadcasts)],
              [channelsTexts.averageViewers, formatCount(row.averageViewers)],
              [channelsTexts.peakViewers, formatCount(row.peakViewers)],
            ]}
          />
        </Section>
        <Section title={channelsTexts.attribution}>
          <Facts
            facts={[
              [channelsTexts.visits, formatCount(totals.visits), trends ? <TrendArrow trend={trends.visits} /> : null],
              ...(hasConversions
                ? [
                    [
                      channelsTexts.conversions,
                      formatCount(totals.conversions),
                      trends ? <TrendArrow trend={trends.conversions} /> : null,
                      conversionSplit(row),
                    ] as Fact,
                  ]
                : []),
              [channelsTexts.cvm, totals.cvm.toFixed(2)],
              ...(video.plays > 0
                ? ([
                    [channelsTexts.videoImpressions, formatCount(video.impressions)],
                    [channelsTexts.videoPlays, formatCount(video.plays)],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
          {clickTypes.length > 0 ? (
            <div className="mt-3">
              <BarRows
                label={channelsTexts.clicksByType}
                rows={clickTypes.map((c) => ({ key: c.name, ...c }))}
                format={formatCount}
                tone="pink"
              />
            </div>
          ) : null}
        </Section>
        <Section title={channelsTexts.clicksByCountry}>
          {countries.length === 0 ? (
            <Empty text={channelsTexts.noClicks} />
          ) : (
            <BarRows
              label={channelsTexts.clicksByCountry}
              rows={countries.map((c) => ({ key: c.country, name: countryName(c.country), value: c.clicks }))}
              format={(v) => `${formatCount(v)} (${((v / countries.reduce((sum, c) => sum + c.clicks, 0)) * 100).toFixed(1)}%)`}
              tone="slate"
            />
          )}
        </Section>
        <Section title={channelsTexts.topGames}>
          {games.length === 0 ? (
            <Empty text={channelsTexts.noGames} />
          ) : (
            <BarRows
              label={channelsTexts.topGames}
              rows={games.map((g) => ({ key: g.game, name: g.game, value: g.hours }))}
              format={(v) => `${v.toFixed(1)} ${channelsTexts.hours}`}
              tone="violet"
            />
          )}
        </Section>
      </div>
      <Section title={channelsTexts.liveGraphicImpressions}>
        {impressions.length === 0 ? (
          <Empty text={channelsTexts.noImpressions} />
        ) : (
          <BarRows
            label={channelsTexts.liveGraphicImpressions}
            rows={impressions.map((i) => ({ key: String(i.component_id), name: i.key || `#${i.component_id}`, value: i.impressions }))}
            format={formatCount}
            tone="amber"
          />
        )}
      </Section>
    </ChannelCardFrame>
  );
});
