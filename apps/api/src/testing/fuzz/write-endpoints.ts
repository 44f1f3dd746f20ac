import type { FastifyInstance } from 'fastify';
import type { BodySchema } from './body-schema.ts';
import type { FuzzTarget } from './fuzz-cases.ts';

export const OPENAPI_URL = '/api/v1/schema/';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** A write endpoint as the app documents it. */
export interface WriteEndpoint extends FuzzTarget {
  /** The path with its parameters filled in. */
  url: string;
  operationId: string;
  /** No anonymous alternative in its security. */
  needsSignIn: boolean;
}

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

/** A plausible value per path parameter: the body is what is fuzzed, not the path. */
function fillPath(path: string, operation: Operation): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters?.find((item) => item.in === 'path' && item.name === name);
    return parameter?.schema?.type === 'integer' || parameter?.schema?.type === 'number' ? '1' : 'fuzz';
  });
}

/**
 * Every POST, PUT, PATCH and DELETE route of the app, read from its own OpenAPI document (built
 * from the route schemas), so an endpoint a later change adds is fuzzed without editing the test.
 */
export async function writeEndpoints(app: FastifyInstance): Promise<WriteEndpoint[]> {
  const answer = await app.inject({ method: 'GET', url: OPENAPI_URL });
  if (answer.statusCode !== 200) throw new Error(`${OPENAPI_URL} answered ${answer.statusCode}`);
  const document = answer.json() as { paths?: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    WRITE_METHODS.flatMap((method) => {
      const operation = operations[method];
      if (!operation) return [];
      const content = operation.requestBody?.content ?? {};
      const security = operation.security ?? [];
      return [
        {
          method: method.toUpperCase(),
          path,
          url: fillPath(path, operation),
          operationId: operation.operationId ?? `${method} ${path}`,
          bodySchema: (content['application/json'] ?? Object.values(content)[0])?.schema,
          acceptsMultipart: 'multipart/form-data' in content,
          needsSignIn: security.length > 0 && security.every((entry) => Object.keys(entry).length > 0),
        },
      ];
    }),
  );
}
