import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDevProviders } from './server.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = buildDevProviders();
});
afterEach(() => app.close());

const bearer = { authorization: 'Bearer advocate-local-bearer' };

// Issue 8 audits; decision 552.
describe('Twitter tweet lookup stand-in', () => {
  it('finds kept tweets, lists missing ones as errors, forgets deleted ones', async () => {
    const made = await app.inject({ method: 'POST', url: '/twitter/_dev/tweets', payload: { text: 'hello', author_id: '4001' } });
    const id = made.json().data.id as string;
    let res = await app.inject({ url: `/twitter/2/tweets?ids=${id},123`, headers: bearer });
    expect(res.json()).toMatchObject({
      data: [{ id, text: 'hello', author_id: '4001', created_at: expect.any(String) }],
      errors: [{ value: '123', title: 'Not Found Error', resource_type: 'tweet' }],
    });
    expect((await app.inject({ method: 'DELETE', url: `/twitter/_dev/tweets/${id}` })).statusCode).toBe(204);
    res = await app.inject({ url: `/twitter/2/tweets?ids=${id}`, headers: bearer });
    expect(res.json().data).toBeUndefined();
    expect((await app.inject({ url: `/twitter/2/tweets/${id}` })).statusCode).toBe(404);
  });

  it('wants a bearer token and 1 to 100 ids', async () => {
    expect((await app.inject({ url: '/twitter/2/tweets?ids=1' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/twitter/2/tweets?ids=', headers: bearer })).statusCode).toBe(400);
    expect((await app.inject({ url: '/twitter/2/tweets?ids=abc', headers: bearer })).statusCode).toBe(400);
  });
});
