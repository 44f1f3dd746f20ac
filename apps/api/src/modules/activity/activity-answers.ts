import type { ActivityKind } from './activity-kinds.ts';
import type { ActivityAnswer, ActivityChange } from './schemas/activity-schemas.ts';
import type { ActivityViewer } from './activity-filters.ts';
import type { ActivityRow, ActivityValues } from './repositories/activity-repository.ts';

type TeamRef = { id: number; name: string };
const isTeamRefs = (value: unknown): value is TeamRef[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'id' in item && 'name' in item);

/**
 * A stored value as text. A list of teams ({id, name}) shows only the teams the viewer manages, as
 * the managers page does (decision 340): another team's name never reaches a manager through the log.
 */
function valueText(value: unknown, viewer: ActivityViewer): string | null {
  if (value === null || value === undefined) return null;
  if (isTeamRefs(value)) {
    const scope = viewer.teams;
    return value
      .filter((team) => scope === null || scope.includes(team.id))
      .map((team) => team.name)
      .join(', ');
  }
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function changesOf(before: ActivityValues | null, after: ActivityValues | null, viewer: ActivityViewer): ActivityChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: valueText(before?.[field], viewer),
    after: valueText(after?.[field], viewer),
  }));
}

/** A stored entry as the API answers it. */
export function activityAnswer(row: ActivityRow, viewer: ActivityViewer): ActivityAnswer {
  return {
    id: Number(row.id),
    created: new Date(row.created).toISOString(),
    actor: { id: row.actor_id, email: row.actor_email },
    kind: row.kind as ActivityKind,
    action: row.action,
    team: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
    campaign: row.campaign_id === null ? null : { id: row.campaign_id, name: row.campaign_name ?? '' },
    subject: row.subject,
    changes: changesOf(row.before, row.after, viewer),
  };
}
