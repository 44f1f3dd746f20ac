import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import { confirmInstallation, lockInstallation, shopsUsableForCampaign, storeInstallNonce } from './repositories/shopify-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { MAX_CODE_LENGTH, ProviderError, optionalString, providerJson, requiredString } from '../social/index.ts';
import { validShopDomain, verifyShopifyHmac } from './shopify-hmac.ts';

/** What the app asks of a shop: its orders, for conversion popups (spec 02 §2). */
export const SHOPIFY_SCOPES = 'read_orders';
/** How old a signed Shopify redirect may be (decision 445). */
const MAX_REQUEST_AGE_SECONDS = 24 * 60 * 60;

export type ShopifyQuery = Record<string, string>;

const invalidShop = () => badRequest({ shop: [messages.invalidFieldValue] });
const unverified = () => badRequest({ non_field_errors: [serverMessages.invalidOAuthState] });

/** The shop and signature checks both steps share: a `*.myshopify.com` shop, a valid hmac, a recent timestamp. */
function checkSignedRequest(config: Config, query: ShopifyQuery, now: Date): string {
  const shop = query.shop?.toLowerCase();
  if (!validShopDomain(shop)) throw invalidShop();
  if (!verifyShopifyHmac(query, config.SHOPIFY_API_SECRET)) throw unverified();
  const timestamp = Number(query.timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > MAX_REQUEST_AGE_SECONDS) throw unverified();
  return shop;
}

/**
 * The stored form of an install's state (decision 674): an HMAC of the state with the user who
 * started the install, so only that user can confirm it, and the database never holds the state.
 */
function boundNonce(config: Config, userId: number, state: string): string {
  return createHmac('sha256', config.SECRET_KEY).update(`shopify-install:${userId}:${state}`).digest('hex');
}

/** Constant-time comparison of the stored nonce with the one the confirming user's state gives. */
function sameNonce(stored: string | null | undefined, expected: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const redirectUri = (config: Config) => `${config.CREATOR_URL.replace(/\/+$/, '')}/shopify/confirm`;
const forShop = (pattern: string, shop: string) => pattern.replaceAll('{shop}', shop);

/**
 * GET shopify/install/ (spec 02 §2 /shopify/install): a signed-in manager arriving from the shop's
 * admin with a signed request; stores a fresh nonce bound to the user and answers the shop's authorize address.
 */
export async function startShopifyInstall(db: Db, config: Config, user: UserRow, query: ShopifyQuery, now: Date): Promise<{ url: string }> {
  requireManager(user);
  const shop = checkSignedRequest(config, query, now);
  const nonce = randomBytes(24).toString('hex');
  await storeInstallNonce(db, shop, boundNonce(config, user.id, nonce));
  const url = new URL(forShop(config.SHOPIFY_AUTHORIZE_URL, shop));
  url.searchParams.set('client_id', config.SHOPIFY_API_KEY);
  url.searchParams.set('scope', SHOPIFY_SCOPES);
  url.searchParams.set('redirect_uri', redirectUri(config));
  url.searchParams.set('state', nonce);
  url.searchParams.set('shop', shop);
  return { url: url.toString() };
}

/**
 * GET shopify/confirm/ (spec 02 §2 /shopify/confirm): checks the signed redirect and its state
 * against the stored nonce (in constant time, and only for the user who started the install), exchanges the code for the shop's access token and records the
 * confirmed installation by the signed-in manager.
 */
export async function confirmShopifyInstall(
  db: Db,
  config: Config,
  user: UserRow,
  query: ShopifyQuery,
  now: Date,
): Promise<{ shop: string }> {
  requireManager(user);
  const shop = checkSignedRequest(config, query, now);
  const code = query.code;
  if (!code || code.length > MAX_CODE_LENGTH) throw badRequest({ code: [messages.required] });
  const expected = boundNonce(config, user.id, query.state ?? '');
  const pending = await lockInstallation(db, shop);
  if (!pending || !sameNonce(pending.nonce, expected)) throw unverified();
  let accessToken: string;
  let scopes: string;
  try {
    const answer = await providerJson(forShop(config.SHOPIFY_TOKEN_URL, shop), {
      form: { client_id: config.SHOPIFY_API_KEY, client_secret: config.SHOPIFY_API_SECRET, code },
    });
    accessToken = requiredString(answer, 'access_token');
    scopes = optionalString(answer, 'scope') ?? '';
  } catch (error) {
    if (error instanceof ProviderError) throw badRequest({ non_field_errors: [serverMessages.oauthConnectFailed] });
    throw error;
  }
  await db.transaction(async (tx) => {
    // The nonce is spent once: a second confirm with the same state finds none.
    const locked = await lockInstallation(tx, shop);
    if (!locked || !sameNonce(locked.nonce, expected)) throw unverified();
    await confirmInstallation(tx, locked.id, { accessToken, scopes, installedBy: user.id, now });
  });
  return { shop };
}

/** GET shopify/shops/?campaign= (contract 4): managers who see the campaign. */
export async function shopsForCampaign(db: Db, user: UserRow, slug: string): Promise<{ shop: string }[]> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return shopsUsableForCampaign(db, campaign.id);
}
