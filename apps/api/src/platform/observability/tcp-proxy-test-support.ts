import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server, for outage tests: `forward` passes bytes both ways, `blackhole`
 * accepts connections and never answers (a server that hangs), `stop` closes the port and cuts
 * every connection (a server that is gone); `start` opens the same port again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  let server: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const listen = async () => {
    if (server?.listening) return;
    server = createServer((client) => {
      track(client);
      if (mode === 'blackhole') return;
      const upstream = connect(target.port, target.host);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      (server as Server).once('error', reject);
      (server as Server).listen(port, '127.0.0.1', resolve);
    });
    port = (server.address() as { port: number }).port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    /** Cuts the connections made so far, and sets how new ones are treated. */
    setMode(next: 'forward' | 'blackhole') {
      mode = next;
      cutAll();
    },
    async stop() {
      const closed = new Promise<void>((resolve) => (server as Server).close(() => resolve()));
      cutAll();
      await closed;
    },
    start: listen,
  };
}
