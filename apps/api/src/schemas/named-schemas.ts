/**
 * Named schemas: an answer shape the app registers once (`app.addSchema`, see shared-schemas.ts)
 * and the routes point to with `$ref`, so the OpenAPI document names it in `components.schemas`.
 */

/** A schema with the name (`$id`) it is registered and documented under. */
export const named = <const Id extends string, const S extends object>(id: Id, schema: S) =>
  ({ $id: id, ...schema }) as { readonly $id: Id } & S;

/**
 * A `$ref` to a named schema for a route or another schema. It is typed as the schema itself, so
 * the JSON schema type provider still infers the handler's answer (the runtime resolves the ref
 * to that same schema).
 */
export const ref = <S extends { readonly $id: string }>(schema: S): S => ({ $ref: `${schema.$id}#` }) as unknown as S;
