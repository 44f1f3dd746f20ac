import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** The machine's NATS with JetStream that the integration tests use (CI has it too; decision 751). */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Whether NATS with JetStream answers at `servers`: the JetStream tests say they are skipped when it does not, as the Redis ones do. */
export async function natsAnswers(servers = TEST_NATS_URL): Promise<boolean> {
  try {
    const nc = await connect({ servers: servers.split(','), timeout: 1000, maxReconnectAttempts: 0 });
    try {
      await (await jetstreamManager(nc)).getAccountInfo();
      return true;
    } finally {
      await nc.close();
    }
  } catch {
    return false;
  }
}

/** Deletes a test run's stream (and with it its consumer), if it is there. */
export async function deleteTestStream(stream: string, servers = TEST_NATS_URL): Promise<void> {
  const nc = await connect({ servers: servers.split(',') });
  try {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
  } finally {
    await nc.close();
  }
}
