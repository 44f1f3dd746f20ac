import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import {
  deleteIdleUserTokens,
  deleteTokenByHash,
  deleteUserTokens,
  insertToken,
  stampLiveToken,
  tokenHashIsLive,
  type IdleCutoffs,
  type StoredToken,
  type TokenOrigin,
} from './repositories/auth-tokens-repository.ts';

export type { StoredToken, TokenOrigin };

/** 160 random bits as 40 hex characters, like DRF's token keys. */
export function newKey(): string {
  return randomBytes(20).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** How the sign-in that earns a token was made (decision 261). */
export interface SignIn {
  origin: TokenOrigin;
  /** Spec 00 §3, §4: stay logged in (persistent cookie) or not (browser session). */
  stayLoggedIn: boolean;
}

/** How long a token lives without being used, by its sign-in's stay-logged-in choice (decision 261). */
export interface TokenLifetimes {
  stayLoggedInIdleMs: number;
  sessionIdleMs: number;
}

const HOUR_MS = 3_600_000;

export function tokenLifetimes(config: Pick<Config, 'TOKEN_IDLE_DAYS' | 'TOKEN_SESSION_IDLE_HOURS'>): TokenLifetimes {
  return { stayLoggedInIdleMs: config.TOKEN_IDLE_DAYS * 24 * HOUR_MS, sessionIdleMs: config.TOKEN_SESSION_IDLE_HOURS * HOUR_MS };
}

function idleCutoffs(now: Date, lifetimes: TokenLifetimes): IdleCutoffs {
  return {
    stayLoggedIn: new Date(now.getTime() - lifetimes.stayLoggedInIdleMs),
    session: new Date(now.getTime() - lifetimes.sessionIdleMs),
  };
}

/** The server's clock and token lifetimes, which issuing a token uses to sweep the user's dead ones. */
export interface TokenClock {
  now: Date;
  lifetimes?: TokenLifetimes;
}

/**
 * Creates a sign-in token for the user; only its hash is stored, with the sign-in's origin and
 * stay-logged-in choice. With `lifetimes`, the user's tokens idle past them are deleted first.
 */
export async function issueToken(db: Queryable, userId: number, signIn: SignIn, clock: TokenClock = { now: new Date() }): Promise<string> {
  const key = newKey();
  if (clock.lifetimes) await deleteIdleUserTokens(db, userId, idleCutoffs(clock.now, clock.lifetimes));
  await insertToken(db, { userId, keyHash: sha256(key), origin: signIn.origin, stayLoggedIn: signIn.stayLoggedIn, now: clock.now });
  return key;
}

/**
 * The live token a key stands for, its use stamped; undefined for an unknown key. A token idle for
 * longer than its lifetime is deleted here and answers undefined too (the caller answers 401).
 */
export async function liveToken(db: Queryable, key: string, now: Date, lifetimes: TokenLifetimes): Promise<StoredToken | undefined> {
  const keyHash = sha256(key);
  const token = await stampLiveToken(db, keyHash, now, idleCutoffs(now, lifetimes));
  if (!token) await deleteTokenByHash(db, keyHash);
  return token;
}

/**
 * Whether the sign-in of `key` is still live (not signed out, not idle past its lifetime), without
 * stamping its use: open event streams ask it again now and then (decision 791).
 */
export async function tokenStillLive(db: Queryable, key: string, now: Date, lifetimes: TokenLifetimes): Promise<boolean> {
  return tokenHashIsLive(db, sha256(key), idleCutoffs(now, lifetimes));
}

export async function revokeToken(db: Queryable, key: string): Promise<void> {
  await deleteTokenByHash(db, sha256(key));
}

/** Revokes every sign-in token of the user except `keepKey` (the session making the change). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepKey?: string | null): Promise<void> {
  await deleteUserTokens(db, userId, keepKey ? sha256(keepKey) : undefined);
}

/**
 * What authenticated a request: a sign-in token (with what its sign-in was) or an API key.
 * Null on the request when it carried neither.
 */
export type Credential = { scheme: 'token'; key: string; token: StoredToken } | { scheme: 'api-key' };
