import type { Manager } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';

interface RemovedManagersTableProps {
  managers: Manager[];
  /** Reactivate buttons only with canEditUsers (spec 01 §6). */
  canReactivate: (manager: Manager) => boolean;
  onReactivate: (manager: Manager) => void;
  busyId: number | null;
}

/** 'Removed Managers' (spec 01 §2): email and a reactivate button; shown only when any exist. */
export function RemovedManagersTable({ managers, canReactivate, onReactivate, busyId }: RemovedManagersTableProps) {
  return (
    <section aria-labelledby="removed-managers" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="removed-managers" className="mb-3 text-lg font-semibold text-secondary">
        Removed Managers
      </h2>
      <table className="w-full text-left text-sm text-secondary">
        <thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {managers.map((manager) => (
            <tr key={manager.id} className="border-b border-gray-100 last:border-0">
              <td className="break-all px-3 py-2">{manager.user.email}</td>
              <td className="px-3 py-2 text-right">
                {canReactivate(manager) ? (
                  <Button
                    variant="secondary"
                    aria-label={`Reactivate ${manager.user.email}`}
                    disabled={busyId === manager.id}
                    onClick={() => onReactivate(manager)}
                  >
                    Reactivate
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
