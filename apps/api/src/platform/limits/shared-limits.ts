import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { LimitFailures } from './limit-failures.ts';
import { CHECK_THEN_RECORD, FORGET, HIT, RECORD_THEN_CHECK, RENEW_SLOT, TAKE_SLOT } from './redis-scripts.ts';

/** Milliseconds Redis has to connect, and to answer one command, before a limit falls back (decision 740). */
const REDIS_TIMEOUT_MS = 1000;

const memberId = () => randomBytes(9).toString('base64url');

/**
 * Where the API's limits count (decision 740). With REDIS_URL every limit counts in Redis, shared
 * by all instances, under REDIS_KEY_PREFIX; without it `redis` is undefined and each limit counts
 * where it did before (process memory, or the database). Redis calls never wait for a connection:
 * the client connects in the background, queues nothing while away, and gives up on a command
 * after a second, so a limit answers at once with its fallback (`failures` counts those).
 */
export class SharedLimits {
  private constructor(
    readonly redis: Redis | undefined,
    readonly prefix: string,
    readonly failures: LimitFailures,
  ) {}

  /** Limits counted where they were before Redis (process memory or the database): tools and tests without an app. */
  static local(warn: (line: string) => void = () => undefined): SharedLimits {
    return new SharedLimits(undefined, '', new LimitFailures(warn));
  }

  /**
   * Opens the connection when `url` is given, waiting at most a second for it: an unreachable Redis
   * does not stop the start, and the client keeps reconnecting in the background.
   */
  static async open(options: { url: string | undefined; prefix: string; warn: (line: string) => void }): Promise<SharedLimits> {
    if (!options.url) return SharedLimits.local(options.warn);
    const failures = new LimitFailures(options.warn);
    const redis = new Redis(options.url, {
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let lastWarned = 0;
    redis.on('error', (error: Error) => {
      // Connection errors repeat at every retry: one line a minute is enough (failures count the requests).
      if (Date.now() - lastWarned < 60_000) return;
      lastWarned = Date.now();
      options.warn(`redis: ${error.message}`);
    });
    await redis.connect().catch(() => undefined);
    return new SharedLimits(redis, options.prefix, failures);
  }

  /** This app's key for `parts` (the prefix keeps apps sharing one Redis apart). */
  key(...parts: (string | number)[]): string {
    return `${this.prefix}${parts.join(':')}`;
  }

  private shared(): Redis {
    if (!this.redis) throw new Error('no REDIS_URL: this limit does not count in Redis');
    return this.redis;
  }

  /**
   * Counts a new member in every key's window of `windowMs`, then answers the first key over its
   * maximum (its index, and when its oldest member leaves the window), the member removed again;
   * `over` -1 when none is. `forgetKey` may later forget one key's members everywhere.
   */
  async recordThenCheck(keys: string[], maxima: number[], windowMs: number, now: Date): Promise<{ over: number; oldest: Date }> {
    const member = [memberId(), ...keys].join('\n');
    const [index, oldest] = (await this.shared().eval(
      RECORD_THEN_CHECK,
      keys.length,
      ...keys,
      now.getTime(),
      windowMs,
      member,
      ...maxima,
    )) as [number, number];
    return { over: index - 1, oldest: new Date(oldest) };
  }

  /** Forgets the members of `key`, in the other keys they were counted in too. */
  async forgetKey(key: string): Promise<void> {
    await this.shared().eval(FORGET, 1, key);
  }

  /**
   * A gate (`gate` under `gateMax`) and a soft limit in one window: see CHECK_THEN_RECORD. Answers
   * which was at its maximum ('gate': nothing recorded; 'soft': recorded in the gate only) and its
   * oldest member, or `over` null.
   */
  async checkThenRecord(
    gate: { key: string; max: number },
    soft: { key: string; max: number },
    windowMs: number,
    now: Date,
  ): Promise<{ over: 'gate' | 'soft' | null; oldest: Date }> {
    const member = memberId();
    const [which, oldest] = (await this.shared().eval(
      CHECK_THEN_RECORD,
      2,
      gate.key,
      soft.key,
      now.getTime(),
      windowMs,
      member,
      gate.max,
      soft.max,
    )) as [number, number];
    return { over: which === 1 ? 'gate' : which === 2 ? 'soft' : null, oldest: new Date(oldest) };
  }

  /** Adds one to `key`, which lives `ttlMs` from its first hit; answers the count. */
  async hit(key: string, ttlMs: number): Promise<number> {
    return Number(await this.shared().eval(HIT, 1, key, ttlMs));
  }

  /**
   * Takes one slot in each key (each at most its maximum), held for `leaseMs` unless renewed:
   * answers the slot's member, or undefined when a key is full.
   */
  async takeSlot(keys: string[], maxima: number[], leaseMs: number, now: number): Promise<string | undefined> {
    const member = memberId();
    const taken = await this.shared().eval(TAKE_SLOT, keys.length, ...keys, now, leaseMs, member, ...maxima);
    return taken === 1 ? member : undefined;
  }

  async renewSlot(keys: string[], member: string, leaseMs: number, now: number): Promise<void> {
    await this.shared().eval(RENEW_SLOT, keys.length, ...keys, now, leaseMs, member);
  }

  async releaseSlot(keys: string[], member: string): Promise<void> {
    const pipeline = this.shared().multi();
    for (const key of keys) pipeline.zrem(key, member);
    await pipeline.exec();
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}
