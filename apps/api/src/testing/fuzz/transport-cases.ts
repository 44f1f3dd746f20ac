import { gzipSync } from 'node:zlib';
import type { Expectation, FuzzCase } from './app-body-model.ts';

const JSON_TYPE = 'application/json';

/** Content types the API has no parser for (JSON and, on the routes that take it, multipart only). */
const FOREIGN_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/xml',
  'text/html',
  'application/octet-stream',
  'application/jsonx',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'application/json-seq',
  'application/x-ndjson',
  'application/json, text/plain',
  'application/*',
  '*/*',
  'image/png',
  'application/javascript',
  'json',
  '',
  ';',
  'application/json/extra',
  'text/json',
] as const;

/** Ways to spell the JSON type that the API reads as JSON. */
const JSON_SPELLINGS = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'Application/Json; Charset=UTF-8',
  'application/json;charset=latin1',
];

function asForm(body: string): string {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  return new URLSearchParams(
    Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();
}

function asXml(body: string): string {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const members = Object.entries(parsed)
    .map(([key, value]) => `<${key}>${String(value)}</${key}>`)
    .join('');
  return `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><body>${members}&x;</body>`;
}

/**
 * The same bodies under the wrong content type, with headers that lie about the body, encodings
 * the API does not decode, and sizes over the limit. `validBody` is a body the route's schema
 * takes (so a case is refused for its transport alone), `refusedBody` one it refuses, and
 * `expectJson` the app model for bodies that are read as JSON.
 */
export function transportCases(
  validBody: () => string,
  refusedBody: string,
  bodyLimit: number,
  expectJson: (text: string) => Expectation,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (name: string, payload: string | Buffer, headers: Record<string, string>, expect: Expectation) =>
    cases.push({ name, payload, headers, expect });

  for (const type of FOREIGN_TYPES) {
    const body = validBody();
    const payload = type.includes('form') ? asForm(body) : type.includes('xml') ? asXml(body) : body;
    add(`content-type:${type || '(empty)'}`, payload, { 'content-type': type }, 'refused');
  }
  add('content-type:(none) with a body', validBody(), {}, 'refused');
  add('content-type:(none) with form data', asForm(validBody()), {}, 'refused');
  add('content-type:over-long parameter', refusedBody, { 'content-type': `${JSON_TYPE}; x=${'a'.repeat(8000)}` }, 'refused');
  for (const type of JSON_SPELLINGS) {
    const body = validBody();
    add(`content-type:${type}`, body, { 'content-type': type }, expectJson(body));
  }
  const utf16 = Buffer.from(validBody(), 'utf16le');
  add('charset:utf-16 body', utf16, { 'content-type': `${JSON_TYPE}; charset=utf-16le` }, expectJson(utf16.toString('utf8')));
  const latin1 = Buffer.from(`{"fuzz":"café",${validBody().slice(1)}`, 'latin1');
  add('charset:latin-1 body', latin1, { 'content-type': `${JSON_TYPE}; charset=latin1` }, expectJson(latin1.toString('utf8')));
  for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) {
    const inString = Buffer.concat([Buffer.from('{"fuzz":"'), Buffer.from(bytes), Buffer.from('",'), Buffer.from(validBody().slice(1))]);
    add(
      `utf-8:invalid bytes ${Buffer.from(bytes).toString('hex')} in a string`,
      inString,
      { 'content-type': JSON_TYPE },
      expectJson(inString.toString('utf8')),
    );
    const outside = Buffer.concat([Buffer.from(bytes), Buffer.from(validBody())]);
    add(`utf-8:invalid bytes ${Buffer.from(bytes).toString('hex')} before the body`, outside, { 'content-type': JSON_TYPE }, 'refused');
  }
  const body = validBody();
  add(
    'length:declared longer than the body',
    body,
    { 'content-type': JSON_TYPE, 'content-length': String(Buffer.byteLength(body) + 10) },
    'refused',
  );
  add(
    'length:declared shorter than the body',
    body,
    { 'content-type': JSON_TYPE, 'content-length': String(Math.max(1, Buffer.byteLength(body) - 3)) },
    'refused',
  );
  add('length:declared over the limit', refusedBody, { 'content-type': JSON_TYPE, 'content-length': String(bodyLimit + 1) }, 'refused');
  add('size:body over the limit', `{"fuzz":"${'x'.repeat(bodyLimit)}"}`, { 'content-type': JSON_TYPE }, 'refused');
  add('size:whitespace over the limit', ' '.repeat(bodyLimit + 1), { 'content-type': JSON_TYPE }, 'refused');
  add('encoding:gzip bytes', gzipSync(refusedBody), { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }, 'refused');
  for (const encoding of ['gzip', 'deflate', 'br', 'identity, gzip', 'x-unknown']) {
    add(`encoding:${encoding} label on a bad body`, refusedBody, { 'content-type': JSON_TYPE, 'content-encoding': encoding }, 'refused');
  }
  for (const query of [
    '?a=%E0%A4%A',
    '?%00=%00',
    '?__proto__[is_admin]=1&constructor[prototype][x]=1',
    `?${'a=1&'.repeat(5000)}`,
    '?format=xml&_method=GET',
    '#fragment',
  ]) {
    cases.push({
      name: `query:${query.slice(0, 40)}`,
      payload: refusedBody,
      headers: { 'content-type': JSON_TYPE },
      query,
      expect: 'refused',
    });
  }
  add('empty:no bytes', '', { 'content-type': JSON_TYPE }, expectJson(''));
  add('empty:blank', ' \r\n\t ', { 'content-type': JSON_TYPE }, expectJson(' '));
  return cases;
}
