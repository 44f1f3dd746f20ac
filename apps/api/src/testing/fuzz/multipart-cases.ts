import type { FuzzCase } from './app-body-model.ts';
import { bodyFields, validValue, type BodySchema } from './body-schema.ts';
import { deepArrays, DEEP_LEVELS } from './json-fragments.ts';
import { encodeMultipart, multipartType, partText, textParts, type Layout, type Part } from './multipart-encoding.ts';
import type { Rng } from './prng.ts';

/** Larger than any upload the API takes (5 MB images). */
const HUGE_FILE_BYTES = 6 * 1024 * 1024;

/**
 * Broken and oversize multipart bodies. A route that takes multipart gets the full set, each built
 * on a body that lacks one required field (so it is refused whatever the parser makes of the
 * breakage), plus a few well-formed ones with odd details; other routes get a few well-formed
 * ones, which they must refuse (415).
 */
export function multipartCases(schema: BodySchema | undefined, acceptsMultipart: boolean, rng: Rng, bodyLimit: number): FuzzCase[] {
  const required = schema?.required ?? [];
  const full = () => (schema ? (validValue(schema, rng) as Record<string, unknown>) : { fuzz: rng.word(8) });
  const partial = () => {
    const body = full();
    if (required.length) delete body[rng.pick(required)];
    return body;
  };
  const cases: FuzzCase[] = [];
  const refusedHere = !acceptsMultipart || required.length > 0 ? 'refused' : 'may-accept';
  const add = (
    name: string,
    parts: Part[],
    options: { layout?: Layout; boundary?: string; header?: string; expect?: FuzzCase['expect'] } = {},
  ) => {
    const boundary = options.boundary ?? `fuzz${rng.word(16)}`;
    cases.push({
      name: `multipart:${name}`,
      payload: encodeMultipart(boundary, parts, options.layout),
      headers: { 'content-type': options.header ?? multipartType(boundary) },
      expect: options.expect ?? refusedHere,
    });
  };

  add('well-formed, a required field left out', textParts(partial()));
  add('boundary in the header differs', textParts(full()), { header: multipartType('not-the-boundary') });
  add('no closing delimiter', textParts(partial()), { layout: { close: false } });
  add(
    'file where text is expected',
    Object.entries(full()).map(([name, value]) => ({ name, filename: `${name}.txt`, type: 'text/plain', value: partText(value) })),
  );
  if (!acceptsMultipart) return cases;

  add('no boundary parameter', textParts(partial()), { header: 'multipart/form-data' });
  add('empty boundary', textParts(partial()), { header: 'multipart/form-data; boundary=' });
  add('boundary of 200 characters', textParts(partial()), { boundary: 'b'.repeat(200) });
  add('quoted boundary with spaces and quotes', textParts(partial()), {
    boundary: 'a b"c',
    header: 'multipart/form-data; boundary="a b\\"c"',
  });
  add('LF line breaks', textParts(partial()), { layout: { eol: '\n' } });
  add('preamble and epilogue that look like delimiters', textParts(partial()), {
    layout: { preamble: '--x\r\n--', epilogue: '--fuzz--\r\n' },
  });
  add('part without Content-Disposition', [{ name: null, value: 'orphan' }, ...textParts(partial())]);
  add('Content-Disposition without a name', [{ name: undefined, value: 'nameless' }, ...textParts(partial())]);
  add('the same field twice', [...textParts(partial()), ...textParts(partial())]);
  add('header line of 100 KB', [{ name: 'fuzz', extraHeaders: [`X-Fuzz: ${'h'.repeat(100_000)}`], value: 'v' }, ...textParts(partial())]);
  add(
    'Content-Transfer-Encoding base64',
    textParts(partial()).map((part) => ({
      ...part,
      extraHeaders: ['Content-Transfer-Encoding: base64'],
      value: Buffer.from(String(part.value)).toString('base64'),
    })),
  );
  add('nested multipart/mixed', [
    { name: 'files', type: 'multipart/mixed; boundary=inner', value: '--inner\r\nContent-Type: text/plain\r\n\r\nx\r\n--inner--' },
    ...textParts(partial()),
  ]);
  add('NUL in a part name and a filename', [{ name: 'a\u0000b', filename: 'x\u0000.png', value: 'nul' }, ...textParts(partial())]);
  add('non-UTF-8 bytes in a value', [...textParts(partial()), { name: 'fuzz', value: Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]) }]);
  add('filename* with an encoded name', [
    { name: 'fuzz', extraHeaders: [], filename: "a.png\"; filename*=UTF-8''%E2%80%AEgnp.exe", value: 'x' },
    ...textParts(partial()),
  ]);
  add('many parts', [...textParts(partial()), ...Array.from({ length: 500 }, (_, i) => ({ name: `p${i}`, value: 'x' }))]);
  add('many files', [
    ...textParts(partial()),
    ...Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, filename: `f${i}.png`, type: 'image/png', value: 'x' })),
  ]);
  add('text parts over the body limit in total', [
    ...textParts(partial()),
    ...Array.from({ length: 3 }, (_, i) => ({ name: `junk${i}`, value: 'j'.repeat(Math.floor(bodyLimit * 0.9)) })),
  ]);
  cases.push({
    name: 'multipart:random bytes',
    payload: Buffer.from(Array.from({ length: 2048 }, () => rng.int(256))),
    headers: { 'content-type': multipartType('fuzz') },
    expect: 'refused',
  });
  const charset = encodeMultipart('fuzzutf16', textParts(partial()));
  cases.push({
    name: 'multipart:utf-16 declared',
    payload: Buffer.from(charset.toString('latin1'), 'utf16le'),
    headers: { 'content-type': `${multipartType('fuzzutf16')}; charset=utf-16` },
    expect: refusedHere,
  });

  const fields = schema ? bodyFields(schema).filter((field) => field.path.length === 1) : [];
  for (const field of fields) {
    const name = field.path[0];
    const others = textParts(partial()).filter((part) => part.name !== name);
    add(`${name} holding NUL`, [{ name, value: 'a\u0000b' }, ...others]);
    const types = ([] as string[]).concat(field.schema.type ?? []);
    if (types.includes('object')) {
      for (const text of [
        '{',
        '[]',
        '"text"',
        deepArrays(DEEP_LEVELS),
        '{"__proto__":{"is_admin":true}}',
        '{"constructor":{"prototype":{}}}',
      ]) {
        add(`${name} as ${text.slice(0, 24)}`, [{ name, value: text }, ...others]);
      }
    }
    if (types.includes('boolean')) add(`${name} as a word`, [{ name, value: 'maybe' }, ...others]);
  }
  // Huge parts cost memory and time: under a few fields only.
  const fileFields = fields.filter((field) => /\bfile\b/i.test(field.schema.description ?? ''));
  for (const {
    path: [name],
  } of new Set([...fileFields, ...rng.sample(fields, 2)])) {
    const others = textParts(partial()).filter((part) => part.name !== name);
    add(`${name} over the body limit`, [{ name, value: 'x'.repeat(bodyLimit + 10) }, ...others]);
    add(`${name} as a huge file`, [
      { name, filename: 'huge.png', type: 'image/png', value: Buffer.alloc(HUGE_FILE_BYTES, 0x89) },
      ...others,
    ]);
  }
  // Well-formed bodies with odd details: the route may accept or refuse them, never fail.
  const edge = (name: string, parts: Part[]) => add(`edge:${name}`, parts, { expect: 'may-accept' });
  edge('unknown file part with a bidi filename', [
    ...textParts(full()),
    { name: 'attachment', filename: '\u202egnp.exe', type: 'image/png', value: 'x' },
  ]);
  edge(
    'text part with a latin-1 charset',
    textParts(full()).map((part) => ({ ...part, type: 'text/plain; charset=iso-8859-1' })),
  );
  edge(
    'empty text parts',
    textParts(full()).map((part) => ({ ...part, value: '' })),
  );
  edge(
    'hostile text',
    textParts(full()).map((part) => ({ ...part, value: `${String(part.value)}\u202e\ud800😀` })),
  );
  return cases;
}
