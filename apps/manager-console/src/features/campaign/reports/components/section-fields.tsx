import { CheckboxField, InputField } from '@advocate/ui-kit';
import type { FieldBinding } from '@advocate/ui-kit';
import { METRIC_LABELS } from '../lib/report-sections.ts';
import type { SectionState, TableSectionDefinition } from '../lib/report-sections.ts';
import { reportsTexts } from '../reports-texts.ts';

interface SectionFieldsProps {
  definition: TableSectionDefinition;
  state: SectionState;
  onChange: (next: SectionState) => void;
  /** The row limit's binding (its one visible message comes from the form). */
  limitField: FieldBinding;
}

/** One table section of the report (spec 01 §3, §7): include it, its optional columns, a row limit, and the empty-row filter. */
export function SectionFields({ definition, state, onChange, limitField }: SectionFieldsProps) {
  const toggleColumn = (column: SectionState['columns'][number], on: boolean) =>
    onChange({
      ...state,
      columns: on ? definition.columns.filter((c) => c === column || state.columns.includes(c)) : state.columns.filter((c) => c !== column),
    });
  return (
    <fieldset
      className={`rounded-md border p-3 ${state.include ? 'border-primary-200 bg-primary-50/40' : 'border-gray-200'}`}
      data-testid={`report-section-${definition.key}`}
    >
      <legend className="sr-only">{definition.label}</legend>
      <CheckboxField label={definition.label} checked={state.include} onChange={(include) => onChange({ ...state, include })} />
      {state.include ? (
        <div className="ml-6 space-y-2">
          {definition.columns.length > 0 ? (
            <fieldset>
              <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{reportsTexts.columns}</legend>
              {definition.columns.map((column) => (
                <CheckboxField
                  key={column}
                  label={METRIC_LABELS[column]}
                  checked={state.columns.includes(column)}
                  onChange={(on) => toggleColumn(column, on)}
                />
              ))}
            </fieldset>
          ) : null}
          {definition.limit ? <InputField label={reportsTexts.limit} type="number" min={1} step={1} field={limitField} /> : null}
          <CheckboxField
            label={reportsTexts.filterEmpty}
            checked={state.filter_empty}
            onChange={(filter_empty) => onChange({ ...state, filter_empty })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
