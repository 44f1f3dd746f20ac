import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, documentText, OPENAPI_JSON, OPENAPI_TYPES, wireTypesText } from './openapi-document.ts';

// Issue #10's ground: the client's wire types are generated from the route schemas; a route change
// without `npm run openapi` fails here, so client and server cannot drift.
describe('the committed OpenAPI document and wire types', () => {
  it('match what the route schemas produce now (run `npm run openapi` after changing a route)', async () => {
    const document = await buildOpenApiDocument();
    expect(readFileSync(OPENAPI_JSON, 'utf8'), 'libs/api-client/openapi.json is stale: npm run openapi').toBe(documentText(document));
    expect(readFileSync(OPENAPI_TYPES, 'utf8'), 'libs/api-client/src/generated/openapi-types.ts is stale: npm run openapi').toBe(
      await wireTypesText(document),
    );
    // Builds the whole app and generates the types: CPU-bound, slow on a busy 2-core machine.
  }, 90_000);
});
