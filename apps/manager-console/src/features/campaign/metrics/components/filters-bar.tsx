import { Button, CheckboxField } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { dayWithYear } from '../lib/chart-series.ts';
import type { FilterChoices } from '../api/use-filter-choices.ts';
import type { AudienceMode, DateBounds, MetricsFilters } from '../lib/metrics-filters.ts';
import { activeFilterCount, normaliseFilters } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';
import { ChoiceList } from './choice-list.tsx';
import { DateField } from './date-field.tsx';

export interface FiltersBarProps {
  applied: MetricsFilters;
  bounds: DateBounds;
  choices: FilterChoices;
  onApply: (filters: MetricsFilters) => void;
}

/**
 * The collapsible Filters bar (spec 01 §2): Unique IPs Only, the date range inside the campaign's
 * dates, Component Types, Broadcasters (with Clear Selection) or Groups as the alternative, Apply.
 * Choices stay a draft until Apply, so the charts reload once per decision (decision 591).
 */
export function FiltersBar({ applied, bounds, choices, onApply }: FiltersBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MetricsFilters>(applied);
  const set = (change: Partial<MetricsFilters>) => setDraft((d) => ({ ...d, ...change }));
  const count = activeFilterCount(applied, bounds);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseFilters(draft, bounds);
    setDraft(next);
    onApply(next);
  };

  return (
    <section aria-label={t.filters} className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-3 px-4 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-secondary hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300"
        >
          <span aria-hidden="true" className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          {t.filters}
        </button>
        <p className="text-sm text-gray-700">
          {dayWithYear(applied.dateFrom)} – {dayWithYear(applied.dateTo)}
          <span className="mx-2 text-gray-400" aria-hidden="true">
            ·
          </span>
          {t.activeFilters(count)}
        </p>
      </div>
      <form id={panelId} hidden={!open} aria-label={t.filters} onSubmit={submit} className="space-y-4 border-t border-gray-200 px-4 py-4">
        <div className="flex flex-wrap items-end gap-4">
          <DateField label={t.dateFrom} value={draft.dateFrom} bounds={bounds} onChange={(dateFrom) => set({ dateFrom })} />
          <DateField label={t.dateTo} value={draft.dateTo} bounds={bounds} onChange={(dateTo) => set({ dateTo })} />
          <p className="pb-2 text-xs text-gray-600">{t.dateHint(bounds.min, bounds.max)}</p>
          <div className="pb-1 [&>div]:mb-0">
            <CheckboxField label={t.uniqueIps} checked={draft.unique} onChange={(unique) => set({ unique })} />
          </div>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <ChoiceList
            legend={t.componentTypes}
            options={choices.componentTypes.map((c) => ({ value: c.slug, label: c.name }))}
            selected={draft.componentTypes}
            onChange={(componentTypes) => set({ componentTypes })}
            noneMeans={t.allComponentTypes}
            selectedText={t.selected}
          />
          <div className="min-w-0 space-y-2">
            <AudienceToggle mode={draft.mode} onChange={(mode) => set({ mode })} />
            {draft.mode === 'broadcasters' ? (
              <ChoiceList
                legend={t.broadcasters}
                options={choices.broadcasters.map((b) => ({ value: b, label: b }))}
                emptyText={t.noBroadcasters}
                selected={draft.broadcasters}
                onChange={(broadcasters) => set({ broadcasters })}
                noneMeans={t.allBroadcasters}
                selectedText={t.selected}
                actions={
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-xs"
                    disabled={draft.broadcasters.length === 0}
                    onClick={() => set({ broadcasters: [] })}
                  >
                    {t.clearSelection}
                  </Button>
                }
              />
            ) : (
              <ChoiceList
                legend={t.groups}
                options={choices.groups.map((g) => ({ value: g.id, label: g.name }))}
                emptyText={t.noGroups}
                selected={draft.groups}
                onChange={(groups) => set({ groups })}
                noneMeans={t.allGroups}
                selectedText={t.selected}
                actions={
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-xs"
                    disabled={draft.groups.length === 0}
                    onClick={() => set({ groups: [] })}
                  >
                    {t.clearSelection}
                  </Button>
                }
              />
            )}
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit">{t.apply}</Button>
        </div>
      </form>
    </section>
  );
}

/** Broadcasters or Groups: one audience filter at a time (spec 01 §2 "offered as an alternative"). */
function AudienceToggle({ mode, onChange }: { mode: AudienceMode; onChange: (mode: AudienceMode) => void }) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-4">
      <legend className="float-left mr-2 text-sm font-medium text-secondary">{t.filterBy}</legend>
      {(['broadcasters', 'groups'] as const).map((value) => (
        <label key={value} className="flex items-center gap-1.5 text-sm text-secondary">
          <input
            type="radio"
            name={name}
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            className="h-4 w-4 accent-primary"
          />
          {value === 'broadcasters' ? t.broadcasters : t.groups}
        </label>
      ))}
    </fieldset>
  );
}
