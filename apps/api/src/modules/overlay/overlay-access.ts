import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import {
  findOverlayBroadcaster,
  findOverlayBroadcasterByKey,
  usernameHeld,
  type OverlayBroadcaster,
} from './repositories/overlay-repository.ts';

/** How long a manager's preview address works (decision 504). */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

/** Who may look at an overlay: the broadcaster's own key, or a manager's signed preview of one campaign. */
export interface OverlayViewer {
  broadcaster: OverlayBroadcaster;
  /** Set for a preview: only this campaign's graphics show, and nothing is recorded. */
  previewCampaignId?: number;
  /** The credential as given, to check again on each change (a regenerated key closes the stream). */
  credential: { key: string } | { preview: string };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function previewSignature(secret: string, broadcaster: OverlayBroadcaster, campaignId: number, expires: number): string {
  // The broadcaster's key is part of what is signed: regenerating it ends every preview too.
  return createHmac('sha256', secret)
    .update(`overlay-preview:${broadcaster.id}:${campaignId}:${expires}:${broadcaster.browsersource_key}`)
    .digest('base64url');
}

/** A preview token `<campaignId>.<expires ms>.<signature>` for the broadcaster's overlay (decision 504). */
export function previewToken(secret: string, broadcaster: OverlayBroadcaster, campaignId: number, now: Date): string {
  const expires = now.getTime() + PREVIEW_LIFETIME_MS;
  return `${campaignId}.${expires}.${previewSignature(secret, broadcaster, campaignId, expires)}`;
}

/** The campaign a preview token is good for at `now`, or undefined. */
function checkPreview(secret: string, broadcaster: OverlayBroadcaster, token: string, now: Date): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const campaignId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires <= now.getTime()) return undefined;
  return sameText(match[3], previewSignature(secret, broadcaster, campaignId, expires)) ? campaignId : undefined;
}

/**
 * Whether the credential still opens this broadcaster's overlay. Wrong or missing key, unknown
 * user and expired preview all answer undefined alike: the page is then a plain 404 (decision 501).
 */
export function viewerFor(
  secret: string,
  broadcaster: OverlayBroadcaster,
  credential: { key?: string; preview?: string },
  now: Date,
): OverlayViewer | undefined {
  if (credential.key && sameText(credential.key, broadcaster.browsersource_key))
    return { broadcaster, credential: { key: credential.key } };
  if (credential.preview) {
    const campaignId = checkPreview(secret, broadcaster, credential.preview, now);
    if (campaignId !== undefined) return { broadcaster, previewCampaignId: campaignId, credential: { preview: credential.preview } };
  }
  return undefined;
}

/**
 * The broadcaster an overlay address with a key opens (decisions 501, 616): the broadcaster named
 * by the address when the key is theirs; else the key's owner, when no broadcaster holds the name in
 * the address any more, nor any other user (they changed their username: the address in OBS keeps
 * working and its stream reconnects). A key at a name another user holds stays a 404.
 */
export async function keyBroadcaster(q: Queryable, username: string, key: string): Promise<OverlayBroadcaster | undefined> {
  const named = await findOverlayBroadcaster(q, username);
  if (named) return sameText(key, named.browsersource_key) ? named : undefined;
  // A name someone holds (a manager, an inactive account) is theirs: never another's overlay.
  if (await usernameHeld(q, username)) return undefined;
  const owner = await findOverlayBroadcasterByKey(q, key);
  return owner && sameText(key, owner.browsersource_key) ? owner : undefined;
}

/** The viewer of `/browsersource/{username}/` with these query parameters, or undefined (404). */
export async function resolveViewer(
  q: Queryable,
  secret: string,
  username: string,
  credential: { key?: string; preview?: string },
  now: Date,
): Promise<OverlayViewer | undefined> {
  if (credential.key) {
    const owner = await keyBroadcaster(q, username, credential.key);
    if (owner) return viewerFor(secret, owner, { key: credential.key }, now);
  }
  if (!credential.preview) return undefined;
  // A preview is signed for the broadcaster's id, but asked for by their current name (decision 616).
  const broadcaster = await findOverlayBroadcaster(q, username);
  return broadcaster ? viewerFor(secret, broadcaster, { preview: credential.preview }, now) : undefined;
}
