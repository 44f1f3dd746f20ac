import type { ActivityKind } from './activity-kinds.ts';
import type { ActivityAnswer, ActivityChange } from './schemas/activity-schemas.ts';
import type { ActivityViewer } from './activity-filters.ts';
import type { ActivityRow, ActivityValues } from './repositories/activity-repository.ts';
import { readableValues } from './activity-older-values.ts';

/** A team ({id, name}), or a thing of a team ({id, name, team}: a report's campaigns). */
type Ref = { id: number; name: string; team?: number };
const isRefs = (value: unknown): value is Ref[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'id' in item && 'name' in item);

/**
 * A stored value as text. A list of teams, or of campaigns with their team, shows only those of the
 * teams the viewer manages, as the managers page does (decision 340): another team's names never
 * reach a manager through the log.
 */
function valueText(value: unknown, viewer: ActivityViewer): string | null {
  if (value === null || value === undefined) return null;
  if (isRefs(value)) {
    const scope = viewer.teams;
    return value
      .filter((ref) => scope === null || scope.includes(ref.team ?? ref.id))
      .map((ref) => ref.name)
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

/**
 * A stored entry as the API answers it; `components` names the components older entries kept by id
 * (olderComponentNames).
 */
export function activityAnswer(row: ActivityRow, viewer: ActivityViewer, components: Map<number, string> = new Map()): ActivityAnswer {
  return {
    id: Number(row.id),
    created: new Date(row.created).toISOString(),
    actor: { id: row.actor_id, email: row.actor_email },
    kind: row.kind as ActivityKind,
    action: row.action,
    team: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
    several_teams: row.team_id === null && row.team_ids.length > 1,
    campaign: row.campaign_id === null ? null : { id: row.campaign_id, name: row.campaign_name ?? '' },
    subject: row.subject,
    changes: changesOf(readableValues(row.kind, row.before, components), readableValues(row.kind, row.after, components), viewer),
  };
}
