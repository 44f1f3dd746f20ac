import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectJson } from './app-body-model.ts';
import { violates, type BodySchema } from './body-schema.ts';
import { answerProblem } from './drf-answer.ts';
import { fuzzCases, MIN_REFUSED_CASES, type FuzzTarget } from './fuzz-cases.ts';
import { sendCase } from './fuzz-run.ts';
import type { WriteEndpoint } from './write-endpoints.ts';

// A small body limit keeps the huge cases cheap here.
const LIMIT = 65_536;
const login: BodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: { username: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
};
const profile: BodySchema = {
  type: 'object',
  required: ['username'],
  properties: {
    username: { type: 'string', maxLength: 150 },
    flag: { type: 'boolean' },
    note: { type: 'string', maxLength: 32, nullable: true },
    nested: { type: 'object', properties: { codes: { type: 'array', nullable: true, items: { type: 'string', maxLength: 16 } } } },
  },
};
const target = (bodySchema: BodySchema | undefined, acceptsMultipart = false): FuzzTarget => ({
  method: 'POST',
  path: '/t/',
  bodySchema,
  acceptsMultipart,
});

describe('fuzzCases', () => {
  it('gives the same cases for the same seed and other cases for another', () => {
    const names = (seed: number) =>
      fuzzCases(target(login), seed, LIMIT).map((item) => `${item.name} ${String(item.payload).slice(0, 200)}`);
    expect(names(7)).toEqual(names(7));
    expect(names(8)).not.toEqual(names(7));
  });

  it.each([
    ['a body schema', target(login)],
    ['a nested body schema taking multipart', target(profile, true)],
    ['no body schema', target(undefined)],
  ])('has at least 200 refused cases, of every kind, for %s', (_name, endpoint) => {
    const cases = fuzzCases(endpoint, 1, LIMIT);
    expect(cases.filter((item) => item.expect === 'refused').length).toBeGreaterThanOrEqual(MIN_REFUSED_CASES);
    const kinds = new Set(cases.map((item) => item.name.split(' ')[1].split(':')[0]));
    const always = [
      'root',
      'deep',
      'wide',
      'prototype',
      'bom',
      'broken',
      'truncated',
      'content-type',
      'charset',
      'utf-8',
      'length',
      'size',
      'encoding',
      'query',
      'multipart',
    ];
    const withSchema = ['type', 'missing', 'text', 'nul', 'duplicate', 'huge', 'null'];
    expect([...kinds].sort()).toEqual(expect.arrayContaining(endpoint.bodySchema ? [...always, ...withSchema] : always));
  });

  it('builds multipart bodies that are broken, oversize or missing a field for a route taking multipart', () => {
    const multipart = fuzzCases(target(profile, true), 3, LIMIT).filter((item) => item.name.includes('multipart:'));
    expect(multipart.length).toBeGreaterThan(30);
    expect(multipart.some((item) => item.payload.length > 5 * 1024 * 1024)).toBe(true);
    expect(multipart.filter((item) => item.expect === 'may-accept').every((item) => item.name.includes('multipart:edge:'))).toBe(true);
  });
});

describe('expectJson (the model of what the app refuses)', () => {
  it.each([
    ['{"__proto__":{},"username":"a","password":"b"}', 'refused'],
    ['{"\\u005f_proto__":{},"username":"a","password":"b"}', 'refused'],
    ['{"constructor":{"prototype":{}},"username":"a","password":"b"}', 'refused'],
    ['{"constructor":1,"username":"a","password":"b"}', 'may-accept'],
    ['\ufeff{"username":"a","password":"b"}', 'may-accept'],
    ['{"username":"a\\u0000","password":"b"}', 'refused'],
    ['{"a\\u0000":1,"username":"a","password":"b"}', 'may-accept'],
    ['{"username":"\\ud800","password":"b"}', 'may-accept'],
    ['{"username":1,"password":"b"}', 'refused'],
    ['{"username":"a","username":1,"password":"b"}', 'refused'],
    [' ', 'refused'],
    ['{"username":"a","password":"b"', 'refused'],
  ])('%s is %s', (text, expected) => {
    expect(expectJson(login, text, LIMIT)).toBe(expected);
  });

  it('lets a route without a body schema ignore anything that parses', () => {
    expect(expectJson(undefined, '[[[[]]]]', LIMIT)).toBe('may-accept');
    expect(expectJson(undefined, '{"a":', LIMIT)).toBe('refused');
    expect(expectJson(undefined, `"${'x'.repeat(LIMIT)}"`, LIMIT)).toBe('refused');
  });

  it('counts lengths in code points, allows null only where nullable, and checks nested items', () => {
    expect(violates(profile, { username: '😀'.repeat(150) })).toBe(false);
    expect(violates(profile, { username: '😀'.repeat(151) })).toBe(true);
    expect(violates(profile, { username: 'a', note: null, nested: { codes: null } })).toBe(false);
    expect(violates(profile, { username: 'a', flag: null })).toBe(true);
    expect(violates(profile, { username: 'a', nested: { codes: ['x'.repeat(17)] } })).toBe(true);
  });
});

describe('answerProblem', () => {
  it('accepts DRF error bodies and flags 5xx, non-JSON and other shapes', () => {
    const json = 'application/json; charset=utf-8';
    expect(answerProblem(400, json, '{"username":["Required Field"]}')).toBeUndefined();
    expect(answerProblem(401, json, '{"detail":"Invalid token."}')).toBeUndefined();
    expect(answerProblem(200, json, '{"key":"k"}')).toBeUndefined();
    expect(answerProblem(500, json, '{"detail":"A server error occurred."}')).toMatch(/500/);
    expect(answerProblem(400, 'text/plain', 'Invalid Preflight Request')).toMatch(/not JSON/);
    expect(answerProblem(400, json, '{"error":"Bad Request","statusCode":400}')).toMatch(/DRF/);
    expect(answerProblem(400, json, '[]')).toMatch(/not an object/);
  });
});

describe('sendCase', () => {
  const problemsOf = async (url: string) => {
    const app = Fastify();
    app.post('/crashes/', { schema: { body: login } }, async (request) => {
      if (JSON.stringify(request.body).includes('\u202e')) throw new Error('boom');
      return { ok: true };
    });
    // No schema: takes whatever it is sent.
    app.post('/unchecked/', async () => ({ ok: true }));
    const endpoint: WriteEndpoint = { ...target(login), url, operationId: 't', needsSignIn: false };
    const problems: string[] = [];
    for (const [index, item] of fuzzCases(endpoint, 5, LIMIT).entries()) {
      const outcome = await sendCase(app, endpoint, item, { name: 'anonymous' }, index);
      if (outcome.problem) problems.push(`${item.name}: ${outcome.problem}`);
    }
    await app.close();
    return problems;
  };

  it('reports a case that makes the route fail', async () => {
    expect((await problemsOf('/crashes/')).some((problem) => problem.includes('answered 500'))).toBe(true);
  });

  it('reports a body it must refuse that the route took', async () => {
    expect((await problemsOf('/unchecked/')).some((problem) => problem.includes('accepted (200) a body it must refuse'))).toBe(true);
  });
});
