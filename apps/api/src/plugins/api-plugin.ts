import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';

/**
 * A route module. Its route schemas are the one source of the request and answer types (the JSON
 * schema type provider infers `request.body`, `params`, `query` and the handler's return type), of
 * the runtime validation, and of the OpenAPI document.
 */
export type ApiPlugin = FastifyPluginAsyncJsonSchemaToTs;
