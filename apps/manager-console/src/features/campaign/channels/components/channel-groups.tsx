import type { Label } from '@advocate/api-client';
import { useId } from 'react';
import { channelsTexts } from '../channels-texts.ts';

/** A card's group chips; with `onRemove` each has a remove button (spec 01 §2). */
export function ChannelGroupChips({ groups, onRemove }: { groups: readonly Label[]; onRemove?: (label: Label) => void }) {
  if (groups.length === 0) return null;
  return (
    <ul aria-label={channelsTexts.groups} className="flex flex-wrap gap-1.5">
      {groups.map((label) => (
        <li
          key={label.id}
          className="inline-flex items-center gap-1 rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-medium text-secondary"
        >
          {label.name}
          {onRemove ? (
            <button
              type="button"
              aria-label={channelsTexts.removeFromGroup(label.name)}
              onClick={() => onRemove(label)}
              className="rounded-full px-1 text-secondary hover:bg-secondary-100"
            >
              ×
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Manage Groups mode: the card's checkbox for the group chosen in the toolbar. */
export function GroupCheckbox({
  group,
  checked,
  username,
  onChange,
}: {
  group: Label;
  checked: boolean;
  username: string;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded bg-secondary-50 px-2 py-1 text-xs text-secondary">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-who`}
      />
      <label htmlFor={id}>{channelsTexts.inGroup(group.name)}</label>
      <span id={`${id}-who`} className="sr-only">
        {username}
      </span>
    </div>
  );
}
