import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { nullCharacterFields, registerNullCharacterCheck } from './null-characters.ts';

const NUL = '\u0000';

describe('nullCharacterFields', () => {
  it('names every text holding U+0000, nested fields dotted and lists on their own name', () => {
    const body = { a: 'ok', b: `x${NUL}`, nested: { deep: { c: NUL }, list: ['ok', `y${NUL}`], d: 1, e: null }, [`k${NUL}`]: 'v' };
    expect([...nullCharacterFields(body)].sort()).toEqual(['b', 'nested.deep.c', 'nested.list', 'non_field_errors']);
    expect([...nullCharacterFields(`top${NUL}`)]).toEqual(['non_field_errors']);
    expect([...nullCharacterFields({ a: 'fine', b: [1, true, { c: 'ok' }] })]).toEqual([]);
  });
});

describe('registerNullCharacterCheck', () => {
  it('refuses a declared query parameter holding U+0000 and ignores one the route does not read', async () => {
    const app = Fastify({ ajv: { customOptions: { removeAdditional: 'all' } } });
    registerErrorHandler(app);
    registerNullCharacterCheck(app);
    app.get(
      '/read/',
      { schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } } },
      async (request) => request.query,
    );
    app.get('/ignore/', async () => ({ ok: true }));
    await app.ready();
    const declared = await app.inject({ method: 'GET', url: '/read/?q=a%00b&stray=%00' });
    expect(declared.statusCode).toBe(400);
    expect(declared.json()).toEqual({ q: ['Null characters are not allowed.'] });
    expect((await app.inject({ method: 'GET', url: '/read/?q=fine&stray=%00' })).json()).toEqual({ q: 'fine' });
    expect((await app.inject({ method: 'GET', url: '/ignore/?q=%00' })).statusCode).toBe(200);
    await app.close();
  });
});
