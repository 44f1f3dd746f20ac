import { useEffect } from 'react';

export const PRODUCT_NAME = 'Advocate';

/** The document title template of spec 00 §2: the page name with the product name as suffix. */
export function formatPageTitle(page: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets `document.title` to `{page} | Advocate` while the calling page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}

export interface PageTitleProps {
  /** Heading text. */
  page: string;
  /** Document title when it should differ from the heading (e.g. with a campaign name). */
  documentTitle?: string;
}

/** The page heading, which also sets the document title. */
export function PageTitle({ page, documentTitle }: PageTitleProps) {
  usePageTitle(documentTitle ?? page);
  return <h1 className="text-2xl font-semibold text-secondary">{page}</h1>;
}
