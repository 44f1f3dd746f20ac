import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDb } from '../db/pglite-db.ts';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

/** Where the document and the client's wire types are committed. */
export const OPENAPI_JSON = path.join(workspaceRoot, 'libs/api-client/openapi.json');
export const OPENAPI_TYPES = path.join(workspaceRoot, 'libs/api-client/src/generated/openapi-types.ts');

/**
 * The OpenAPI document of the API as the route schemas declare it: built from an app on a
 * throw-away in-memory database (no route is called; migrated, as the server opens its click
 * journal's row at start), with local default configuration.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'advocate-openapi-'));
  const db = await openPgliteDb();
  await migrate(db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), db, mailer: { send: async () => undefined } });
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const documentText = (document: Record<string, unknown>) => `${JSON.stringify(document, null, 2)}\n`;

const BANNER = '// Generated from libs/api-client/openapi.json by `npm run openapi`; do not edit.\n';

/** The TypeScript wire types of the document (openapi-typescript). */
export async function wireTypesText(document: Record<string, unknown>): Promise<string> {
  // The swagger plugin's output is an OpenAPI 3 document; its own type is wider than openapi-typescript's.
  const ast = await openapiTS(document as unknown as OpenAPI3, { exportType: true, alphabetize: false });
  return BANNER + astToString(ast);
}
