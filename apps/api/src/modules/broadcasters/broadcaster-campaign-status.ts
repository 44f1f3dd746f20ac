import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import {
  findOwnCampaignStatusForUpdate,
  latestActivityEvent,
  listBroadcasterCampaigns,
  setOwnCampaignStatus,
  type BroadcasterCampaignRow,
} from './repositories/broadcaster-campaign-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { campaignEnded, requireBroadcaster } from '../shared/index.ts';
import { recordBroadcasterEvent } from '../campaigns/index.ts';
import { syncCampaignActions } from '../broadcaster-actions/index.ts';

export type SelfStatusChange = 'suspend' | 'activate';

/** Field errors on `broadcaster`: the studio shows the first message of that field (spec 02 §8). */
const refused = (message: string) => badRequest({ broadcaster: [message] });

/**
 * Suspend Campaign / Activate Campaign (spec 02 §2, §6), decision 353: only on a campaign with
 * allow_self_deactivate (else 403) that has not ended. Suspend turns Active into Deactivated;
 * activate turns Deactivated back into Active only when the broadcaster suspended it themselves
 * (the latest activity event is theirs), so a manager's deactivation, a flag or a Pending approval
 * is never undone by the broadcaster. The event is written in the transaction of the change.
 * A campaign they are not on is 404. Answers the campaign card as GET broadcaster-campaigns/ lists it.
 */
export async function changeOwnCampaignStatus(
  db: Db,
  user: UserRow,
  slug: string,
  change: SelfStatusChange,
  now: Date,
): Promise<BroadcasterCampaignRow> {
  requireBroadcaster(user);
  await db.transaction(async (tx) => {
    const own = await findOwnCampaignStatusForUpdate(tx, user.id, slug);
    if (!own) throw notFound();
    if (!own.allow_self_deactivate) throw forbidden(serverMessages.selfDeactivateNotAllowed);
    if (campaignEnded(own, now)) throw refused(serverMessages.invitationCampaignEnded);
    if (change === 'suspend') {
      if (own.status !== 'Active') throw refused(serverMessages.suspendNeedsActive);
      await setOwnCampaignStatus(tx, own.id, user.id, 'Deactivated', now);
      await recordBroadcasterEvent(tx, 'broadcaster_suspended', user, { campaignId: own.id, now });
      await syncCampaignActions(tx, own.id, now);
      return;
    }
    const selfSuspended = own.status === 'Deactivated' && (await latestActivityEvent(tx, own.id, user.id)) === 'broadcaster_suspended';
    if (!selfSuspended) throw refused(serverMessages.activateNeedsSuspended);
    await setOwnCampaignStatus(tx, own.id, user.id, 'Active', now);
    await recordBroadcasterEvent(tx, 'broadcaster_reactivated', user, { campaignId: own.id, now });
    await syncCampaignActions(tx, own.id, now);
  });
  const [card] = await listBroadcasterCampaigns(db, user.id, slug);
  return card;
}
