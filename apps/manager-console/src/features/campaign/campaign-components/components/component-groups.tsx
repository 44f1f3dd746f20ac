import type { Label } from '@advocate/api-client';
import { useId } from 'react';
import { componentsTexts } from '../components-texts.ts';

/** A card's group chips; with `onRemove` each chip has a remove button (spec 01 §2 group chips). */
export function GroupChips({
  groups,
  onRemove,
  busy = false,
}: {
  groups: readonly Label[];
  onRemove?: (label: Label) => void;
  busy?: boolean;
}) {
  if (groups.length === 0) return null;
  return (
    <ul aria-label={componentsTexts.groups} className="flex flex-wrap gap-1.5">
      {groups.map((label) => (
        <li
          key={label.id}
          className="inline-flex items-center gap-1 rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-medium text-secondary"
        >
          {label.name}
          {onRemove ? (
            <button
              type="button"
              disabled={busy}
              aria-label={componentsTexts.removeFromGroup(label.name)}
              onClick={() => onRemove(label)}
              className="rounded-full px-1 text-secondary hover:bg-secondary-100 disabled:opacity-50"
            >
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Manage Groups mode: the dropdown that puts a component in one more group. */
export function GroupPicker({
  componentName,
  groups,
  onPick,
}: {
  componentName: string;
  groups: readonly Label[];
  onPick: (labelId: number) => void;
}) {
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {componentsTexts.addToGroupLabel(componentName)}
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => event.target.value && onPick(Number(event.target.value))}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-xs text-secondary"
      >
        <option value="">{componentsTexts.addToGroup}</option>
        {groups.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
      </select>
    </div>
  );
}
