import type { CampaignEvent } from '@advocate/api-client';
import { timeAgo } from '@advocate/metrics-math';
import { EmptyState } from '@advocate/ui-kit';
import { overviewTexts } from '../lib/overview-texts.ts';

/** Spec 01 §2, §9: the feed loads 100 events and shows at most 6. */
export const FEED_SHOWN = 6;

/** The latest-activity feed: 'X minutes/hour(s) ago' up to a day, then the date (spec 01 §2). */
export function ActivityFeed({ events, now }: { events: CampaignEvent[]; now: Date }) {
  return (
    <section aria-labelledby="activity-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="activity-title" className="mb-3 text-base font-semibold text-secondary">
        {overviewTexts.activityTitle}
      </h2>
      {events.length === 0 ? (
        <EmptyState message={overviewTexts.activityEmpty} />
      ) : (
        <ul className="divide-y divide-gray-100">
          {events.slice(0, FEED_SHOWN).map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="break-words text-sm text-secondary">
                {event.link ? (
                  <a href={event.link} target="_blank" rel="noreferrer" className="underline decoration-dotted underline-offset-2">
                    {event.message}
                  </a>
                ) : (
                  event.message
                )}
              </span>
              <time dateTime={event.created} className="shrink-0 text-xs text-gray-600">
                {timeAgo(event.created, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
