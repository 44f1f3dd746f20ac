import type { BroadcasterLive } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { lazy, Suspense } from 'react';
import { useBroadcasterLive } from '../api/get-broadcaster-live.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

const texts = dashboardTexts.live;
const LiveClicksChart = lazy(() => import('./live-clicks-chart.tsx'));

function Status({ live }: { live: BroadcasterLive }) {
  if (!live.live) return <p className="text-sm text-gray-700">{texts.offline}</p>;
  return (
    <ul className="space-y-1">
      {live.streams.map((s) => (
        <li key={s.platform} className="text-sm text-gray-800">
          <span className="font-semibold">{texts.platform[s.platform]}</span> · {texts.viewers(formatCount(s.viewers))} ·{' '}
          {s.game ?? texts.noGame}
          {s.showing ? (
            <span className="block text-xs text-gray-600">
              {texts.showing}: {s.showing.name ?? '—'}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The studio's own-channel live block (issue 30 part 1; decision 790): live or offline, viewers and
 * game, and the clicks of the last 30 minutes per 5 minutes, pushed by the block's event stream.
 */
export function LiveBlock() {
  const { data } = useBroadcasterLive();
  if (!data) return null;
  return (
    <section aria-labelledby="studio-live-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="studio-live-title" className="flex items-center gap-2 text-lg font-semibold text-secondary">
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${data.live ? 'bg-red-600' : 'bg-gray-400'}`} />
        {data.live ? texts.liveTitle : texts.title}
      </h2>
      <div className="mt-2" aria-live="polite">
        <Status live={data} />
        <p className="mt-3 text-sm text-gray-800">
          {texts.clicks}: <span className="font-semibold">{formatCount(data.clicks)}</span>
        </p>
      </div>
      <figure aria-label={texts.chartLabel} className="mt-2 h-32">
        <Suspense fallback={null}>
          <LiveClicksChart buckets={data.buckets} />
        </Suspense>
      </figure>
    </section>
  );
}
