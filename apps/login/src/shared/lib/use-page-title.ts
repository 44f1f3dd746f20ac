import { useEffect } from 'react';

/** Spec 00 §2: page titles use the product name as suffix. */
export function pageTitle(page: string): string {
  return `${page} | Advocate`;
}

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
