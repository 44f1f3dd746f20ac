import type { BroadcasterCampaign } from '@advocate/api-client';
import { conversionRate, formatCount } from '@advocate/metrics-math';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { campaignsTexts } from '../lib/campaigns-texts.ts';

type TabKey = keyof typeof campaignsTexts.tabs;
const TAB_KEYS = Object.keys(campaignsTexts.tabs) as TabKey[];

function Text({ value }: { value: string }) {
  return <p className="whitespace-pre-wrap break-words">{value || campaignsTexts.nothingHere}</p>;
}

function TabBody({ tab, campaign }: { tab: TabKey; campaign: BroadcasterCampaign }) {
  if (tab === 'description') return <Text value={campaign.description} />;
  if (tab === 'requirements') return <Text value={campaign.requirements} />;
  if (tab === 'guidelines') return <Text value={campaign.general_guidelines} />;
  if (tab === 'paymentTerms') return <Text value={campaign.payment_terms} />;
  if (tab === 'components') {
    if (campaign.components.length === 0) return <p>{campaignsTexts.noComponents}</p>;
    return (
      <ul className="divide-y divide-gray-100">
        {campaign.components.map((component) => (
          <li key={component.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span className="break-words font-medium text-secondary">{component.name}</span>
            <span className="text-xs text-gray-600">
              {component.type_name}
              {component.is_ready ? '' : ` · ${campaignsTexts.componentPending}`}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  const { clicks, conversions } = campaign.metrics;
  const tiles: [string, string][] = [[campaignsTexts.metrics.clicks, formatCount(clicks)]];
  if (campaign.has_conversions) {
    tiles.push([campaignsTexts.metrics.conversions, formatCount(conversions)]);
    tiles.push([campaignsTexts.metrics.conversionRate, `${formatCount(conversionRate(conversions, clicks))}%`]);
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-md bg-secondary-50 p-3">
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="text-lg font-semibold text-secondary">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's tabs (spec 02 §2): description, requirements, guidelines, payment terms, components, metrics. */
export function CampaignTabs({ campaign }: { campaign: BroadcasterCampaign }) {
  const [tab, setTab] = useState<TabKey>('description');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TAB_KEYS[(TAB_KEYS.indexOf(tab) + step + TAB_KEYS.length) % TAB_KEYS.length];
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={campaign.name} className="flex flex-wrap gap-x-1 border-b border-gray-200" onKeyDown={onKeyDown}>
        {TAB_KEYS.map((key) => (
          <button
            key={key}
            id={`${id}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm ${
              tab === key ? 'border-primary font-semibold text-secondary' : 'border-transparent text-gray-600 hover:text-secondary'
            }`}
          >
            {campaignsTexts.tabs[key]}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="pt-3 text-sm text-gray-700">
        <TabBody tab={tab} campaign={campaign} />
      </div>
    </div>
  );
}
