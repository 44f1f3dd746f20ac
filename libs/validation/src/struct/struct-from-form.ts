import { define, Struct, type, validate } from 'superstruct';
import type { Infer, StructError } from 'superstruct';
import { validateForm } from '../engine/validate.ts';
import { messages } from '../messages.ts';
import type { DrfErrors, FormRules } from '../types.ts';
import { isFileLike, isPlainObject, toNumber } from '../values.ts';

// superstruct's own schema type: field structs of any value and schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors superstruct's ObjectSchema
export type FormShape = Record<string, Struct<any, any>>;

/**
 * A superstruct struct for an API body: `shape` checks JSON types (extra keys are allowed, as DRF
 * ignores them) and `rules` give the spec's messages. The rules run first and on any object, so a
 * missing required field answers 'Required Field' rather than a type complaint; type failures are
 * reported only for fields the rules accept (decision 110).
 */
export function structFromForm<S extends FormShape>(rules: FormRules, shape: S) {
  const base = type(shape);
  return new Struct<Infer<typeof base>, S>({
    type: 'form',
    schema: shape,
    coercer: (value, context) => base.coercer(value, context),
    validator: (value, context) => {
      if (!isPlainObject(value)) return messages.wrongType;
      const errors = validateForm(rules, value);
      return Object.entries(errors).map(([field, message]) => ({
        message,
        key: field,
        path: [...context.path, field],
        refinement: 'form',
      }));
    },
    // A body that is no object has been answered as a whole; its items are not fields.
    entries: (value, context) => (isPlainObject(value) ? base.entries(value, context) : []),
  });
}

/**
 * A StructError as the DRF 400 body: the first message per field; a type failure on a field reads
 * 'Incorrect type.'; a failure of the whole body goes under `non_field_errors`.
 */
export function drfErrorsFromStructError(error: StructError): DrfErrors {
  const body: DrfErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length === 0 ? 'non_field_errors' : failure.path.map(String).join('.');
    if (body[field]) continue;
    body[field] = [failure.refinement === 'form' ? failure.message : messages.wrongType];
  }
  return body;
}

/** Checks a request body: the typed value, or the DRF errors to answer with status 400. */
export function validateBody<T>(struct: Struct<T, unknown>, body: unknown): { ok: true; value: T } | { ok: false; errors: DrfErrors } {
  const [error, value] = validate(body, struct, { coerce: true });
  if (error) return { ok: false, errors: drfErrorsFromStructError(error) };
  return { ok: true, value: value as T };
}

/** A number, or numeric text as multipart form fields carry it. */
export const numberLike = define<number | string>('numberLike', (value) => toNumber(value) !== undefined);

/** An uploaded file (a File-like `{ name, type? }`) or the text address of one already stored. */
export const fileValue = define<string | { name: string; type?: string }>(
  'file',
  (value) => typeof value === 'string' || isFileLike(value),
);
