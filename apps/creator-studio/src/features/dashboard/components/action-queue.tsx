import { firstErrorText } from '@advocate/api-client';
import type { BroadcasterAction } from '@advocate/api-client';
import { EmptyState, LoadingBar } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { ACTION_GROUPS, actionGroupOf, type ActionGroup } from '../../../shared/broadcaster-actions/action-groups.ts';
import { useBroadcasterActions } from '../../../shared/broadcaster-actions/api/get-broadcaster-actions.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { prefersReducedMotion, useExitAnimation, type ExitingItem } from '../lib/use-exit-animation.ts';
import { ActionQueueItem } from './action-queue-item.tsx';

const GROUP_PAGES: Record<ActionGroup, string | null> = { panels: paths.panels, tweets: paths.twitter, links: paths.links, default: null };

/**
 * The dashboard's action queue (spec 02 §2): the open actions (GET broadcaster-actions/?completed=false)
 * grouped as panels, tweets, links and default, each group linking to its page; completed actions
 * animate out; "You've completed all your assigned actions!" once none is left.
 */
export function ActionQueue() {
  const { data, error } = useBroadcasterActions(false);
  const [reduceMotion] = useState(prefersReducedMotion);
  const shown = useExitAnimation(data, reduceMotion);
  const groups = useMemo(
    () =>
      ACTION_GROUPS.map((group) => ({ group, items: shown.filter((entry) => actionGroupOf(entry.item.type.slug) === group) })).filter(
        (g) => g.items.length > 0,
      ),
    [shown],
  );

  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data) body = <LoadingBar label={dashboardTexts.loadingActions} />;
  else if (groups.length === 0) body = <EmptyState message={dashboardTexts.actionsEmpty} />;
  else body = groups.map(({ group, items }) => <ActionGroupPanel key={group} group={group} items={items} />);

  return (
    <section aria-labelledby="actions-heading" className="space-y-4">
      <h2 id="actions-heading" className="text-lg font-semibold text-secondary">
        {dashboardTexts.actionsHeading}
      </h2>
      {body}
    </section>
  );
}

function ActionGroupPanel({ group, items }: { group: ActionGroup; items: ExitingItem<BroadcasterAction>[] }) {
  const texts = dashboardTexts.groups[group];
  const page = GROUP_PAGES[group];
  const open = items.filter((entry) => entry.phase === 'shown').length;
  const headingId = `action-group-${group}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm" data-testid={`action-group-${group}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-secondary">
          {texts.heading} <span className="ml-1 rounded-full bg-primary-50 px-2 text-sm text-primary-800">{open}</span>
        </h3>
        {page && texts.link ? (
          <Link to={page} className="text-sm font-medium text-primary-700 underline hover:text-primary-800">
            {texts.link}
          </Link>
        ) : null}
      </div>
      <ul className="space-y-2">
        {items.map(({ item, phase }) => (
          <ActionQueueItem key={item.id} action={item} phase={phase} completable={group === 'links' || group === 'default'} />
        ))}
      </ul>
    </section>
  );
}
