import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local webhook endpoint counting the posts of each delivery (X-Advocate-Delivery), in phases
 * (`phase` names the current one), and answering each post after `delayMs`, so posts can be in
 * flight when an instance dies.
 */
export async function webhookEndpoint() {
  const posts = new Map<string, Map<number, number>>();
  let phase = 'start';
  let delayMs = 20;
  const server = createServer((req, res) => {
    const id = Number(req.headers['x-advocate-delivery']);
    const seen = posts.get(phase) ?? new Map<number, number>();
    posts.set(phase, seen);
    seen.set(id, (seen.get(id) ?? 0) + 1);
    req.resume();
    setTimeout(() => res.writeHead(200).end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://localhost:${port}/hook`,
    /** Posts per delivery id in `name`'s phase. */
    posts: (name: string) => posts.get(name) ?? new Map<number, number>(),
    /** Counts the next posts under `name`, each answered after `delay` ms. */
    phase(name: string, delay = delayMs) {
      phase = name;
      delayMs = delay;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
