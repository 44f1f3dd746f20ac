import { drfErrors, messages, type FormRules } from '@advocate/validation';
import { badRequest } from '../../errors.ts';

/** A date the API accepts: an ISO date or date-time (date-only means UTC midnight). */
export function parseApiDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Reads start_date and end_date of a body into Dates, or throws 400 `{field: ['Datetime has wrong
 * format.']}` (decision 321). Fields absent from the body stay absent.
 */
export function readDates(body: { start_date?: string; end_date?: string | null }): { start_date?: Date; end_date?: Date | null } {
  const errors: Record<string, string[]> = {};
  const out: { start_date?: Date; end_date?: Date | null } = {};
  if (body.start_date !== undefined) {
    const start = parseApiDate(body.start_date);
    if (start) out.start_date = start;
    else errors.start_date = [body.start_date.trim() === '' ? messages.required : messages.invalidDate];
  }
  if (body.end_date !== undefined) {
    if (body.end_date === null || body.end_date.trim() === '') out.end_date = null;
    else {
      const end = parseApiDate(body.end_date);
      if (end) out.end_date = end;
      else errors.end_date = [messages.invalidDate];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return out;
}

/** The form's own rules of libs/validation, run on the server on the values it will store; throws 400 when any fails. */
export function checkForm(rules: FormRules, values: Record<string, unknown>): void {
  const errors = drfErrors(rules, values);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** A slug from a name: lower-case words joined by '-', at most 80 characters; 'campaign' when nothing is left. */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'campaign';
}

/** The first of base, base-2, base-3 … not among `taken`. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
