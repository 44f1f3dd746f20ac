import { describe, expect, it } from 'vitest';
import { contractProblems, unboundedStrings } from './route-contract.ts';

// Decision 240 and issue #10's ground: every documented route names itself, says its security,
// and bounds every request string.
describe('route contract', () => {
  const documented = { operationId: 'login', summary: 'Sign in', security: [] };

  it('accepts a fully documented route with bounded strings', () => {
    const body = { type: 'object', properties: { a: { type: 'string', maxLength: 5 }, b: { type: 'string', enum: ['x'] } } };
    expect(contractProblems({ method: 'POST', url: '/x/', schema: { ...documented, body } })).toEqual([]);
  });

  it('names each missing declaration', () => {
    expect(contractProblems({ method: 'POST', url: '/x/', schema: {} })).toEqual([
      'an operationId',
      'a summary',
      'its security (`[]` when public)',
    ]);
  });

  it('finds unbounded strings in nested objects, lists, unions and nullable types', () => {
    const body = {
      type: 'object',
      properties: {
        a: { type: ['string', 'null'] },
        nested: { type: 'object', properties: { b: { type: 'string' } } },
        list: { type: 'array', items: { type: 'string' } },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    };
    expect(unboundedStrings(body)).toEqual(['/a', '/nested/b', '/list/items', '/either']);
    expect(
      contractProblems({
        method: 'GET',
        url: '/x/:key/',
        schema: { ...documented, params: { type: 'object', properties: { key: { type: 'string' } } } },
      }),
    ).toEqual(['a maxLength on params/key']);
  });

  it('leaves hidden routes alone', () => {
    expect(contractProblems({ method: 'GET', url: '/schema/', schema: { hide: true } })).toEqual([]);
  });
});
