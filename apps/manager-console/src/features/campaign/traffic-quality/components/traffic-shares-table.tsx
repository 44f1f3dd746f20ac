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

/** One channel's (or the total's) figures as a card: what a phone shows instead of the table. */
function ShareCard({ name, s }: { name: string; s: TrafficShares }) {
  const pairs: Array<[string, string]> = [
    [texts.clicks, count(s.clicks)],
    [texts.bots, `${count(s.bots)} (${percentOf(s.bots, s.clicks)})`],
    [texts.prefetches, `${count(s.prefetches)} (${percentOf(s.prefetches, s.clicks)})`],
    [texts.repeats, `${count(s.repeats)} (${percentOf(s.repeats, s.clicks)})`],
    [texts.counted, `${count(s.counted)} (${percentOf(s.counted, s.clicks)})`],
    [texts.flagged, `${count(s.flagged)} (${percentOf(s.flagged, s.counted)})`],
    [`${texts.conversions}: ${texts.verified}`, count(s.verified_conversions)],
    [texts.unverified, count(s.unverified_conversions)],
  ];
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <p className="mb-2 text-sm font-semibold text-secondary">{name}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {pairs.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Clicks by what became of them and conversions by trust, per channel with a total: a table, or cards on a phone. */
export function TrafficSharesTable({ channels, totals }: { channels: readonly ChannelTrafficShares[]; totals: TrafficShares }) {
  if (channels.length === 0) return <p className="text-sm text-gray-600">{texts.noTraffic}</p>;
  const head = 'whitespace-nowrap px-3 py-2 text-right font-medium';
  return (
    <>
      <ul className="space-y-2 md:hidden" aria-label={texts.sharesLabel}>
        {channels.map((c) => (
          <ShareCard key={c.broadcaster} name={c.broadcaster} s={c} />
        ))}
        <ShareCard name={texts.total} s={totals} />
      </ul>
      <div className="hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={texts.sharesLabel}>
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
    </>
  );
}
