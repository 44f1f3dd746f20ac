import type { SharedLimits } from '../limits/shared-limits.ts';
import type { StreamSlots } from './stream-slots.ts';

/** How long a stream's slot in Redis lasts unless renewed: a slot of an instance that died frees itself. */
export const SLOT_LEASE_MS = 60_000;
const RENEW_EVERY_MS = SLOT_LEASE_MS / 3;

/** A slot giver: answers the slot's release (call once), or undefined when a cap is full. */
export interface SlotGiver {
  take(key: string, ip: string): Promise<(() => void) | undefined> | (() => void) | undefined;
}

/**
 * The overlay stream caps counted in Redis (decision 740), shared by every instance: a stream holds
 * a leased slot under its credential and under its client address, renewed while it is open and
 * given back when it closes; an instance that dies leaves leases that run out within a minute.
 * When Redis cannot be reached the caps fail open to this process's own count (`local`), which
 * is counted and logged.
 */
export class SharedStreamSlots implements SlotGiver {
  constructor(
    private readonly limits: SharedLimits,
    private readonly caps: { perKey: number; perIp: number },
    private readonly local: StreamSlots,
    /** The counts' name in Redis: the overlays' `streams`, the live panels' `panel-streams` (decision 791). */
    private readonly name: 'streams' | 'panel-streams' = 'streams',
  ) {}

  async take(key: string, ip: string): Promise<(() => void) | undefined> {
    const { limits } = this;
    const keys = [limits.key(this.name, 'credential', key), limits.key(this.name, 'ip', ip)];
    let member: string | undefined;
    try {
      member = await limits.takeSlot(keys, [this.caps.perKey, this.caps.perIp], SLOT_LEASE_MS, Date.now());
    } catch (error) {
      limits.failures.record(this.name === 'streams' ? 'overlay-streams' : this.name, 'open', error);
      return this.local.take(key, ip);
    }
    if (!member) return undefined;
    const held = member;
    const renewal = setInterval(() => {
      limits.renewSlot(keys, held, SLOT_LEASE_MS, Date.now()).catch(() => undefined);
    }, RENEW_EVERY_MS);
    renewal.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      // Not given back (Redis away): its lease runs out instead.
      limits.releaseSlot(keys, held).catch(() => undefined);
    };
  }
}
