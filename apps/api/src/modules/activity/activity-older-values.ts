import { COMPONENT_TYPE_NAMES, isComponentType, PERMISSION_LEVEL_LABELS } from '@advocate/auth-and-guards/policies';
import { reportTypeLabels } from '@advocate/validation';
import type { Queryable } from '../../db/db.ts';
import { componentNamesById } from './repositories/activity-repository.ts';
import type { ActivityRow, ActivityValues } from './repositories/activity-repository.ts';

/**
 * Entries written before decision 850 kept some values as ids and codes: a component's id
 * (`component`, a group's `components`), a report's type code ('P'), a manager's permission levels
 * (0, 1, 2) and component type slugs. Entries now keep names and labels; an older entry is shown
 * with what can still be known: the codes' labels, and the names of components that still exist
 * (one gone keeps its number, as "#12").
 */
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The ids of components named by id in these entries' values. */
function componentIdsIn(rows: readonly ActivityRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const values of [row.before, row.after]) {
      if (!values) continue;
      if (isId(values.component)) ids.add(values.component);
      if (Array.isArray(values.components)) for (const id of values.components) if (isId(id)) ids.add(id);
    }
  }
  return [...ids];
}

/** Names of the components older entries of these rows name by id; one query for a page. */
export function olderComponentNames(db: Queryable, rows: readonly ActivityRow[]): Promise<Map<number, string>> {
  return componentNamesById(db, componentIdsIn(rows));
}

const typeName = (slug: unknown) => (typeof slug === 'string' && isComponentType(slug) ? COMPONENT_TYPE_NAMES[slug] : slug);

/** One side of an entry with an older entry's ids and codes replaced by names and labels. */
export function readableValues(kind: string, values: ActivityValues | null, components: Map<number, string>): ActivityValues | null {
  if (!values) return values;
  const component = (id: unknown) => (isId(id) ? (components.get(id) ?? `#${id}`) : id);
  const out: ActivityValues = { ...values };
  for (const [field, value] of Object.entries(values)) {
    if (field === 'component') out[field] = component(value);
    else if (field === 'components' && Array.isArray(value)) out[field] = value.map(component);
    else if (kind === 'report' && field === 'type' && typeof value === 'string')
      out[field] = reportTypeLabels[value as keyof typeof reportTypeLabels] ?? value;
    else if (kind === 'manager' && field.startsWith('permissions_') && isId(value))
      out[field] = PERMISSION_LEVEL_LABELS[value as 0 | 1 | 2] ?? value;
    else if (kind === 'component' && field === 'type') out[field] = typeName(value);
    else if (field === 'available_components' && Array.isArray(value)) out[field] = value.map(typeName);
  }
  return out;
}
