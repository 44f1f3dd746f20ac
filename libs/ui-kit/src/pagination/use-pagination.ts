import { useCallback, useState } from 'react';

export interface PaginationState<T> {
  /** Zero-based page, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  showAll: boolean;
  /** The items to render: the current page, or every item while Show All is on. */
  visible: T[];
  setPage: (page: number) => void;
  toggleShowAll: () => void;
}

/** Client-side paging of a list with the Show All / Hide All toggle (e.g. page size 12). */
export function usePagination<T>(items: T[], pageSize: number): PaginationState<T> {
  const [requestedPage, setRequestedPage] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(0, requestedPage), pageCount - 1);
  const visible = showAll ? items : items.slice(page * pageSize, (page + 1) * pageSize);
  const setPage = useCallback((next: number) => setRequestedPage(next), []);
  const toggleShowAll = useCallback(() => setShowAll((on) => !on), []);
  return { page, pageCount, pageSize, total: items.length, showAll, visible, setPage, toggleShowAll };
}
