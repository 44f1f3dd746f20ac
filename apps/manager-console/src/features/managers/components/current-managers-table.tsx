import type { TeamSummary } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { teamNamesOf, type CurrentRow } from '../lib/manager-rows.ts';
import { AREAS } from '../lib/permission-levels.ts';
import { ManagerCards } from './manager-cards.tsx';
import { PermissionIcon } from './permission-icon.tsx';

export interface CurrentManagersTableProps {
  rows: CurrentRow[];
  teams: TeamSummary[] | undefined;
  /** Whether the row gets edit and delete buttons (canEditUsers, and not someone only an admin may change). */
  editable: (row: CurrentRow) => { edit: boolean; remove: boolean };
  onEdit: (row: CurrentRow) => void;
  onDelete: (row: CurrentRow) => void;
}

const cell = 'px-3 py-2 align-middle';

/**
 * 'Current Managers' (spec 01 §2): active managers and pending invitations, marked 'Invitation
 * Pending'; a table from the md breakpoint, one card per row on phones.
 */
export function CurrentManagersTable({ rows, teams, editable, onEdit, onDelete }: CurrentManagersTableProps) {
  const anyActions = rows.some((row) => editable(row).edit || editable(row).remove);
  return (
    <section aria-labelledby="current-managers" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="current-managers" className="mb-3 text-lg font-semibold text-secondary">
        Current Managers
      </h2>
      <ManagerCards rows={rows} teams={teams} editable={editable} onEdit={onEdit} onDelete={onDelete} />
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm text-secondary">
          <thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
            <tr>
              <th scope="col" className={cell}>
                Email
              </th>
              {AREAS.map((area) => (
                <th key={area.key} scope="col" className={`${cell} text-center`}>
                  {area.label}
                </th>
              ))}
              <th scope="col" className={cell}>
                Team Names
              </th>
              {anyActions ? (
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const can = editable(row);
              return (
                <tr key={row.key} className="border-b border-gray-100 last:border-0">
                  <td className={`${cell} break-all`}>
                    {row.email}
                    {row.kind === 'invitation' ? (
                      <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-900">
                        Invitation Pending
                      </span>
                    ) : null}
                  </td>
                  {AREAS.map((area) => (
                    <td key={area.key} className={`${cell} text-center`}>
                      <PermissionIcon area={area.label} level={row.levels[area.key]} />
                    </td>
                  ))}
                  <td className={cell}>{teamNamesOf(row.teams, teams).join(', ')}</td>
                  {anyActions ? (
                    <td className={`${cell} whitespace-nowrap text-right`}>
                      {can.edit ? (
                        <Button variant="ghost" aria-label={`Edit ${row.email}`} onClick={() => onEdit(row)}>
                          Edit
                        </Button>
                      ) : null}
                      {can.remove ? (
                        <Button variant="ghost" aria-label={`Delete ${row.email}`} onClick={() => onDelete(row)}>
                          Delete
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
