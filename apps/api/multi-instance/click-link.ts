import type { Db } from '../src/db/db.ts';
import { createBroadcaster, insertCampaign, insertTeam } from '../src/testing/domain-fixtures.ts';

/** A running campaign with one broadcaster's tracked link `key` (6 letters or digits; no webhook): what a redirect load clicks. */
export async function trackedLink(db: Db, key: string): Promise<void> {
  const team = await insertTeam(db, { name: `${key} team` });
  const campaign = await insertCampaign(db, { slug: `${key}-campaign`, teamId: team });
  const { id: broadcaster } = await createBroadcaster(db, `${key}_caster`);
  await db.query('INSERT INTO tracking_links (key, broadcaster_id, campaign_id, target) VALUES ($1, $2, $3, $4)', [
    key,
    broadcaster,
    campaign,
    `https://shop.example/${key}`,
  ]);
}

/** Settings of an instance under a redirect load: limits out of the way, no background jobs. */
export const LOAD_SETTINGS = {
  RATE_LIMIT_REDIRECTS_PER_MINUTE: '1000000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  JOBS_ENABLED: 'off',
} as const;
