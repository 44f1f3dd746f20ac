import type { ChannelTrafficShares, TrafficShares } from '@advocate/api-client';
import { percentOf, trafficQualityTexts as texts } from '../traffic-quality-texts.ts';

const count = (n: number) => n.toLocaleString('en-US');

function Row({ name, s, total = false }: { name: string; s: TrafficShares; total?: boolean }) {
  const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  return (
    <tr className={total ? 'border-t-2 border-gray-300 font-semibold' : 'border-t border-gray-200'}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <td className={cell}>{count(s.clicks)}</td>
      <td className={cell}>{`${count(s.bots)} (${percentOf(s.bots, s.clicks)})`}</td>
      <td className={cell}>{`${count(s.prefetches)} (${percentOf(s.prefetches, s.clicks)})`}</td>
      <td className={cell}>{`${count(s.repeats)} (${percentOf(s.repeats, s.clicks)})`}</td>
      <td className={cell}>{`${count(s.counted)} (${percentOf(s.counted, s.clicks)})`}</td>
      <td className={`${cell} ${s.flagged > 0 ? 'text-red-800' : ''}`}>{`${count(s.flagged)} (${percentOf(s.flagged, s.counted)})`}</td>
      <td className={cell}>{count(s.verified_conversions)}</td>
      <td className={cell}>{count(s.unverified_conversions)}</td>
    </tr>
  );
}

/** Clicks by what became of them and conversions by trust, per channel with a total row; scrolls sideways on a phone. */
export function TrafficSharesTable({ channels, totals }: { channels: readonly ChannelTrafficShares[]; totals: TrafficShares }) {
  if (channels.length === 0) return <p className="text-sm text-gray-600">{texts.noTraffic}</p>;
  const head = 'whitespace-nowrap px-3 py-2 text-right font-medium';
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={texts.sharesLabel}>
      <table className="min-w-full text-sm">
        <thead className="bg-gray-50 text-secondary">
          <tr>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-left font-medium">
              {texts.broadcaster}
            </th>
            <th scope="col" className={head}>
              {texts.clicks}
            </th>
            <th scope="col" className={head}>
              {texts.bots}
            </th>
            <th scope="col" className={head}>
              {texts.prefetches}
            </th>
            <th scope="col" className={head}>
              {texts.repeats}
            </th>
            <th scope="col" className={head}>
              {texts.counted}
            </th>
            <th scope="col" className={head}>
              {texts.flagged}
            </th>
            <th scope="col" className={head}>
              {`${texts.conversions}: ${texts.verified}`}
            </th>
            <th scope="col" className={head}>
              {texts.unverified}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((c) => (
            <Row key={c.broadcaster} name={c.broadcaster} s={c} />
          ))}
          <Row name={texts.total} s={totals} total />
        </tbody>
      </table>
    </div>
  );
}
