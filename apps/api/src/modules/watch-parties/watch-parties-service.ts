import type { Db } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import { broadcasterWatchParties, campaignWatchParties, type WatchPartyRow } from './repositories/watch-parties-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { messages } from '@advocate/validation';
import { visibleCampaign } from '../shared/index.ts';

/**
 * GET watch-parties/ (spec 01 §3 Watch party, 02 §2 Watch party page): a broadcaster's own (campaign
 * optional); managers a campaign they see (campaign required) (decision 444).
 */
export async function watchPartiesOf(db: Db, user: UserRow, slug: string | undefined, now: Date): Promise<WatchPartyRow[]> {
  if (user.user_type === 3) return broadcasterWatchParties(db, user.id, now, slug);
  if (slug === undefined) throw badRequest({ campaign: [messages.required] });
  const campaign = await visibleCampaign(db, user, slug);
  return campaignWatchParties(db, campaign.id);
}
