import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

/**
 * The request validators and response serializers, compiled once per process (decision 750).
 *
 * Fastify's defaults give every app a new Ajv and compile each route's schemas again. The schemas
 * are module constants, so an app built again in the same process (the integration tests build one
 * or more per file, hundreds per run) can reuse what an earlier app compiled:
 * - validators: one Ajv per set of shared schemas and options (`@fastify/ajv-compiler`'s own
 *   pool, kept for the process instead of per app); Ajv keeps each compiled schema by identity;
 * - serializers: kept by the schema object, per set of shared schemas and options.
 * A compiled function depends only on its schema, the shared schemas and the options, which are
 * all part of the keys, so a reused one is the one the app would have compiled.
 */
const buildValidator = AjvCompiler() as CompilersFactory['buildValidator'];

const selectSerializer = SerializerSelector() as BuildSerializer;
const serializersBySharedSchemas = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: BuildSerializer = (sharedSchemas, options) => {
  const key = JSON.stringify([sharedSchemas, options]);
  let compiled = serializersBySharedSchemas.get(key);
  if (!compiled) serializersBySharedSchemas.set(key, (compiled = new WeakMap()));
  const kept = compiled;
  const compile = selectSerializer(sharedSchemas, options);
  return (route: Parameters<ReturnType<BuildSerializer>>[0]) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route) as Serializer;
    let serializer = kept.get(schema);
    if (!serializer) kept.set(schema, (serializer = compile(route) as Serializer));
    return serializer;
  };
};

export const schemaCompilers: CompilersFactory = { buildValidator, buildSerializer };
