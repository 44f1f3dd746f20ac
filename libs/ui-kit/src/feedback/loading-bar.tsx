export interface LoadingBarProps {
  /** What is loading, shown above the bar, e.g. 'Loading Teams'. */
  label: string;
}

/** An indeterminate progress bar with its label. */
export function LoadingBar({ label }: LoadingBarProps) {
  return (
    <div role="status" aria-live="polite" className="my-6 w-full max-w-md">
      <p className="mb-2 text-sm font-medium text-secondary">{label}</p>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-primary-100" aria-hidden="true">
        <div className="h-full w-1/3 animate-loading-slide rounded-full bg-primary" />
      </div>
    </div>
  );
}
