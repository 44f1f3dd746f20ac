import { complianceTexts } from '../compliance-texts.ts';
import type { ComplianceView } from './compliance-filters.tsx';

/** The Broadcasters/Components toggle (spec 01 §2). */
export function ViewToggle({ view, onChange }: { view: ComplianceView; onChange: (view: ComplianceView) => void }) {
  const options: Array<{ value: ComplianceView; label: string }> = [
    { value: 'broadcasters', label: complianceTexts.broadcastersView },
    { value: 'components', label: complianceTexts.componentsView },
  ];
  return (
    <div role="group" aria-label={complianceTexts.view} className="inline-flex overflow-hidden rounded-md border border-secondary-300">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={`px-4 py-2 text-sm font-medium ${view === option.value ? 'bg-secondary text-white' : 'bg-white text-secondary hover:bg-secondary-50'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
