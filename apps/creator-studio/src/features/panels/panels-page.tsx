import { firstErrorText } from '@advocate/api-client';
import { EmptyState, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import { latestCompletedAction, openActionsOf, PANEL_ACTION_TYPES } from '../../shared/broadcaster-actions/action-groups.ts';
import { useBroadcasterActions } from '../../shared/broadcaster-actions/api/get-broadcaster-actions.ts';
import { ActionTabs } from '../../shared/broadcaster-actions/action-tabs.tsx';
import { MarkIncompleteButton } from '../../shared/broadcaster-actions/mark-incomplete-button.tsx';
import { BannerGrid } from './components/banner-grid.tsx';
import { PanelActionCard } from './components/panel-action-card.tsx';
import { activeBanners, panelsDefaultTab, type PanelsTab } from './lib/panel-banners.ts';
import { panelsTexts } from './lib/panels-texts.ts';

const TABS = [
  { key: 'required', label: panelsTexts.tabs.required },
  { key: 'banners', label: panelsTexts.tabs.banners },
] as const;

/**
 * /panels (spec 02 §2, §4): Required Actions (open banner actions, newest first, each completed
 * through a confirmation) and My Banners (the banners on their panels, 3 columns); it opens on My
 * Banners when nothing is required and banners exist. The latest completed action, when it is a
 * panel action, can be marked incomplete here.
 */
export function PanelsPage() {
  const { data, error } = useBroadcasterActions();
  const [chosen, setChosen] = useState<PanelsTab | null>(null);
  const open = useMemo(() => openActionsOf(data ?? [], PANEL_ACTION_TYPES), [data]);
  const banners = useMemo(() => activeBanners(data ?? []), [data]);
  const latest = useMemo(() => latestCompletedAction(data ?? []), [data]);
  const [initial, setInitial] = useState<PanelsTab | null>(null);
  if (data && initial === null) setInitial(panelsDefaultTab(open.length, banners.length));
  const tab = chosen ?? initial ?? 'required';

  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data) body = <LoadingBar label={panelsTexts.loading} />;
  else
    body = (
      <>
        {latest && (PANEL_ACTION_TYPES as readonly string[]).includes(latest.type.slug) ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 text-sm shadow-sm">
            <p className="text-gray-700">
              <span className="font-medium text-secondary">{panelsTexts.lastCompleted}:</span> {latest.type.name} · {latest.component} ·{' '}
              {latest.campaign_name}
            </p>
            <MarkIncompleteButton action={latest} />
          </div>
        ) : null}
        <ActionTabs label={panelsTexts.tabsLabel} tabs={TABS} selected={tab} onSelect={setChosen}>
          {tab === 'required' ? (
            open.length === 0 ? (
              <EmptyState message={panelsTexts.emptyRequired} />
            ) : (
              <ul className="space-y-4">
                {open.map((action) => (
                  <PanelActionCard key={action.id} action={action} />
                ))}
              </ul>
            )
          ) : banners.length === 0 ? (
            <EmptyState message={panelsTexts.emptyBanners} />
          ) : (
            <BannerGrid banners={banners} />
          )}
        </ActionTabs>
      </>
    );

  return (
    <div className="space-y-6">
      <PageTitle page={panelsTexts.title} />
      <p className="rounded-md border border-secondary-100 bg-secondary-50 px-4 py-3 text-sm text-secondary">{panelsTexts.desktopNote}</p>
      {body}
    </div>
  );
}
