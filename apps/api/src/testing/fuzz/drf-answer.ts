/**
 * What is wrong with an answer, if anything: never a 5xx, always JSON, and a 4xx in the DRF
 * error shape (`{"detail": "..."}` or `{"field": ["message", ...]}`).
 */
export function answerProblem(status: number, contentType: string | undefined, body: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status === 204 && body === '') return undefined;
  if (!contentType?.startsWith('application/json')) return `answered ${status} as ${contentType ?? 'no content type'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (status < 400) return undefined;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return `answered ${status} with ${body.slice(0, 80)}, not an object`;
  const entries = Object.entries(parsed);
  if (entries.length === 0) return `answered ${status} with an empty error`;
  for (const [key, value] of entries) {
    const ok =
      key === 'detail'
        ? typeof value === 'string'
        : Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
    if (!ok) return `answered ${status} with ${key}: ${JSON.stringify(value).slice(0, 80)}, not the DRF error shape`;
  }
  return undefined;
}
