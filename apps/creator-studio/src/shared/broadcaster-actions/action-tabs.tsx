import { useId } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface ActionTab<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs of an actions page (Required Actions and My Banners, or Sent Tweets): a tablist with arrow
 * keys, and the chosen tab's panel.
 */
export function ActionTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly ActionTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const keys = tabs.map((t) => t.key);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = keys[(keys.indexOf(selected) + step + keys.length) % keys.length];
    onSelect(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-gray-200" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected === tab.key}
            aria-controls={`${id}-panel`}
            tabIndex={selected === tab.key ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm ${
              selected === tab.key ? 'border-primary font-semibold text-secondary' : 'border-transparent text-gray-600 hover:text-secondary'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
