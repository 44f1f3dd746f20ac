import { bodyFields, validValue, type BodyField, type BodySchema } from './body-schema.ts';
import {
  BROKEN_JSON,
  DEEP_LEVELS,
  deepArrays,
  deepObjects,
  HARMLESS_PROTOTYPE_LIKE_MEMBERS,
  HOSTILE_STRINGS,
  PROTOTYPE_MEMBERS,
  VALUE_FRAGMENTS,
} from './json-fragments.ts';
import type { Rng } from './prng.ts';

/** A JSON body text and what it tries. */
export interface JsonBody {
  name: string;
  text: string;
}

const SLOT = '\u0001fuzz-slot\u0001';
const SLOT_JSON = JSON.stringify(SLOT);

/** `body` as JSON text with the value at `path` replaced by the raw text `fragment` (or removed). */
export function withFragment(body: unknown, path: string[], fragment: string | undefined): string {
  const copy = structuredClone(body) as Record<string, unknown>;
  let parent = copy;
  for (const name of path.slice(0, -1)) {
    if (!parent[name] || typeof parent[name] !== 'object' || Array.isArray(parent[name])) parent[name] = {};
    parent = parent[name] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (fragment === undefined) {
    delete parent[last];
    return JSON.stringify(copy);
  }
  parent[last] = SLOT;
  return JSON.stringify(copy).replace(SLOT_JSON, () => fragment);
}

/** `body` as JSON text with raw members put first (inside the top-level object). */
export const withMembers = (body: unknown, members: string) => {
  const text = JSON.stringify(body);
  return text === '{}' ? `{${members}}` : `{${members},${text.slice(1)}`;
};

const hasType = (field: BodyField, type: string) => ([] as string[]).concat(field.schema.type ?? []).includes(type);
const isString = (field: BodyField) => hasType(field, 'string');

/** Strings at, and just over, a field's length limit, in one-unit and astral characters. */
function lengthFragments(field: BodyField): JsonBody[] {
  const max = field.schema.maxLength;
  if (max === undefined || max > 100_000) return [];
  const name = field.path.join('.');
  return [
    { name: `length:${name}=max+1 ascii`, text: JSON.stringify('x'.repeat(max + 1)) },
    { name: `length:${name}=max+1 astral`, text: JSON.stringify('😀'.repeat(max + 1)) },
    { name: `length:${name}=max ascii`, text: JSON.stringify('x'.repeat(max)) },
    { name: `length:${name}=max astral`, text: JSON.stringify('😀'.repeat(max)) },
    { name: `length:${name}=max combining`, text: JSON.stringify('e\u0301'.repeat(Math.floor(max / 2))) },
  ];
}

/**
 * The schema-driven JSON bodies of one endpoint: every field given wrong types, hostile strings,
 * lengths around its limit, null, and left out; the root replaced; prototype keys, duplicate keys,
 * deep nesting, huge values, truncation and BOM. Each on a fresh random valid body, so only the
 * named change differs.
 */
export function schemaJsonBodies(schema: BodySchema | undefined, rng: Rng, bodyLimit: number): JsonBody[] {
  const base = () => (schema ? validValue(schema, rng) : {});
  const fields = schema ? bodyFields(schema) : [];
  const bodies: JsonBody[] = [];
  const add = (name: string, text: string) => bodies.push({ name, text });

  for (const fragment of ['null', '[]', '"body"', '1', 'true', 'false', '[{}]', '[null]']) add(`root:${fragment}`, fragment);
  add('root:array of a valid body', `[${JSON.stringify(base())}]`);
  add('root:{}', '{}');
  add('deep:root arrays', deepArrays(DEEP_LEVELS));
  add('deep:root objects', deepObjects(DEEP_LEVELS));
  add('deep:unclosed arrays', '['.repeat(DEEP_LEVELS));
  add('deep:__proto__ under 100,000 levels', deepArrays(100_000, `{${PROTOTYPE_MEMBERS[0]}}`));
  add('wide:50,000 unknown keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`);
  add(
    'wide:50,000 unknown keys beside a valid body',
    withMembers(base(), Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')),
  );

  // About 120 field cases whatever the number of fields: many per field on small bodies.
  const perField = Math.max(4, Math.min(40, Math.floor(120 / Math.max(1, fields.length))));
  for (const field of fields) {
    const name = field.path.join('.');
    add(`missing:${name}`, withFragment(base(), field.path, undefined));
    add(`type:${name}=null`, withFragment(base(), field.path, 'null'));
    add(`deep:${name}=arrays`, withFragment(base(), field.path, deepArrays(DEEP_LEVELS)));
    add(`nul:${name}=escape`, withFragment(base(), field.path, '"a\\u0000b"'));
    if (hasType(field, 'array'))
      add(`wide:${name}=20,000 numbers`, withFragment(base(), field.path, `[${Array(20_000).fill('1').join(',')}]`));
    const pool = [
      ...VALUE_FRAGMENTS.map((fragment) => ({ name: `type:${name}=${fragment}`, text: fragment })),
      ...lengthFragments(field),
      ...(isString(field) ? HOSTILE_STRINGS.map((fragment) => ({ name: `text:${name}=${fragment}`, text: fragment })) : []),
    ];
    for (const pick of rng.sample(pool, perField)) add(pick.name, withFragment(base(), field.path, pick.text));
  }
  const texts = fields.filter(isString);
  for (const fragment of texts.length ? HOSTILE_STRINGS : []) {
    const field = rng.pick(texts);
    add(`text:${field.path.join('.')}=${fragment}`, withFragment(base(), field.path, fragment));
  }
  if (fields.length) {
    const everyNull = fields.reduce<unknown>((body, field) => JSON.parse(withFragment(body, field.path, 'null')), base());
    add('null:every field', JSON.stringify(everyNull));
    const first = fields[0];
    const wrong = '{"wrong":true}';
    const valid = JSON.stringify(validValue(first.schema, rng));
    add(`duplicate:${first.path.join('.')} valid then wrong`, withFragment(base(), first.path, `${valid},"${first.path.at(-1)}":${wrong}`));
    add(`duplicate:${first.path.join('.')} wrong then valid`, withFragment(base(), first.path, `${wrong},"${first.path.at(-1)}":${valid}`));
    const same = Array.from({ length: 50_000 }, () => `"${first.path.at(-1)}":${valid}`).join(',');
    add(
      `duplicate:${first.path.join('.')} 50,000 times, then wrong`,
      withFragment(base(), first.path, `${valid},${same},"${first.path.at(-1)}":${wrong}`),
    );
    add(`huge:${first.path.join('.')}=over the body limit`, withFragment(base(), first.path, JSON.stringify('x'.repeat(bodyLimit + 1))));
    add(
      `huge:${first.path.join('.')}=just under the body limit`,
      withFragment(base(), first.path, JSON.stringify('y'.repeat(bodyLimit - 4096))),
    );
  }
  add('huge:unknown field over the body limit', JSON.stringify({ ...(base() as object), fuzz: 'z'.repeat(bodyLimit + 1) }));
  for (const member of PROTOTYPE_MEMBERS) add(`prototype:${member}`, withMembers(base(), member));
  for (const field of fields.filter((item) => hasType(item, 'object')))
    add(`prototype:${field.path.join('.')}.__proto__`, withFragment(base(), field.path, `{${PROTOTYPE_MEMBERS[0]}}`));
  for (const member of HARMLESS_PROTOTYPE_LIKE_MEMBERS) add(`prototype-like:${member}`, withMembers(base(), member));
  add('prototype:deep __proto__', deepArrays(DEEP_LEVELS, `{${PROTOTYPE_MEMBERS[0]}}`));
  add('nul:unknown key', withMembers(base(), '"a\\u0000":1'));
  add('bom:valid body', `\ufeff${JSON.stringify(base())}`);
  add('bom:null body', '\ufeffnull');
  add('bom:twice', `\ufeff\ufeff${JSON.stringify(base())}`);
  for (const text of BROKEN_JSON) add(`broken:${text.slice(0, 40)}`, text);
  for (let i = 0; i < 8; i++) {
    const text = JSON.stringify(base());
    add(`truncated:${i}`, text.slice(0, rng.between(1, text.length - 1)));
  }
  return bodies;
}

/** A random small corruption of a valid body's text: a character removed, added or doubled. */
export function corruptedJsonBody(schema: BodySchema | undefined, rng: Rng, index: number): JsonBody {
  const text = JSON.stringify(schema ? validValue(schema, rng) : { fuzz: rng.word(6) });
  const at = rng.int(text.length);
  const insert = rng.pick(['{', '}', '[', ']', '"', ':', ',', '\\', ' ', '\u0000', '\ud800', '\u202e', '0', 'e', '-', '\n']);
  const corrupted = rng.pick([
    () => text.slice(0, at) + text.slice(at + 1),
    () => text.slice(0, at) + insert + text.slice(at),
    () => text.slice(0, at) + text.slice(at, at + rng.between(1, 8)).repeat(2) + text.slice(at),
    () => text.slice(0, at) + rng.pick(VALUE_FRAGMENTS) + text.slice(at),
  ])();
  return { name: `corrupted:${index}`, text: corrupted };
}
