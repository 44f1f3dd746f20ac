import type { SummaryCard } from '../lib/summary-cards.ts';

/** The Campaign tab's six cards (spec 01 §2): a headline figure and the figures behind it. */
export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{card.title}</h2>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-secondary">
            {card.headline.value} <span className="ml-1 text-sm font-normal text-gray-600">{card.headline.label}</span>
          </p>
          {card.details.length > 0 ? (
            <dl className="mt-3 space-y-1 border-t border-gray-100 pt-2 text-sm">
              {card.details.map((figure) => (
                <div key={figure.label} className="flex justify-between gap-2">
                  <dt className="truncate text-gray-600">{figure.label}</dt>
                  <dd className="font-medium tabular-nums text-secondary">{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
