import type { ComplianceComponent } from '@advocate/api-client';
import { useId } from 'react';
import { COMPONENT_TYPE_OPTIONS, complianceTexts, SHOW_OPTIONS, type ShowFilter } from '../compliance-texts.ts';

export type ComplianceView = 'broadcasters' | 'components';

export interface ComplianceFilterState {
  view: ComplianceView;
  hideDetails: boolean;
  name: string;
  show: ShowFilter;
  componentType: string;
  componentId: number | null;
}

const selectClass = 'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary focus:border-primary focus:outline-none';

/**
 * Controls of the page (spec 01 §2): Hide details, the broadcaster filter, Show (All, Compliant,
 * Non-Compliant); in the Components view the Component Type and Component selects.
 */
export function ComplianceFilters({
  state,
  onChange,
  components,
}: {
  state: ComplianceFilterState;
  onChange: (next: Partial<ComplianceFilterState>) => void;
  components: readonly ComplianceComponent[];
}) {
  const id = useId();
  const ofType = components.filter((c) => c.type === state.componentType);
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border border-gray-200 bg-white p-4">
      {state.view === 'broadcasters' ? (
        <label className="flex items-center gap-2 self-center text-sm text-secondary">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={state.hideDetails}
            onChange={(e) => onChange({ hideDetails: e.target.checked })}
          />
          {complianceTexts.hideDetails}
        </label>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-type`} className="text-xs font-medium uppercase tracking-wide text-gray-600">
              {complianceTexts.componentType}
            </label>
            <select
              id={`${id}-type`}
              className={selectClass}
              value={state.componentType}
              onChange={(e) => {
                const first = components.find((c) => c.type === e.target.value);
                onChange({ componentType: e.target.value, componentId: first?.id ?? null });
              }}
            >
              {COMPONENT_TYPE_OPTIONS.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-component`} className="text-xs font-medium uppercase tracking-wide text-gray-600">
              {complianceTexts.component}
            </label>
            <select
              id={`${id}-component`}
              className={selectClass}
              value={state.componentId ?? ''}
              disabled={ofType.length === 0}
              onChange={(e) => onChange({ componentId: e.target.value ? Number(e.target.value) : null })}
            >
              {ofType.length === 0 ? <option value="">{complianceTexts.noComponents}</option> : null}
              {ofType.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-xs font-medium uppercase tracking-wide text-gray-600">
          {complianceTexts.broadcasterFilter}
        </label>
        <input
          id={`${id}-name`}
          type="search"
          className={selectClass}
          placeholder={complianceTexts.broadcasterFilterPlaceholder}
          value={state.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-show`} className="text-xs font-medium uppercase tracking-wide text-gray-600">
          {complianceTexts.show}
        </label>
        <select
          id={`${id}-show`}
          className={selectClass}
          value={state.show}
          onChange={(e) => onChange({ show: e.target.value as ShowFilter })}
        >
          {SHOW_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
