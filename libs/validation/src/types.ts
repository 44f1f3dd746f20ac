/**
 * A rule answers the exact message of the spec for a bad value, or undefined when the value passes.
 * `allValues` is the whole form, for rules that compare fields (end after start, passwords match).
 */
export type Rule<V = unknown> = (value: V, allValues?: Record<string, unknown>) => string | undefined;

/** Field name (dotted for nested values, e.g. `config.duration`) → rules run in order. */
export type FormRules<F extends string = string> = { readonly [K in F]: readonly Rule[] };

/** Field name → the first message of that field. */
export type FormErrors<F extends string = string> = Partial<Record<F, string>>;

/** Django REST framework error body: field → messages. */
export type DrfErrors = Record<string, string[]>;

/** What a browser `File` or an uploaded multipart part looks like to the file rules. */
export interface FileLike {
  name: string;
  type?: string;
}
