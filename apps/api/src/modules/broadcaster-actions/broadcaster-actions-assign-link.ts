import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { lockCampaignActions } from './repositories/broadcaster-actions-repository.ts';
import { findCampaignInScope } from '../campaigns/repositories/campaigns-repository.ts';
import { componentsLinkingTo } from '../links/index.ts';
import { findUserByLogin, type UserRow } from '../shared/index.ts';
import { ensureTrackingLink, trackedUrl } from './broadcaster-actions-links.ts';

export interface TrackedLinkAnswer {
  key: string;
  url: string;
  target: string;
}

/**
 * POST assign-broadcaster-link/ {link, broadcasterUsername} (spec 02 §7 Assign custom link;
 * decision 437): the broadcaster's tracked link to `link`, which must be the active link of a
 * component of a campaign they are on. Made (or reactivated) when missing. The broadcaster may ask
 * for their own; a manager for a broadcaster of a campaign they may edit (out of scope 404,
 * read-only 403).
 */
export async function assignBroadcasterLink(
  db: Db,
  user: UserRow,
  body: { link: string; broadcasterUsername: string },
  now: Date,
  publicApiUrl: string,
): Promise<TrackedLinkAnswer> {
  const username = body.broadcasterUsername.trim();
  if (user.user_type === 3 && username.toLowerCase() !== user.username.toLowerCase()) throw forbidden();
  if (user.user_type === 2 && !canEditCampaigns(user)) throw forbidden();
  const broadcaster = username ? await findUserByLogin(db, username) : undefined;
  if (!broadcaster || broadcaster.user_type !== 3) throw badRequest({ broadcasterUsername: [messages.selectValidBroadcaster] });
  const target = body.link.trim();
  if (!target) throw badRequest({ link: [messages.required] });
  const candidates = await componentsLinkingTo(db, broadcaster.id, target);
  if (candidates.length === 0) throw badRequest({ link: [serverMessages.linkNotAssignable] });
  let chosen = candidates[0];
  if (user.user_type === 2) {
    const inScope = [];
    for (const c of candidates) if (await findCampaignInScope(db, user, c.slug)) inScope.push(c);
    if (inScope.length === 0) throw notFound();
    chosen = inScope[0];
  }
  const row = await db.transaction(async (tx) => {
    await lockCampaignActions(tx, chosen.campaign_id);
    return ensureTrackingLink(tx, {
      broadcasterId: broadcaster.id,
      campaignId: chosen.campaign_id,
      componentId: chosen.component_id,
      target,
      now,
    });
  });
  return { key: row.key, url: trackedUrl(publicApiUrl, row.key), target: row.target };
}
