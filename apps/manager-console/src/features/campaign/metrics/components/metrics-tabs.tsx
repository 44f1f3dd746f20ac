import { Link } from 'react-router-dom';
import { METRICS_TAB_PARAM, METRICS_TABS, metricsTexts } from '../metrics-texts.ts';
import type { MetricsTab } from '../metrics-texts.ts';

/** The tab's address: the page itself for Campaign, `?view=clicks` and so on for the others (decision 590). */
export const metricsTabSearch = (tab: MetricsTab) => (tab === 'campaign' ? '' : `?${METRICS_TAB_PARAM}=${tab}`);

/** Reads the open sub-tab from the query; anything unknown opens the Campaign tab. */
export function metricsTabOf(search: URLSearchParams): MetricsTab {
  const value = search.get(METRICS_TAB_PARAM);
  return (METRICS_TABS as readonly string[]).includes(value ?? '') ? (value as MetricsTab) : 'campaign';
}

/** Sub-tabs Campaign, Clicks, Games, Reports (spec 01 §2) as links: each view has its own address for sharing and Back. */
export function MetricsTabs({ current }: { current: MetricsTab }) {
  return (
    <nav aria-label={metricsTexts.views}>
      <ul className="flex gap-1 border-b border-gray-200">
        {METRICS_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={{ search: metricsTabSearch(tab) }}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300 ${
                  active ? 'border-primary text-primary-700' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-secondary'
                }`}
              >
                {metricsTexts.tabs[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
