import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { FromSchema } from 'json-schema-to-ts';
import { drfErrors, messages, type FormRules } from '@advocate/validation';
import type { componentCreateBody, componentUpdateBody } from './schemas/component-schemas.ts';
import { parseApiDate } from '../campaigns/index.ts';

/**
 * A component write's body after its schema (spec 01 §7 Create components, Update components/{id}):
 * every field of either body, all optional. In JSON `image` null clears the media and its current
 * URL keeps it; a file travels in multipart.
 */
export type ComponentBody = Partial<FromSchema<typeof componentCreateBody>> & Partial<FromSchema<typeof componentUpdateBody>>;

/** Config keys a client sets (spec 01 §3 Component config keys, plus a watch party's game). */
export const CLIENT_CONFIG_KEYS = [
  'duration',
  'rotation_delay',
  'message_interval',
  'command',
  'chatbot_component',
  'source_keyword',
  'is_editable',
  'is_fulfillable',
  'color',
  'schedule',
  'game',
] as const;
/** Config keys only the server sets; sent back by a client they are ignored (decision 413). */
export const SERVER_CONFIG_KEYS = ['watch_party_id', 'widget_root', 'shop'] as const;

const errorsOf = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, [messages.invalidComponentField]]));

/**
 * 'Not a valid component field' (spec 01 §8) for every body field the route does not take and every
 * config key the spec does not name. Run before the schema, which would drop them silently.
 */
export function unknownFieldErrors(body: unknown, allowed: readonly string[]): Record<string, string[]> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  const config = (body as { config?: unknown }).config;
  if (config && typeof config === 'object' && !Array.isArray(config)) {
    const known: readonly string[] = [...CLIENT_CONFIG_KEYS, ...SERVER_CONFIG_KEYS];
    unknown.push(
      ...Object.keys(config)
        .filter((key) => !known.includes(key))
        .map((key) => `config.${key}`),
    );
  }
  return errorsOf(unknown);
}

/** Fields only some types take (decision 413); any other type answers 'Not a valid component field'. */
export function typeFieldErrors(type: string, body: ComponentBody, isVersioned: boolean, creating: boolean): Record<string, string[]> {
  const wrong: string[] = [];
  if (body.widgets != null && !(creating && type === COMPONENT_TYPE.dynamicCta)) wrong.push('widgets');
  if (body.shop !== undefined && type !== COMPONENT_TYPE.conversionPopup) wrong.push('shop');
  if (typeof body.widget_upload === 'string' && type !== COMPONENT_TYPE.advocateWidget) wrong.push('widget_upload');
  if (body.reactivated_version_id !== undefined && !isVersioned) wrong.push('reactivated_version_id');
  return errorsOf(wrong);
}

/** start_time and end_time as Dates (null clears); unreadable text answers 'Datetime has wrong format.'. */
export function readComponentDates(body: ComponentBody): {
  dates: { start_time?: Date | null; end_time?: Date | null };
  errors: Record<string, string[]>;
} {
  const dates: { start_time?: Date | null; end_time?: Date | null } = {};
  const errors: Record<string, string[]> = {};
  for (const field of ['start_time', 'end_time'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null || value.trim() === '') dates[field] = null;
    else {
      const date = parseApiDate(value);
      if (date) dates[field] = date;
      else errors[field] = [messages.invalidDate];
    }
  }
  return { dates, errors };
}

/** The client's config keys of a body, without the server's own (those are kept from the stored config). */
export function clientConfig(config: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config ?? {})) if ((CLIENT_CONFIG_KEYS as readonly string[]).includes(key)) out[key] = value;
  return out;
}

/** The server's config keys of a stored config. */
export function serverConfig(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SERVER_CONFIG_KEYS) if (config[key] !== undefined) out[key] = config[key];
  return out;
}

/** Fields a rule checks together: touching one re-checks the others (end after start, video source). */
const PARTNERS: Readonly<Record<string, readonly string[]>> = {
  start_time: ['end_time'],
  end_time: ['start_time'],
  image: ['youtube_url'],
  youtube_url: ['image'],
};

/**
 * componentFormFor's messages in the DRF shape. `touched` limits them to the fields a partial
 * update sends (and their partners), as DRF validates a PATCH: a component stored under older rules
 * can still be archived or renamed (decision 413).
 */
export function formErrors(rules: FormRules, values: Record<string, unknown>, touched?: ReadonlySet<string>): Record<string, string[]> {
  const errors = drfErrors(rules, values);
  if (!touched) return errors;
  const wide = new Set(touched);
  for (const field of touched) for (const partner of PARTNERS[field] ?? []) wide.add(partner);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => wide.has(field.split('.')[0])));
}

/** Text that is empty after trimming is stored as null. */
export const nullableTrimmed = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value.trim();
