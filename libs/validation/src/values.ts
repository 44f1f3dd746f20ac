import type { FileLike } from './types.ts';

/** Empty in the sense of the spec's "Empty or null": blank text, null, undefined, an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** Only literal objects: a browser File keeps its fields on the prototype and must never look empty. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    ['undefined', 'string'].includes(typeof (value as { type?: unknown }).type)
  );
}

/**
 * Reads a field: a flat key first (`values['config.duration']`, as form libraries store it),
 * then the nested path (`values.config.duration`, as the API receives it).
 */
export function getPath(values: Record<string, unknown> | undefined, field: string): unknown {
  if (!values) return undefined;
  if (field in values) return values[field];
  let current: unknown = values;
  for (const part of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A number from a number or numeric text (form inputs and multipart fields are text). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Milliseconds since the epoch from a Date, a timestamp, date text, or a date-library object. */
export function toTime(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    // YYYY/MM/DD is how the spec shows dates; Date.parse does not read it everywhere.
    const text = value.trim().replace(/^(\d{4})[/.](\d{2})[/.](\d{2})/, '$1-$2-$3');
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  if (typeof value === 'object' && value !== null) {
    const primitive = (value as { valueOf(): unknown }).valueOf();
    return typeof primitive === 'number' && Number.isFinite(primitive) ? primitive : undefined;
  }
  return undefined;
}

/** Characters as a person counts them (code points), as Django's max_length does. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
