import pg from 'pg';

type Handler = (payload: string) => void;

/** Quotes a channel name as an SQL identifier. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed back
 * and lose its LISTENs). When the connection drops (server restart, terminate) it reconnects with a
 * growing delay (0.25 s … 5 s) and LISTENs again on every channel (decision 500). Notifications sent
 * while it was down are lost: subscribers resync their state on reconnect (`onReconnect`).
 */
export class PostgresListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;
  private retryDelay = 250;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Called after a reconnect, when notifications may have been missed. */
  private readonly reconnectHandlers = new Set<() => void>();

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handler: Handler, onReconnect?: () => void): Promise<() => Promise<void>> {
    if (onReconnect) this.reconnectHandlers.add(onReconnect);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connect();
    if (first) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      if (onReconnect) this.reconnectHandlers.delete(onReconnect);
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.client && !this.closed) await this.client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch {
          // one subscriber's failure never stops the others
        }
      }
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('listener closed');
    }
    this.client = client;
    this.retryDelay = 250;
    return client;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (!this.closed) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          for (const resync of this.reconnectHandlers) resync();
        },
        () => {
          this.retryDelay = Math.min(this.retryDelay * 2, 5000);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }
}
