import { randomBytes } from 'node:crypto';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** An in-memory map whose entries vanish after their lifetime; the clock is injectable for tests. */
export class ExpiringStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private writes = 0;

  constructor(private readonly now: () => number) {}

  put(key: string, value: T, ttlMs: number): void {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    // Sweep now and then so a long-running stand-in does not keep every code it ever issued.
    this.writes += 1;
    if (this.writes % 100 === 0) this.sweep();
  }

  get(key: string): T | undefined {
    return this.entry(key)?.value;
  }

  /** Seconds left before the entry expires, or undefined when it is gone. */
  secondsLeft(key: string): number | undefined {
    const entry = this.entry(key);
    return entry ? Math.max(0, Math.floor((entry.expiresAt - this.now()) / 1000)) : undefined;
  }

  /** Reads and removes the entry: single-use values such as authorization codes. */
  take(key: string): T | undefined {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private entry(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random token of lower-case letters and digits, shaped like Twitch's 30-character tokens. */
export function randomToken(length = 30): string {
  const bytes = randomBytes(length);
  let token = '';
  // 252 is the largest multiple of 36 below 256: rejecting above it keeps every character equally likely.
  for (const byte of bytes) if (byte < 252) token += ALPHABET[byte % 36];
  return token.length === length ? token : token + randomToken(length - token.length);
}
