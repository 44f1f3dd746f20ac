import type { ActivityKind, CampaignSummary, Manager, TeamSummary } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { useId, type ReactNode } from 'react';
import { activityTexts as t, kindLabels } from '../activity-texts.ts';
import type { ActivityFilterState } from '../lib/activity-filters.ts';

const controlClass =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-gray-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface ActivityFilterBarProps {
  state: ActivityFilterState;
  teams: TeamSummary[];
  campaigns: CampaignSummary[];
  people: Manager[];
  onChange: (change: Partial<ActivityFilterState>) => void;
  onClear: () => void;
}

/** Team, campaign, person, kind and dates (issue 30 part 4); each change starts again from the newest entry. */
export function ActivityFilterBar({ state, teams, campaigns, people, onChange, onClear }: ActivityFilterBarProps) {
  const shownCampaigns = state.team ? campaigns.filter((c) => String(c.team) === state.team) : campaigns;
  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      <Field label={t.team}>
        {(id) => (
          <select id={id} className={controlClass} value={state.team} onChange={(e) => onChange({ team: e.target.value, campaign: '' })}>
            <option value="">{t.all}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.campaign}>
        {(id) => (
          <select id={id} className={controlClass} value={state.campaign} onChange={(e) => onChange({ campaign: e.target.value })}>
            <option value="">{t.all}</option>
            {shownCampaigns.map((campaign) => (
              <option key={campaign.slug} value={campaign.slug}>
                {campaign.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.person}>
        {(id) => (
          <select id={id} className={controlClass} value={state.person} onChange={(e) => onChange({ person: e.target.value })}>
            <option value="">{t.all}</option>
            {people.map((person) => (
              <option key={person.user.id} value={person.user.id}>
                {person.user.email}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.kind}>
        {(id) => (
          <select
            id={id}
            className={controlClass}
            value={state.kind}
            onChange={(e) => onChange({ kind: e.target.value as ActivityKind | '' })}
          >
            <option value="">{t.all}</option>
            {(Object.keys(kindLabels) as ActivityKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.from}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={controlClass}
            value={state.dateFrom}
            max={state.dateTo || undefined}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        )}
      </Field>
      <Field label={t.to}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={controlClass}
            value={state.dateTo}
            min={state.dateFrom || undefined}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
        )}
      </Field>
      <div className="sm:col-span-2 lg:col-span-3 xl:col-span-6">
        <Button variant="secondary" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
    </div>
  );
}
