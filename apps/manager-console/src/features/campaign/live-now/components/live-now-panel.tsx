import { firstErrorText } from '@advocate/api-client';
import type { CampaignLive, LiveStream } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { FormError, LoadingBar } from '@advocate/ui-kit';
import { BarChart } from '@tremor/react';
import { useCampaignLive } from '../api/get-campaign-live.ts';
import { liveNowTexts } from '../lib/live-now-texts.ts';

const CLICKS = liveNowTexts.clicks;
const CONVERSIONS = liveNowTexts.conversions;
const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function StreamRow({ stream }: { stream: LiveStream }) {
  const viewers = formatCount(stream.viewers);
  return (
    <li className="flex items-start gap-3 py-3">
      <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-red-600" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-secondary">{stream.username}</span>
          <span className="text-xs text-gray-600">{liveNowTexts.platform[stream.platform]}</span>
        </p>
        <p className="text-xs text-gray-700">
          {liveNowTexts.viewers(viewers)} · {stream.game ?? liveNowTexts.noGame}
        </p>
        {stream.showing ? (
          <p className="mt-1 flex items-center gap-2 text-xs text-gray-700">
            {stream.showing.image ? (
              <img src={stream.showing.image} alt="" className="h-8 w-14 rounded border border-gray-200 object-contain" />
            ) : null}
            <span>
              {liveNowTexts.showing}: <span className="font-medium">{stream.showing.name ?? '—'}</span>
            </span>
          </p>
        ) : (
          <p className="mt-1 text-xs text-gray-600">{liveNowTexts.notShowing}</p>
        )}
      </div>
    </li>
  );
}

function Activity({ live }: { live: CampaignLive }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-secondary">{liveNowTexts.lastMinutes}</h3>
      <dl className="mt-1 flex gap-6">
        <div>
          <dt className="text-xs uppercase tracking-wide text-gray-600">{CLICKS}</dt>
          <dd className="text-xl font-semibold text-secondary">{formatCount(live.clicks)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-gray-600">{CONVERSIONS}</dt>
          <dd className="text-xl font-semibold text-secondary">{formatCount(live.conversions)}</dd>
        </div>
      </dl>
      <figure aria-label={liveNowTexts.chartLabel} className="mt-2">
        <BarChart
          data={live.buckets.map((b) => ({ time: clock(b.start), [CLICKS]: b.clicks, [CONVERSIONS]: b.conversions }))}
          index="time"
          categories={[CLICKS, CONVERSIONS]}
          colors={['pink', 'slate']}
          showLegend={false}
          valueFormatter={formatCount}
          yAxisWidth={40}
          allowDecimals={false}
          className="h-40"
          showAnimation={false}
        />
      </figure>
    </div>
  );
}

/**
 * "Live now" on the campaign overview (issue 30 part 1; decisions 790-792): the campaign's live
 * channels with viewers, game and the graphic each overlay reported last, and the last 30 minutes'
 * clicks and conversions per 5 minutes, kept current by the panel's event stream.
 */
export function LiveNowPanel({ slug }: { slug: string }) {
  const live = useCampaignLive(slug);
  const data = live.data;
  return (
    <section aria-labelledby="live-now-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="live-now-title" className="flex items-center gap-2 text-lg font-semibold text-secondary">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${data && data.live_channels > 0 ? 'bg-red-600' : 'bg-gray-400'}`}
          />
          {liveNowTexts.title}
        </h2>
        {data ? (
          <p className="text-sm text-gray-700" aria-live="polite">
            {liveNowTexts.summary(data.live_channels, data.channels, formatCount(data.viewers))}
          </p>
        ) : null}
      </div>
      {live.error && !data ? (
        <FormError message={firstErrorText(live.error)} />
      ) : !data ? (
        <LoadingBar label={liveNowTexts.loading} />
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {data.streams.length === 0 ? (
            <p className="text-sm text-gray-700">{liveNowTexts.none}</p>
          ) : (
            <ul aria-label={liveNowTexts.channelsTitle} className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
              {data.streams.map((s) => (
                <StreamRow key={`${s.username}-${s.platform}`} stream={s} />
              ))}
            </ul>
          )}
          <Activity live={data} />
        </div>
      )}
    </section>
  );
}
