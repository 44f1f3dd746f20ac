import { sameJson } from '../shared/index.ts';
import type { ActivityValues } from './repositories/activity-repository.ts';

/**
 * What an activity entry keeps of a change (decision 802): the fields that changed, before and after.
 * A secret (a webhook's signing secret, an API key, a password, a token) is never kept: its value
 * becomes SECRET_MARK on both sides, so the log says that it changed and never what it is. Fields
 * inside objects and lists (a component's config, a list of accounts) are masked alike, at any depth.
 */
export type { ActivityValues };

/** What an entry holds in place of a secret's value. */
export const SECRET_MARK = '[secret]';

/** Field names that hold secrets wherever they appear, whether or not a recorder names them. */
const SECRET_NAME = /secret|password|token|api_?key|signature|credential/i;

function isSecret(field: string, secrets: readonly string[]): boolean {
  return secrets.includes(field) || SECRET_NAME.test(field);
}

const same = (a: unknown, b: unknown): boolean => sameJson(a ?? null, b ?? null);

/** A value with every secret inside it masked, at any depth (a config object, a list of accounts). */
function maskedValue(value: unknown, secrets: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => maskedValue(item, secrets));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return masked(value as ActivityValues, secrets);
}

function masked(values: ActivityValues, secrets: readonly string[]): ActivityValues {
  const out: ActivityValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[field] = isSecret(field, secrets) ? (value === null || value === '' ? null : SECRET_MARK) : maskedValue(value, secrets);
  }
  return out;
}

/**
 * The before and after an entry stores: for a change of an existing thing, only the fields whose
 * value differs; for a creation (`before` null) or a removal (`after` null), the whole side given.
 * Secret values are masked after the comparison, so a rotated secret still shows as changed.
 */
export function activityChanges(
  before: ActivityValues | null,
  after: ActivityValues | null,
  secrets: readonly string[] = [],
): { before: ActivityValues | null; after: ActivityValues | null } {
  if (before === null || after === null) {
    return { before: before && masked(before, secrets), after: after && masked(after, secrets) };
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => after[field] !== undefined && !same(before[field], after[field]),
  );
  const pick = (values: ActivityValues) => Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  return { before: masked(pick(before), secrets), after: masked(pick(after), secrets) };
}

/** Whether a change kept anything: an update that changed nothing records no entry. */
export function changedAnything(changes: { before: ActivityValues | null; after: ActivityValues | null }): boolean {
  return changes.before === null || changes.after === null || Object.keys(changes.after).length > 0;
}
