/** Every limit the API counts (decisions 271, 273, 275, 611, 660, 672, 740). */
export type LimitName =
  | 'general'
  | 'invite-reads'
  | 'redirects'
  | 'conversions'
  | 'overlay-streams'
  | 'panel-streams'
  | 'sign-in'
  | 'password-reset'
  | 'registration';

/** What a limit does when its counter cannot be reached: let the request through, or refuse it. */
export type FailureMode = 'open' | 'closed';

export interface LimitFailure {
  limit: LimitName;
  mode: FailureMode;
  error: unknown;
}

/** One line per limit and mode at most this often while Redis is away (the count says how many). */
const LOG_EVERY_MS = 10_000;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The requests a limit answered without its shared counter (decision 740): counted per limit and
 * mode, logged (at most one line per limit and mode every 10 s, with the number since), and told to
 * listeners, so /metrics can show them without this module knowing about metrics.
 */
export class LimitFailures {
  private readonly counts = new Map<string, number>();
  private readonly unlogged = new Map<string, number>();
  private readonly loggedAt = new Map<string, number>();
  private readonly listeners = new Set<(failure: LimitFailure) => void>();

  constructor(
    private readonly warn: (line: string) => void,
    private readonly clock: () => number = Date.now,
  ) {}

  record(limit: LimitName, mode: FailureMode, error: unknown): void {
    const name = `${limit}:${mode}`;
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    this.unlogged.set(name, (this.unlogged.get(name) ?? 0) + 1);
    const now = this.clock();
    if (now - (this.loggedAt.get(name) ?? -Infinity) >= LOG_EVERY_MS) {
      const answered = mode === 'open' ? 'let through' : 'refused';
      this.warn(
        `rate limit '${limit}' could not reach Redis (${reason(error)}): ${this.unlogged.get(name)} request(s) ${answered} (fails ${mode})`,
      );
      this.loggedAt.set(name, now);
      this.unlogged.set(name, 0);
    }
    for (const listener of this.listeners) listener({ limit, mode, error });
  }

  /** Requests answered without the shared counter since start, per limit and mode. */
  snapshot(): { limit: LimitName; mode: FailureMode; count: number }[] {
    return [...this.counts].map(([name, count]) => {
      const [limit, mode] = name.split(':') as [LimitName, FailureMode];
      return { limit, mode, count };
    });
  }

  /** How many requests `limit` answered in `mode` without its shared counter. */
  count(limit: LimitName, mode: FailureMode): number {
    return this.counts.get(`${limit}:${mode}`) ?? 0;
  }

  /** Calls `listener` on each failure from now on; answers its removal. */
  onFailure(listener: (failure: LimitFailure) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
