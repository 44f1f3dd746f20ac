import { describe, expect, it } from 'vitest';
import { LimitFailures } from './limit-failures.ts';

// Decision 740: requests a limit answered without Redis are counted per limit and mode, logged
// without flooding the log, and told to listeners (for a metrics counter).
describe('LimitFailures', () => {
  it('counts per limit and mode, and logs one line per limit and mode every 10 s with the number since', () => {
    const lines: string[] = [];
    let now = 0;
    const failures = new LimitFailures(
      (line) => lines.push(line),
      () => now,
    );
    const down = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    failures.record('general', 'open', down);
    failures.record('general', 'open', down);
    failures.record('sign-in', 'closed', down);
    now = 9_999;
    failures.record('general', 'open', down);
    now = 10_000;
    failures.record('general', 'open', down);
    expect(lines).toEqual([
      "rate limit 'general' could not reach Redis (connect ECONNREFUSED 127.0.0.1:6379): 1 request(s) let through (fails open)",
      "rate limit 'sign-in' could not reach Redis (connect ECONNREFUSED 127.0.0.1:6379): 1 request(s) refused (fails closed)",
      "rate limit 'general' could not reach Redis (connect ECONNREFUSED 127.0.0.1:6379): 3 request(s) let through (fails open)",
    ]);
    expect(failures.count('general', 'open')).toBe(4);
    expect(failures.count('general', 'closed')).toBe(0);
    expect(failures.snapshot()).toEqual([
      { limit: 'general', mode: 'open', count: 4 },
      { limit: 'sign-in', mode: 'closed', count: 1 },
    ]);
  });

  it('tells each listener of every failure until it is removed', () => {
    const failures = new LimitFailures(() => undefined);
    const seen: string[] = [];
    const stop = failures.onFailure(({ limit, mode }) => seen.push(`${limit}:${mode}`));
    failures.record('invite-reads', 'open', new Error('x'));
    failures.record('registration', 'closed', new Error('x'));
    stop();
    failures.record('general', 'open', new Error('x'));
    expect(seen).toEqual(['invite-reads:open', 'registration:closed']);
  });
});
