/**
 * What the logs never show (decision 735): credentials and secrets under these names, at the top of
 * a logged object or up to three levels down, are replaced by `[REDACTED]`. The request line itself
 * logs no headers and no bodies; this list guards whatever else is logged (an error's fields, a
 * header set, a row).
 */
export const SECRET_NAMES = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'password',
  'new_password',
  'new_password1',
  'new_password2',
  'old_password',
  'current_password',
  'password_hash',
  'token',
  'key',
  'access_token',
  'refresh_token',
  'id_token',
  'oauth_token',
  'oauth_token_secret',
  'oauth_verifier',
  'secret',
  'client_secret',
  'webhook_secret',
  'conversion_secret',
  'api_key',
  'apiKey',
  'signature',
] as const;

export const REDACTED = '[REDACTED]';

const pathOf = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`);
const join = (prefix: string, name: string) => (pathOf(name).startsWith('[') ? `${prefix}${pathOf(name)}` : `${prefix}.${name}`);

/** pino's `redact` paths for SECRET_NAMES: `name`, `*.name`, `*.*.name`, `*.*.*.name`. */
export const redactPaths: string[] = SECRET_NAMES.flatMap((name) => [
  pathOf(name),
  join('*', name),
  join('*.*', name),
  join('*.*.*', name),
]);

/** Query parameters whose values a logged URL hides: the secret names, and the signed links' `code`/`sig`/`state` (an error's `code` is kept: it names SQLSTATEs and Fastify's errors). */
const secretParams = new Set<string>([...SECRET_NAMES, 'code', 'sig', 'state', 'email_token', 'invite_key']);

/**
 * A request URL as logged: path parameters named as secrets (an invite link's key, a reset token)
 * and the values of secret query parameters are replaced by `[REDACTED]`.
 */
export function loggedUrl(url: string, params: unknown): string {
  const [rawPath, query] = splitOnce(url, '?');
  let path = rawPath;
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!secretParams.has(name) || typeof value !== 'string' || value === '') continue;
      path = path
        .split('/')
        .map((segment) => (safeDecode(segment) === value ? REDACTED : segment))
        .join('/');
    }
  }
  if (query === undefined) return path;
  const hidden = query
    .split('&')
    .map((pair) => {
      const [name, value] = splitOnce(pair, '=');
      return value !== undefined && secretParams.has(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${hidden}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
