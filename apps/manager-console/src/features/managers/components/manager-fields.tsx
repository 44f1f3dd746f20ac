import type { TeamSummary, User } from '@advocate/api-client';
import { useId } from 'react';
import { AREAS, LEVEL_LABELS, levelChoices, type Level, type PermissionArea } from '../lib/permission-levels.ts';
import type { ManagerFormValues } from '../lib/use-manager-form.ts';

interface TeamsFieldProps {
  teams: TeamSummary[];
  selected: number[];
  onToggle: (id: number, on: boolean) => void;
  error?: string;
}

/** The teams multi-select: one checkbox per team the viewer may grant (spec 01 §6 scoped to teams). */
export function TeamsField({ teams, selected, onToggle, error }: TeamsFieldProps) {
  const errorId = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-secondary">Teams</legend>
      <div className="max-h-40 overflow-y-auto rounded-md border border-gray-300 p-2">
        {teams.length === 0 ? <p className="text-sm text-gray-600">No teams</p> : null}
        {teams.map((team) => (
          <label key={team.id} className="flex items-center gap-2 py-1 text-sm text-secondary">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={selected.includes(team.id)}
              onChange={(event) => onToggle(team.id, event.target.checked)}
            />
            {team.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface LevelsFieldProps {
  viewer: User;
  values: ManagerFormValues;
  initial?: Partial<ManagerFormValues>;
  onChange: (area: PermissionArea, level: Level) => void;
  disabled?: boolean;
}

/** The three permission levels (spec 01 §6: campaigns and teams 0 or 1, users 0, 1 or 2). */
export function LevelsField({ viewer, values, initial, onChange, disabled }: LevelsFieldProps) {
  const id = useId();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-3">
      {AREAS.map((area) => (
        <div key={area.key}>
          <label htmlFor={`${id}-${area.key}`} className="mb-1 block text-sm font-medium text-secondary">
            {area.label} permission
          </label>
          <select
            id={`${id}-${area.key}`}
            value={values[area.key]}
            disabled={disabled}
            onChange={(event) => onChange(area.key, Number(event.target.value) as Level)}
            className="block w-full rounded-md border border-gray-300 bg-white px-2 py-2 text-sm text-secondary disabled:bg-gray-100"
          >
            {levelChoices(viewer, area, initial?.[area.key]).map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
