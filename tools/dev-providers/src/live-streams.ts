import { randomInt } from 'node:crypto';
import type { ProviderName } from './accounts.ts';
import type { DevContext } from './context.ts';

/**
 * Who is live on the stand-ins, set by tests and e2e through the `_dev` controls
 * (twitch-streams.ts, youtube-live.ts) and read by the Helix / YouTube answers.
 */
export interface DevStream {
  /** Twitch user id, or the Google account id for YouTube. */
  accountId: string;
  login: string;
  displayName: string;
  live: boolean;
  viewers: number;
  /** Twitch game (category) name; '' for none. YouTube has no game. */
  game: string;
  /** Twitch stream id or YouTube broadcast (video) id of the current/last stream; a new one each time it goes live. */
  streamId: string | null;
  /** ISO time the current stream started, or null when offline. */
  startedAt: string | null;
  title: string;
}

/** The live state of one provider's accounts, kept for the life of the server. */
export class StreamBook {
  private readonly streams = new Map<string, DevStream>();

  constructor(private readonly now: () => number) {}

  get(accountId: string): DevStream | undefined {
    return this.streams.get(accountId);
  }

  list(): DevStream[] {
    return [...this.streams.values()];
  }

  /** Sets an account live or offline; going live (again) starts a new stream with a new id. */
  set(
    account: { id: string; login: string; displayName: string },
    change: { live: boolean; viewers?: number; game?: string; title?: string },
    newStreamId: () => string,
  ): DevStream {
    const before = this.streams.get(account.id);
    const startsNow = change.live && !before?.live;
    const stream: DevStream = {
      accountId: account.id,
      login: account.login,
      displayName: account.displayName,
      live: change.live,
      viewers: change.live ? (change.viewers ?? before?.viewers ?? 0) : 0,
      game: change.game ?? before?.game ?? '',
      streamId: startsNow ? newStreamId() : (before?.streamId ?? null),
      startedAt: change.live ? (startsNow ? new Date(this.now()).toISOString() : (before?.startedAt ?? null)) : null,
      title: change.title ?? before?.title ?? `${account.displayName} live`,
    };
    this.streams.set(account.id, stream);
    return stream;
  }
}

const books = new WeakMap<DevContext, Map<ProviderName, StreamBook>>();

/** The stream book of one provider on one stand-in server. */
export function streamBook(ctx: DevContext, provider: ProviderName): StreamBook {
  let byProvider = books.get(ctx);
  if (!byProvider) books.set(ctx, (byProvider = new Map()));
  let book = byProvider.get(provider);
  if (!book) byProvider.set(provider, (book = new StreamBook(ctx.now)));
  return book;
}

/** A numeric id like Twitch's stream ids. */
export function numericId(): string {
  return String(randomInt(10_000_000, 99_999_999)) + String(randomInt(100, 999));
}

/** Reads `{live: boolean, viewers?: number, game?: string, title?: string}`; an error text when malformed. */
export function readStreamChange(body: unknown): { live: boolean; viewers?: number; game?: string; title?: string } | string {
  if (!body || typeof body !== 'object') return 'body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.live !== 'boolean') return 'live must be true or false';
  if (b.viewers !== undefined && (typeof b.viewers !== 'number' || !Number.isInteger(b.viewers) || b.viewers < 0))
    return 'viewers must be a whole number ≥ 0';
  if (b.game !== undefined && typeof b.game !== 'string') return 'game must be a string';
  if (b.title !== undefined && typeof b.title !== 'string') return 'title must be a string';
  return {
    live: b.live,
    viewers: b.viewers as number | undefined,
    game: b.game as string | undefined,
    title: b.title as string | undefined,
  };
}
