/**
 * Raw JSON text pieces for the fuzz cases. Raw text, not JS values: a JS object literal eats
 * `__proto__`, JSON.stringify writes no duplicate keys, lone surrogates or 1e999, and a few
 * cases are not JSON at all.
 */

/** JSON values of every type, with the awkward numbers and strings that look like other types. */
export const VALUE_FRAGMENTS = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '-0',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '1E+2',
  '4.9e-324',
  '""',
  '"1"',
  '"true"',
  '"false"',
  '"null"',
  '"0x10"',
  '"1e999"',
  '"NaN"',
  '[]',
  '[1]',
  '[[]]',
  '["a"]',
  '[null]',
  '[{}]',
  '{}',
  '{"a":1}',
  '{"":""}',
  '{"$gt":""}',
  '{"type":"Buffer","data":[1]}',
] as const;

/** Well-formed JSON strings that are hard on code that handles text. */
export const HOSTILE_STRINGS = [
  '"\\ud800"',
  '"\\udc00"',
  '"a\\ud800b\\udfffc"',
  '"\\udbff\\udfff"',
  '"\\u202egnp.exe"',
  '"\\u2066x\\u2069\\u200f"',
  '"\\u200b\\u200c\\u200d"',
  '"\\ufeff"',
  '"\\ufffe\\uffff"',
  '"\\ue000\\uf8ff"',
  '"😀👩‍👩‍👧‍👦🏳️‍🌈"',
  '"Z\\u0335\\u0321\\u0327\\u031b\\u034e\\u0317"',
  '"ｆｕｌｌｗｉｄｔｈ"',
  '"İıßǅ"',
  '"\\r\\n\\t\\b\\f"',
  '"\\u0085\\u2028\\u2029"',
  '"   "',
  '""',
  '"\\\\"',
  '"\\"\'`"',
  '"<script>alert(1)</script>"',
  '"\' OR 1=1 --"',
  '"%00%n%s%x"',
  '"../../etc/passwd"',
  '"{{7*7}}${7*7}"',
  '"\\u001b[31mred"',
  '"\\u0430dmin"',
  '"admin\\u0000"',
  '"a\\u0000b"',
  '"\\u0000"',
  '"1"',
  '"-0"',
  '"null"',
  '"undefined"',
] as const;

/** Text that no JSON parser should take. */
export const BROKEN_JSON = [
  '{',
  '}',
  '[',
  ']',
  '{"a"',
  '{"a":}',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{a:1}',
  '{"a":1}{"b":2}',
  '{"a":1} x',
  '{} []',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  '{"a":NaN}',
  '{"a":0x10}',
  '{"a":01}',
  '{"a":+1}',
  '{"a":.5}',
  '{"a":1.}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\\uZZZZ"}',
  '{"a":"unterminated}',
  '/* c */{}',
  '{} // c',
  '{"a":1 /* c */}',
  '"\\"',
  '{"a":"\u0000"}',
  '{"a":"\u0001"}',
  '{"a":"tab\there"}',
  '{"a":"line\nbreak"}',
  '\u00a0{}',
  '{}\u0000',
  '\u2028{}',
  'true false',
  'nul',
  'tru',
  '{"a":[1,2,3',
  '{"a":{"b":{"c":',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '\u0000',
  '{"a":1,"a"}',
  '{,}',
  '{"a"::1}',
  '{"a":1;}',
  '[1 2]',
  '{"\\ud800":1',
  '\\u007b}',
] as const;

export const DEEP_LEVELS = 10_000;

/** `levels` nested arrays around `inner`, as JSON text. */
export const deepArrays = (levels: number, inner = '') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

/** `levels` nested objects `{"a": ...}` around `inner`, as JSON text. */
export const deepObjects = (levels: number, inner = '{}') => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

/** Keys that try to reach an object's prototype, as JSON members (raw, with and without escapes). */
export const PROTOTYPE_MEMBERS = [
  '"__proto__":{"is_admin":true,"user_type":2}',
  '"__proto__":null',
  '"constructor":{"prototype":{"is_admin":true}}',
  '"\\u005f_proto__":{"is_admin":true}',
  '"__pro\\u0074o__":[]',
  '"__proto__":{"__proto__":{"polluted":1}}',
] as const;

/** Members that look like prototype keys but are ordinary data to JSON (the app strips them). */
export const HARMLESS_PROTOTYPE_LIKE_MEMBERS = [
  '"prototype":{"is_admin":true}',
  '"constructor":1',
  '"toString":"x"',
  '"hasOwnProperty":1',
] as const;
