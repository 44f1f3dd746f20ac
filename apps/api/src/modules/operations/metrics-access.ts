import { createHash, timingSafeEqual } from 'node:crypto';
import { serverMessages } from '@advocate/validation/server-messages';
import { HttpError, notFound } from '../../errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (decision 737): only `Authorization: Bearer <METRICS_TOKEN>`, compared in
 * constant time. Unset METRICS_TOKEN: 404, as if the route did not exist. No or another credential
 * (a sign-in token or API key included, an admin's too): 401 with `WWW-Authenticate: Bearer`.
 */
export function assertMetricsReader(metricsToken: string | undefined, authorization: string | undefined): void {
  if (!metricsToken) throw notFound();
  const [scheme, token, extra] = (authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token) {
    throw new HttpError(401, { detail: serverMessages.notAuthenticated }, { 'WWW-Authenticate': 'Bearer' });
  }
  if (extra !== undefined || !timingSafeEqual(digest(token), digest(metricsToken))) {
    throw new HttpError(401, { detail: serverMessages.invalidToken }, { 'WWW-Authenticate': 'Bearer' });
  }
}
