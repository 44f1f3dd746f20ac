import { randomBytes } from 'node:crypto';
import { messages } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import { badRequest } from '../../errors.ts';
import { findOverlayBroadcaster, setBrowsersourceKey } from './repositories/overlay-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { isActiveOn } from './repositories/video-triggers-repository.ts';
import { requireBroadcaster, requireManager, visibleCampaign } from '../shared/index.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import { previewToken } from './overlay-access.ts';

/** The overlay address of a broadcaster with a key or a preview token (the profile's `browsersource` link form). */
export function overlayUrl(publicApiUrl: string, username: string, credential: { key: string } | { preview: string }): string {
  const query = 'key' in credential ? `key=${encodeURIComponent(credential.key)}` : `preview=${encodeURIComponent(credential.preview)}`;
  return `${publicApiUrl.replace(/\/+$/, '')}/browsersource/${encodeURIComponent(username)}/?${query}`;
}

/**
 * POST browsersource-key/ (decision 502): a broadcaster replaces their overlay key. The old address
 * stops working at once: the broadcaster's live event, sent when the change commits, makes every
 * open overlay check its key again, and those on the old one are closed.
 */
export async function regenerateBrowsersourceKey(ctx: AppContext, user: UserRow): Promise<{ browsersource: string }> {
  requireBroadcaster(user);
  const key = randomBytes(24).toString('hex');
  await ctx.db.transaction(async (tx) => {
    await setBrowsersourceKey(tx, user.id, key);
    await publishLive(tx, { type: 'broadcaster', broadcasterId: user.id });
  });
  return { browsersource: overlayUrl(ctx.config.PUBLIC_API_URL, user.username, { key }) };
}

/**
 * POST browsersource-preview/ (decision 504): a manager who sees the campaign gets a signed address
 * of an Active broadcaster's overlay showing that campaign's live graphics only, good for an hour,
 * without learning the broadcaster's key; a preview records nothing.
 */
export async function previewOverlayUrl(
  ctx: AppContext,
  user: UserRow,
  body: { campaign: string; broadcaster: string },
): Promise<{ url: string; expires_at: string }> {
  requireManager(user);
  const campaign = await visibleCampaign(ctx.db, user, body.campaign);
  const broadcaster = await findOverlayBroadcaster(ctx.db, body.broadcaster);
  if (!broadcaster || !(await isActiveOn(ctx.db, campaign.id, broadcaster.id)))
    throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
  const now = ctx.now();
  const token = previewToken(ctx.config.SECRET_KEY, broadcaster, campaign.id, now);
  const expires = Number(token.split('.')[1]);
  return {
    url: overlayUrl(ctx.config.PUBLIC_API_URL, broadcaster.username, { preview: token }),
    expires_at: new Date(expires).toISOString(),
  };
}
