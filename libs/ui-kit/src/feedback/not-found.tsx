import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title.tsx';

export const PAGE_NOT_FOUND = 'Page Not Found';

export interface NotFoundProps {
  /** Defaults to 'Page Not Found'; e.g. '404 Campaign Not Found' for an unknown campaign. */
  message?: string;
  children?: ReactNode;
}

export function NotFound({ message = PAGE_NOT_FOUND, children }: NotFoundProps) {
  usePageTitle(message);
  return (
    <div className="flex flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-semibold text-secondary">{message}</h1>
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
