import { Button } from '@advocate/ui-kit';
import { teamNamesOf } from '../lib/manager-rows.ts';
import { AREAS } from '../lib/permission-levels.ts';
import type { CurrentManagersTableProps } from './current-managers-table.tsx';
import { PermissionIcon } from './permission-icon.tsx';

/** The 'Current Managers' rows as cards, for phones (below the md breakpoint). */
export function ManagerCards({ rows, teams, editable, onEdit, onDelete }: CurrentManagersTableProps) {
  return (
    <ul className="divide-y divide-gray-100 md:hidden">
      {rows.map((row) => {
        const can = editable(row);
        const names = teamNamesOf(row.teams, teams);
        return (
          <li key={row.key} className="py-3 text-sm text-secondary">
            <p className="break-all font-medium">{row.email}</p>
            {row.kind === 'invitation' ? (
              <span className="mt-1 inline-block rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-900">
                Invitation Pending
              </span>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {AREAS.map((area) => (
                <span key={area.key} className="inline-flex items-center gap-1 text-xs text-gray-700">
                  <PermissionIcon area={area.label} level={row.levels[area.key]} />
                  <span aria-hidden="true">{area.label}</span>
                </span>
              ))}
            </div>
            {names.length ? <p className="mt-1 text-xs text-gray-700">{names.join(', ')}</p> : null}
            {can.edit || can.remove ? (
              <div className="mt-2 flex gap-2">
                {can.edit ? (
                  <Button variant="secondary" aria-label={`Edit ${row.email}`} onClick={() => onEdit(row)}>
                    Edit
                  </Button>
                ) : null}
                {can.remove ? (
                  <Button variant="secondary" aria-label={`Delete ${row.email}`} onClick={() => onDelete(row)}>
                    Delete
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
