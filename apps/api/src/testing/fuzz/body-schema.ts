import type { Rng } from './prng.ts';

/**
 * The part of JSON Schema (as the OpenAPI document writes it: `nullable` instead of a `null`
 * type) the fuzz generator reads. Other keywords are ignored, so a value built here may still be
 * refused by them; `violates` only claims a refusal it is sure of.
 */
export interface BodySchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, BodySchema>;
  required?: string[];
  items?: BodySchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  anyOf?: unknown[];
  oneOf?: unknown[];
  allOf?: unknown[];
}

export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema admits (undefined: any). */
export function allowedTypes(schema: BodySchema): Set<JsonType> | undefined {
  if (schema.type === undefined) return undefined;
  const types = new Set(([] as string[]).concat(schema.type) as JsonType[]);
  if (schema.nullable) types.add('null');
  if (types.has('number')) types.add('integer');
  return types;
}

/** Ajv counts code points, not UTF-16 units. */
const codePoints = (text: string) => [...text].length;

/**
 * Whether the app's schema validation surely refuses `value` (type, required, enum, lengths,
 * bounds); unknown keywords and composed schemas are not judged. Properties the schema does not
 * list are ignored, as the app strips them (`removeAdditional: 'all'`).
 */
export function violates(schema: BodySchema, value: unknown): boolean {
  if (schema.anyOf || schema.oneOf) return false;
  const types = allowedTypes(schema);
  const type = jsonType(value);
  if (types && !types.has(type)) return true;
  if (schema.enum && !schema.enum.some((item) => JSON.stringify(item) === JSON.stringify(value)) && !(value === null && schema.nullable))
    return true;
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && codePoints(value) > schema.maxLength) return true;
    if (schema.minLength !== undefined && codePoints(value) < schema.minLength) return true;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return true;
    if (schema.maximum !== undefined && value > schema.maximum) return true;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return true;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
    if (schema.items && value.some((item) => violates(schema.items as BodySchema, item))) return true;
  }
  if (type === 'object') {
    const object = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    const has = (name: string) => Object.prototype.hasOwnProperty.call(object, name);
    if ((schema.required ?? []).some((name) => !has(name) && properties[name]?.default === undefined)) return true;
    if (Object.entries(properties).some(([name, child]) => has(name) && violates(child, object[name]))) return true;
  }
  return false;
}

/** A field of the body: its path from the root and its schema. */
export interface BodyField {
  path: string[];
  schema: BodySchema;
}

/** Every declared field, nested objects' fields too. */
export function bodyFields(schema: BodySchema, path: string[] = []): BodyField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
    { path: [...path, name], schema: child },
    ...bodyFields(child, [...path, name]),
  ]);
}

/**
 * A value the schema accepts, made of short random words: meaningless to the handler (no real
 * email, key or code), so a case built on it reaches the handler and is refused there.
 */
export function validValue(schema: BodySchema, rng: Rng): unknown {
  if (schema.default !== undefined && rng.chance(0.2)) return schema.default;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const types = [...(allowedTypes(schema) ?? new Set<JsonType>(['string']))].filter((type) => type !== 'null');
  const type = types.length ? rng.pick(types) : 'null';
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 1;
      const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
      return `fz${rng.word(max)}`.slice(0, rng.between(min, max));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1000, rng.int(1000)));
    case 'array':
      return schema.items && (schema.maxItems ?? 1) > 0 && rng.chance(0.5) ? [validValue(schema.items, rng)] : [];
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name) || rng.chance(0.5));
      return Object.fromEntries(entries.map(([name, child]) => [name, validValue(child, rng)]));
    }
    default:
      return null;
  }
}
