import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, documentText, OPENAPI_JSON, OPENAPI_TYPES, wireTypesText } from '../src/openapi/openapi-document.ts';

/** `npm run openapi`: writes the OpenAPI document and the client's wire types from the route schemas. */
const document = await buildOpenApiDocument();
mkdirSync(path.dirname(OPENAPI_TYPES), { recursive: true });
writeFileSync(OPENAPI_JSON, documentText(document));
writeFileSync(OPENAPI_TYPES, await wireTypesText(document));
console.log(`openapi: wrote ${path.relative(process.cwd(), OPENAPI_JSON)} and ${path.relative(process.cwd(), OPENAPI_TYPES)}`);
