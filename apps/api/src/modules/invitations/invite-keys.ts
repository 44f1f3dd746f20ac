import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { insertInviteLink } from './repositories/invite-links-repository.ts';

/** Random bytes behind an invite key: 128 bits, above the 96 the key must carry (decision 276). */
export const INVITE_KEY_RANDOM_BYTES = 16;

/**
 * A new invite link key: 22 URL-safe characters (base64url, no padding) encoding 128 random bits.
 * Anyone holding the key can read the invite and join with it, so it must not be guessable.
 */
export function newInviteKey(): string {
  return randomBytes(INVITE_KEY_RANDOM_BYTES).toString('base64url');
}

/**
 * Creates an invite link with a new key for a campaign or a team; answers the key. Every invite
 * link the API makes gets its key here.
 */
export async function createInviteLink(
  db: Queryable,
  link: { campaignId: number; teamId?: undefined } | { teamId: number; campaignId?: undefined },
  details: { label?: string | null; expiresAt: Date; createdBy: number | null },
): Promise<string> {
  const key = newInviteKey();
  await insertInviteLink(db, {
    key,
    campaignId: link.campaignId ?? null,
    teamId: link.teamId ?? null,
    label: details.label ?? null,
    expiresAt: details.expiresAt,
    createdBy: details.createdBy,
  });
  return key;
}
