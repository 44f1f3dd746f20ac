import type { ActivityKind } from '@advocate/api-client';

/** The Activity page's words (issue 30 part 4; docs/spec-addenda/manager-console.md, decision 804). */
export const activityTexts = {
  page: 'Activity',
  intro:
    'Every change managers made to teams, squads, campaigns, managers, components, compliance, webhooks, reports and featured broadcasters.',
  loading: 'Loading Activity',
  team: 'Team',
  campaign: 'Campaign',
  person: 'Person',
  kind: 'Kind',
  from: 'From',
  to: 'To',
  all: 'All',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  preparingCsv: 'Preparing the CSV file',
  csvFile: 'activity.csv',
  when: 'When',
  who: 'Who',
  what: 'What',
  where: 'Where',
  change: 'Change',
  newer: 'Newer',
  older: 'Older',
  empty: 'No activity matches these filters.',
  severalTeams: 'Several teams',
  noValue: '—',
  hidden: 'hidden',
  changeOf: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  pageOf: (page: number) => `Page ${page}`,
} as const;

/** Each kind's name in the filter and the table. */
export const kindLabels: Record<ActivityKind, string> = {
  team: 'Team',
  squad: 'Squad',
  campaign: 'Campaign',
  manager: 'Manager',
  component: 'Component',
  compliance: 'Compliance',
  webhook: 'Webhooks & secrets',
  report: 'Report',
  feature: 'Featured broadcaster',
  payouts: 'Payouts',
};

/** An action as a person reads it: `settings_updated` → 'Settings updated'. */
export function actionLabel(action: string): string {
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field name as a person reads it: `seconds_per_impression` → 'seconds per impression'. */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ');
