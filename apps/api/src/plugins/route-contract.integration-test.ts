import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Operation = { operationId?: string; summary?: string; security?: unknown[] };

// The OpenAPI document of the running app: what the generated client and the docs read.
describe('the API documents every operation', () => {
  let t: TestApp;
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/schema/' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op] as [string, Operation]),
    );
  });
  afterAll(() => t.close());

  it('has an operationId, a summary and security on each, with unique ids', () => {
    expect(operations.length).toBeGreaterThan(15);
    for (const [name, op] of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(Array.isArray(op.security), name).toBe(true);
    }
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses to start with a route that skips the contract', async () => {
    const app = (await createTestApp()) as TestApp;
    try {
      // A route added after start-up fails the same check; a new module would fail at build time.
      expect(() =>
        app.app.post('/undocumented/', { schema: { body: { type: 'object', properties: { a: { type: 'string' } } } } }, async () => ({})),
      ).toThrow();
    } finally {
      await app.close();
    }
  });
});
