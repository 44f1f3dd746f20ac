/**
 * Types of a call by path (openapi-fetch style), read from the generated `paths`: which paths take
 * a method, and the path parameters, query, body and answer of each. Nothing here exists at run time.
 */
import type { paths } from '../generated/openapi-types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Lower<M extends HttpMethod> = Lowercase<M>;

/** A documented path of the API (the OpenAPI key, /api/v1/… with {param} placeholders). */
export type ApiPath = keyof paths;

/** The operation of `method` on `path` (never when the path has none). */
export type OperationAt<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Lower<M> & keyof paths[P]]>;

/** The paths that take `method`. */
export type PathsWith<M extends HttpMethod> = { [P in ApiPath]: [OperationAt<P, M>] extends [never] ? never : P }[ApiPath];

type Defined<T> = [T] extends [never] ? never : [T] extends [undefined] ? never : T;
type ParametersOf<Op> = Op extends { parameters: infer Parameters } ? Parameters : never;
/** The path parameters of an operation ({ id: string } for /labels/{id}/), never when it has none. */
export type PathParamsOf<Op> = Defined<ParametersOf<Op> extends { path?: infer Path } ? Path : never>;
/** The query of an operation, never when it has none. */
export type QueryOf<Op> = Defined<ParametersOf<Op> extends { query?: infer Query } ? Query : never>;

type ContentOf<Body> = Body extends { content: infer Content } ? Content : never;
type RequestBodyOf<Op> = Op extends { requestBody?: infer Body } ? Defined<Body> : never;
/** The request body of an operation (its JSON shape; a File may stand for a file field in multipart). */
export type RequestBodyTypeOf<Op> =
  ContentOf<RequestBodyOf<Op>> extends infer Content
    ? Content extends { 'application/json': infer Json }
      ? Json
      : Content extends { 'multipart/form-data': infer Form }
        ? Form
        : never
    : never;
type BodyRequired<Op> = Op extends { requestBody: unknown } ? ([RequestBodyOf<Op>] extends [never] ? false : true) : false;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Json } } ? Json : undefined;
/** What a successful call resolves to: the JSON answer of its 2xx status (undefined for 204). */
export type DataOf<Op> = Op extends { responses: infer Responses } ? JsonOf<Responses[SuccessStatus & keyof Responses]> : never;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type Optional<T> = [RequiredKeys<T>] extends [never] ? true : false;

type ParamsInit<Op> = ([PathParamsOf<Op>] extends [never] ? unknown : { path: PathParamsOf<Op> }) &
  ([QueryOf<Op>] extends [never] ? unknown : Optional<QueryOf<Op>> extends true ? { query?: QueryOf<Op> } : { query: QueryOf<Op> });
type ParamsPart<Op> = [PathParamsOf<Op>] extends [never]
  ? [QueryOf<Op>] extends [never]
    ? { params?: never }
    : Optional<QueryOf<Op>> extends true
      ? { params?: ParamsInit<Op> }
      : { params: ParamsInit<Op> }
  : { params: ParamsInit<Op> };
type BodyPart<Op> = [RequestBodyTypeOf<Op>] extends [never]
  ? { body?: never }
  : BodyRequired<Op> extends true
    ? { body: RequestBodyTypeOf<Op> }
    : { body?: RequestBodyTypeOf<Op> };

/** The second argument of a typed call: params (path, query) and body as the operation declares them. */
export type CallInit<Op> = ParamsPart<Op> & BodyPart<Op> & { headers?: Record<string, string>; signal?: AbortSignal };

/** The init argument, optional when nothing in it is required. */
export type InitArgs<Op> = Optional<CallInit<Op>> extends true ? [init?: CallInit<Op>] : [init: CallInit<Op>];

/** A typed call: `api.GET('/api/v1/labels/', { params: { query: { campaign } } })` resolves to the answer's type. */
export type TypedCall<M extends HttpMethod> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<OperationAt<P, M>>
) => Promise<DataOf<OperationAt<P, M>>>;

export interface TypedCalls {
  GET: TypedCall<'GET'>;
  POST: TypedCall<'POST'>;
  PUT: TypedCall<'PUT'>;
  PATCH: TypedCall<'PATCH'>;
  DELETE: TypedCall<'DELETE'>;
}
