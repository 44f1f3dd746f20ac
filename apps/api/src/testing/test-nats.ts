import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** The machine's NATS with JetStream that the integration tests use (CI has it too; decision 751). */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Deletes a test run's stream (and with it its consumer), if it is there. */
export async function deleteTestStream(stream: string, servers = TEST_NATS_URL): Promise<void> {
  const nc = await connect({ servers: servers.split(',') });
  try {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
  } finally {
    await nc.close();
  }
}
