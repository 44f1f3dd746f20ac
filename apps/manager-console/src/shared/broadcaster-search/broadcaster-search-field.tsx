import type { BroadcasterSearchFilters, BroadcasterSuggestion } from '@advocate/api-client';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useBroadcasterSuggestions } from './use-broadcaster-suggestions.ts';

export interface BroadcasterSearchFieldProps {
  label: string;
  /** The typed text; picking a suggestion sets it to that username. */
  value: string;
  onChange: (value: string) => void;
  /** Narrows the suggestions (team members, or everyone but them; the same for a campaign). */
  filters?: BroadcasterSearchFilters;
  /** The one message to show under the field (first error only, spec 00 §5). */
  error?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  placeholder?: string;
}

/**
 * The broadcaster autosuggest (spec 01 §5, §9): an ARIA 1.2 combobox whose list opens after more
 * than 1 typed character with at most 10 suggestions. Arrow keys move through the list, Enter picks,
 * Escape closes; a pointer picks with a click.
 */
export function BroadcasterSearchField({
  label,
  value,
  onChange,
  filters = {},
  error,
  onBlur,
  autoFocus,
  placeholder,
}: BroadcasterSearchFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useBroadcasterSuggestions(value, filters, open);
  const expanded = open && suggestions.length > 0;

  const pick = (suggestion: BroadcasterSuggestion) => {
    onChange(suggestion.username);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape reaches the modal around it.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary shadow-sm focus:outline-none focus:ring-2 focus:ring-primary-300 ${
          error ? 'border-red-500' : 'border-gray-300'
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.username}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input so the pick is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-secondary ${index === active ? 'bg-primary-50' : 'hover:bg-secondary-50'}`}
          >
            {suggestion.profile_image ? <img src={suggestion.profile_image} alt="" className="h-6 w-6 rounded-full" /> : null}
            <span className="truncate">{suggestion.username}</span>
            {suggestion.platforms[0] ? <span className="ml-auto text-xs capitalize text-gray-600">{suggestion.platforms[0]}</span> : null}
          </li>
        ))}
      </ul>
      <span className="sr-only" aria-live="polite">
        {open && !loading && value.trim().length > 1 ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}` : ''}
      </span>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
