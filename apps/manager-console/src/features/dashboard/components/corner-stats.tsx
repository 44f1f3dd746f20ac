import type { ReactNode } from 'react';
import type { DashboardCampaigns } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

const keys = ['active_broadcasters', 'total_campaigns', 'active_campaigns', 'viewable_minutes', 'clicks'] as const;

/** One figure with its label, and its comparison arrow when there is one. */
export function StatTile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-secondary">
        {value}
        {children}
      </dd>
    </div>
  );
}

/** The dashboard's top bar of corner stats (spec 01 §2 Client dashboard). */
export function CornerStats({ stats }: { stats: DashboardCampaigns | undefined }) {
  return (
    <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {keys.map((key) => (
        <StatTile key={key} label={dashboardTexts.stats[key]} value={stats ? formatCount(Math.round(stats[key])) : '–'} />
      ))}
    </dl>
  );
}
