import type { FastifyInstance, RouteOptions } from 'fastify';

type Schema = Record<string, unknown>;

/** Paths (JSON pointer-ish) of request strings that have no maxLength (decision 240). */
export function unboundedStrings(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const types = ([] as unknown[]).concat(node.type ?? []);
  const found: string[] = [];
  if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined) {
    found.push(at || '(root)');
  }
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, child] of Object.entries(properties)) found.push(...unboundedStrings(child, `${at}/${name}`));
  if (node.items) found.push(...unboundedStrings(node.items, `${at}/items`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const child of (node[key] as unknown[] | undefined) ?? []) found.push(...unboundedStrings(child, at));
  }
  return found;
}

/** What every documented route must declare; a broken contract stops the server at start-up. */
export function contractProblems(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const schema = (route.schema ?? {}) as Schema;
  if (schema.hide) return [];
  const problems: string[] = [];
  if (typeof schema.operationId !== 'string') problems.push('an operationId');
  if (typeof schema.summary !== 'string') problems.push('a summary');
  if (!Array.isArray(schema.security)) problems.push('its security (`[]` when public)');
  for (const part of ['body', 'querystring', 'params'] as const) {
    for (const path of unboundedStrings(schema[part])) problems.push(`a maxLength on ${part}${path}`);
  }
  return problems;
}

/**
 * Every route under the API documents itself fully: operationId, summary, security, and bounded
 * request strings. Checked as routes are added, so a new endpoint cannot skip it.
 */
export function registerRouteContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const problems = contractProblems(route);
    if (problems.length) throw new Error(`${String(route.method)} ${route.url} must declare ${problems.join(', ')}`);
  });
}
