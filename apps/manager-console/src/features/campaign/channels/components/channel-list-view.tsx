import { Button } from '@advocate/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { channelsTexts } from '../channels-texts.ts';
import type { ChannelRow, Layout } from '../lib/channel-list.ts';

/** Cards drawn at first and added per step: a 1,000-channel campaign stays quick to filter and sort (decision 565). */
export const PAGE_STEP: Record<Layout, number> = { grid: 48, detailed: 12 };

/**
 * The cards, drawn a page at a time: more are added when the end of the list scrolls into view (or
 * with 'Show More'), so a filter or sort change redraws at most one page.
 */
export function ChannelListView({
  rows,
  layout,
  renderCard,
}: {
  rows: readonly ChannelRow[];
  layout: Layout;
  renderCard: (row: ChannelRow) => ReactNode;
}) {
  const step = PAGE_STEP[layout];
  const [limit, setLimit] = useState(step);
  const sentinel = useRef<HTMLDivElement | null>(null);
  // A new list (filter, sort, layout) starts again at one page.
  useEffect(() => setLimit(step), [rows, step]);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((current) => current + step);
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [step, limit, rows.length]);
  const shown = rows.slice(0, limit);
  return (
    <>
      <ul className={layout === 'grid' ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4' : 'space-y-4'}>
        {shown.map(renderCard)}
      </ul>
      {shown.length < rows.length ? (
        <div ref={sentinel} className="flex items-center justify-center gap-3 py-4 text-sm text-gray-700">
          <span>{channelsTexts.shown(shown.length, rows.length)}</span>
          <Button variant="secondary" onClick={() => setLimit((current) => current + step)}>
            {channelsTexts.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
