import { Button } from '../button.tsx';
import type { PaginationState } from './use-pagination.ts';

export type PaginationProps = Pick<
  PaginationState<unknown>,
  'page' | 'pageCount' | 'pageSize' | 'total' | 'showAll' | 'setPage' | 'toggleShowAll'
>;

/**
 * Page controls plus the Show All / Hide All toggle. Renders nothing when every item already
 * fits on one page.
 */
export function Pagination({ page, pageCount, pageSize, total, showAll, setPage, toggleShowAll }: PaginationProps) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-4 text-sm">
      {showAll ? (
        <span />
      ) : (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-gray-600">
            Page {page + 1} of {pageCount}
          </span>
          <Button variant="secondary" disabled={page >= pageCount - 1} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
      <Button variant="ghost" aria-pressed={showAll} onClick={toggleShowAll}>
        {showAll ? 'Hide All' : 'Show All'}
      </Button>
    </nav>
  );
}
