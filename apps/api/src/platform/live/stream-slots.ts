import type { SlotGiver } from './shared-stream-slots.ts';

/**
 * Open overlay event streams counted per credential and per client address (decision 672): a
 * broadcaster key (or one manager preview) holds at most `perKey` streams, one address at most
 * `perIp`, in this process. A stream takes a slot before it opens and gives it back when it closes.
 */
export class StreamSlots implements SlotGiver {
  private readonly byKey = new Map<string, number>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly limits: { perKey: number; perIp: number }) {}

  /** Takes a slot for a stream of `key` from `ip`: answers its release (call once), or undefined when either is full. */
  take(key: string, ip: string): (() => void) | undefined {
    if ((this.byKey.get(key) ?? 0) >= this.limits.perKey || (this.byIp.get(ip) ?? 0) >= this.limits.perIp) return undefined;
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      StreamSlots.decrement(this.byKey, key);
      StreamSlots.decrement(this.byIp, ip);
    };
  }

  private static decrement(counts: Map<string, number>, name: string): void {
    const left = (counts.get(name) ?? 1) - 1;
    if (left > 0) counts.set(name, left);
    else counts.delete(name);
  }
}
