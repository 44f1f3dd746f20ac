import { dashboardTexts } from '../lib/dashboard-texts.ts';

/**
 * Where the action queue goes (spec 02 §2); the actions are built by a later issue, so this says
 * only that, and never the 'completed all your assigned actions' empty state it could not know.
 */
export function ActionQueuePlaceholder() {
  return (
    <section aria-labelledby="actions-heading" className="rounded-lg border border-dashed border-gray-300 bg-white p-4">
      <h2 id="actions-heading" className="text-lg font-semibold text-secondary">
        {dashboardTexts.actionsHeading}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{dashboardTexts.actionsPending}</p>
    </section>
  );
}
