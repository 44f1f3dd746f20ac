import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's exact empty-state text. */
  message: string;
  /** Optional follow-up action, e.g. a button. */
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      <p className="text-gray-600">{message}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}
