import { useId } from 'react';
import { reportsTexts } from '../reports-texts.ts';

interface CampaignChoiceProps {
  campaigns: ReadonlyArray<{ slug: string; name: string }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
}

/** The campaigns a report covers (spec 01 §3 Report campaigns): the open one first, others of its team to add (decision 603). */
export function CampaignChoice({ campaigns, chosen, onChange, error }: CampaignChoiceProps) {
  const id = useId();
  const toggle = (slug: string, on: boolean) => onChange(on ? [...chosen, slug] : chosen.filter((s) => s !== slug));
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-secondary">{reportsTexts.campaigns}</legend>
      <ul className="grid max-h-40 grid-cols-1 gap-1 overflow-y-auto md:grid-cols-2">
        {campaigns.map((campaign) => (
          <li key={campaign.slug}>
            <label className="flex items-center gap-2 text-sm text-secondary">
              <input
                type="checkbox"
                checked={chosen.includes(campaign.slug)}
                onChange={(e) => toggle(campaign.slug, e.target.checked)}
                className="h-4 w-4 accent-primary"
              />
              {campaign.name}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
