/** A request payload: an object (plain or interface-typed), or any other value JSON can carry. */
export type RequestData = object | string | number | boolean | null;

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** True when any top-level field of the payload is a File or Blob (spec 00 §7: then send multipart). */
export function hasFile(data: RequestData | undefined): data is Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data) || isFile(data)) return false;
  return Object.values(data).some(isFile);
}

/**
 * Multipart form data: files as parts, objects and lists as JSON strings, other values as text.
 * undefined is left out; null becomes an empty part, which the server reads as "cleared".
 */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (isFile(value)) form.append(key, value, 'name' in value ? String(value.name) : key);
    else if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
