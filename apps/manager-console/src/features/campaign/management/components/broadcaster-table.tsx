import type { CampaignBroadcasterStatus } from '@advocate/api-client';
import { Button, EmptyState } from '@advocate/ui-kit';
import { formatUtcDate } from '@advocate/metrics-math';

interface BroadcasterTableProps {
  title: string;
  empty: string;
  rows: CampaignBroadcasterStatus[];
  actionLabel: string;
  /** The username whose change is under way (its button is disabled). */
  busy: string | null;
  onAction: (username: string) => void;
}

/** One of the management tables (spec 01 §2): Inactive Broadcasters with Activate, Active ones with Deactivate. */
export function BroadcasterTable({ title, empty, rows, actionLabel, busy, onAction }: BroadcasterTableProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-secondary">
        {title} <span className="text-sm font-normal text-gray-600">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-gray-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Broadcaster
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                  Since
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.username} className="border-b border-gray-100 last:border-0">
                  <td className="py-2 pr-4">
                    <span className="flex items-center gap-2">
                      {row.profile_image ? (
                        <img src={row.profile_image} alt="" className="h-7 w-7 shrink-0 rounded-full" />
                      ) : (
                        <span
                          aria-hidden="true"
                          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-secondary-100 text-xs font-semibold uppercase text-secondary"
                        >
                          {row.username.slice(0, 2)}
                        </span>
                      )}
                      <span className="break-all font-medium text-secondary">{row.username}</span>
                    </span>
                  </td>
                  <td className="py-2 pr-4 text-secondary">{row.status}</td>
                  <td className="hidden py-2 pr-4 text-gray-600 sm:table-cell">
                    {(row.responded_at ?? row.invited_at) ? formatUtcDate((row.responded_at ?? row.invited_at) as string) : ''}
                  </td>
                  <td className="py-2 text-right">
                    <Button
                      variant="secondary"
                      className="!px-3 !py-1"
                      disabled={busy === row.username}
                      aria-label={`${actionLabel} ${row.username}`}
                      onClick={() => onAction(row.username)}
                    >
                      {actionLabel}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
