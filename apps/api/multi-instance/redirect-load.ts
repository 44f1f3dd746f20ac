import http from 'node:http';
import type { Instance } from './cluster.ts';

/** A desktop browser: the redirect counts its clicks (a bot's would be flagged). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What a load saw, per instance: 302s received (acknowledged clicks), requests cut off or failed. */
export interface LoadTally {
  acknowledged: Map<string, number>;
  /** Requests answered with no status (cut off by a dying instance): the click may or may not be stored. */
  cut: Map<string, number>;
  /** Requests answered with another status (5xx while a dependency is away): never an acknowledged click. */
  refused: Map<string, number>;
  /** Every address a 302 answered, so a stored click can be matched to one. */
  addresses: Set<string>;
  /** Answers other than 302, by status, for the failure messages. */
  statuses: Map<number, number>;
}

export const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/**
 * Redirect load on `/l/{key}` from `clientsPerInstance` keep-alive clients per instance; every
 * click from its own address (X-Forwarded-For), so no click is a repeat and a click stored twice
 * shows as an address stored twice. `stop()` ends the load and answers its tally.
 */
export function redirectLoad(instances: readonly Instance[], key: string, clientsPerInstance: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const tally: LoadTally = { acknowledged: new Map(), cut: new Map(), refused: new Map(), addresses: new Set(), statuses: new Map() };
  const add = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  let stopping = false;
  let next = 0;
  /** 10.0.0.1, 10.0.0.2, …: a new address per click. */
  const address = () => {
    next += 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
  const click = (instance: Instance, ip: string) =>
    new Promise<number>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port: instance.port, path: `/l/${key}`, agent, headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
    });
  const clients = instances.flatMap((instance) =>
    Array.from({ length: clientsPerInstance }, async () => {
      while (!stopping) {
        const ip = address();
        const status = await click(instance, ip);
        if (status === 302) {
          add(tally.acknowledged, instance.name);
          tally.addresses.add(ip);
        } else if (status === 0) {
          // The instance is gone: this client stops (a restarted instance gets no more of this load).
          add(tally.cut, instance.name);
          return;
        } else {
          add(tally.refused, instance.name);
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    tally,
    /** Resolves once `instance` has acknowledged `count` clicks of this load. */
    async acknowledgedBy(instance: Instance, count: number, timeoutMs = 30_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while ((tally.acknowledged.get(instance.name) ?? 0) < count) {
        if (Date.now() > until) {
          const others = JSON.stringify(Object.fromEntries(tally.statuses));
          throw new Error(
            `${instance.name} acknowledged ${tally.acknowledged.get(instance.name) ?? 0} of ${count} clicks (other answers: ${others})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop(): Promise<LoadTally> {
      stopping = true;
      await Promise.all(clients);
      agent.destroy();
      return tally;
    },
  };
}
