import { useId, useState } from 'react';
import { reportsTexts } from '../reports-texts.ts';

interface BroadcasterChoiceProps {
  usernames: readonly string[];
  scope: 'all' | 'chosen';
  chosen: readonly string[];
  onScope: (scope: 'all' | 'chosen') => void;
  onChosen: (chosen: string[]) => void;
  /** The rule's visible message (at least one when 'Only these broadcasters'). */
  error: string | undefined;
}

/** The report's broadcasters (decision 603): all of the campaign's, or only the ones ticked in a filterable list. */
export function BroadcasterChoice({ usernames, scope, chosen, onScope, onChosen, error }: BroadcasterChoiceProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = usernames.filter((u) => u.toLowerCase().includes(needle));
  const toggle = (username: string, on: boolean) => onChosen(on ? [...chosen, username] : chosen.filter((u) => u !== username));
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-secondary">{reportsTexts.broadcasters}</legend>
      <div className="flex flex-wrap gap-4 text-sm text-secondary">
        {(['all', 'chosen'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => onScope(value)}
              className="accent-primary"
            />
            {value === 'all' ? reportsTexts.allBroadcasters : reportsTexts.chosenBroadcasters}
          </label>
        ))}
      </div>
      {scope === 'chosen' ? (
        <div className="mt-2 rounded-md border border-gray-200 p-2">
          {usernames.length === 0 ? (
            <p className="text-sm text-gray-600">{reportsTexts.noBroadcasters}</p>
          ) : (
            <>
              <label htmlFor={`${id}-filter`} className="sr-only">
                {reportsTexts.filterBroadcasters}
              </label>
              <input
                id={`${id}-filter`}
                type="search"
                placeholder={reportsTexts.filterBroadcasters}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                className="mb-2 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
              />
              <ul
                className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto md:grid-cols-3"
                aria-label={reportsTexts.broadcasters}
              >
                {shown.map((username) => (
                  <li key={username}>
                    <label className="flex items-center gap-2 text-sm text-secondary">
                      <input
                        type="checkbox"
                        checked={chosen.includes(username)}
                        onChange={(e) => toggle(username, e.target.checked)}
                        className="h-4 w-4 accent-primary"
                      />
                      {username}
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
