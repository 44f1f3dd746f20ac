import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download address works (decision 595); the list read refreshes it. */
export const DOWNLOAD_LIFETIME_MS = 60 * 60 * 1000;

function signature(secret: string, reportId: number, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`report-download:${reportId}:${userId}:${expires}`).digest('base64url');
}

/** A download token `<user id>.<expires ms>.<signature>` for one user and one report (decision 595). */
export function downloadToken(secret: string, reportId: number, userId: number, now: Date): string {
  const expires = now.getTime() + DOWNLOAD_LIFETIME_MS;
  return `${userId}.${expires}.${signature(secret, reportId, userId, expires)}`;
}

/** The user a token was given to, when it is genuine, for this report and not expired; else undefined. */
export function checkDownloadToken(secret: string, reportId: number, token: string, now: Date): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires <= now.getTime()) return undefined;
  const expected = Buffer.from(signature(secret, reportId, userId, expires));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

/** The download address the list answers (`report`). */
export function downloadUrl(publicApiUrl: string, reportId: number, token: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}/api/v1/reports/${reportId}/download/?token=${encodeURIComponent(token)}`;
}
