import type { Queryable } from '../../../db/db.ts';
import { followDailyCapFlags } from '../repositories/overlay-media-repository.ts';
import { publishLive } from '../../../platform/live/live-events.ts';

/**
 * Called in the transaction of a component or campaign edit that changed its `daily_impression_cap`
 * (decision 615): the `daily_cap_reached` flag follows the new cap at once, so a graphic whose cap
 * was raised above today's impressions returns to the overlays now, not at the 00:00 UTC reset, and
 * the console's banner goes; a cap lowered to or under today's impressions raises the flag. Open
 * overlays of a campaign whose flag changed resync on commit.
 */
export async function followDailyCapChange(tx: Queryable, now: Date, target: { componentId?: number; campaignId?: number }): Promise<void> {
  const campaigns = await followDailyCapFlags(tx, now, target);
  for (const campaignId of campaigns) await publishLive(tx, { type: 'campaign', campaignId });
}
