import type { Queryable } from '../../db/db.ts';
import { listBroadcasterCustomLinks } from './repositories/broadcaster-links-repository.ts';
import type { UserRow } from '../shared/repositories/users-repository.ts';
import { requireBroadcaster } from '../shared/access.ts';

/** One line of the broadcaster's /links page (contract 3). */
export interface BroadcasterLink {
  key: string;
  /** The tracked address to share: `<PUBLIC_API_URL>/l/<key>`. */
  url: string;
  /** Where the tracked address leads. */
  target: string;
  component: string;
  campaign: string;
  campaign_name: string;
}

/** The address of a tracked link (ARCHITECTURE §6: `GET /l/{key}`). */
export function trackedLinkUrl(publicApiUrl: string, key: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}/l/${encodeURIComponent(key)}`;
}

/** GET broadcaster-links/: the signed-in broadcaster's own custom links; managers 403. */
export async function broadcasterLinks(db: Queryable, user: UserRow, publicApiUrl: string, now: Date): Promise<BroadcasterLink[]> {
  requireBroadcaster(user);
  const rows = await listBroadcasterCustomLinks(db, user.id, now);
  return rows.map((row) => ({ ...row, url: trackedLinkUrl(publicApiUrl, row.key) }));
}
