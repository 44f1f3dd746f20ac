import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';

/** Where the clicks go in JetStream (decision 751): the stream, its subjects' prefix, its copies and the shared consumer. */
export interface ClickStreamNames {
  stream: string;
  /** Clicks are published to `<subject>.click`; the stream takes `<subject>.>`. */
  subject: string;
  replicas: number;
  consumer: string;
}

/** How long the stream remembers a message id to drop a publish retried with it (nanoseconds). */
export const DUPLICATE_WINDOW_NS = 120e9;
/** How long a delivered click may wait for its acknowledgement before JetStream delivers it again, by default (CLICK_LOG_ACK_WAIT_SECONDS). */
export const ACK_WAIT_SECONDS = 30;
/** Clicks delivered and not yet acknowledged, over every instance: the consumer's batches stay this far ahead at most. */
export const MAX_ACK_PENDING = 20_000;

export const clickSubject = (names: ClickStreamNames) => `${names.subject}.click`;

const notFound = (error: unknown, code: number) => error instanceof JetStreamApiError && error.code === code;

/**
 * Creates the clicks' stream, or updates its subjects, copies and duplicate window: file storage,
 * kept until every consumer acknowledged (interest retention: with the mover alone a click leaves
 * the stream once it is in the database, and a later consumer, such as a ClickHouse loader, holds
 * them too). Several instances starting at once may race to create it: the loser updates.
 */
export async function ensureClickStream(jsm: JetStreamManager, names: ClickStreamNames): Promise<void> {
  const wanted = { subjects: [`${names.subject}.>`], num_replicas: names.replicas, duplicate_window: DUPLICATE_WINDOW_NS };
  let info = await jsm.streams.info(names.stream).catch((error: unknown) => {
    if (notFound(error, JetStreamApiCodes.StreamNotFound)) return undefined;
    throw error;
  });
  if (!info) {
    try {
      await jsm.streams.add({
        name: names.stream,
        ...wanted,
        storage: StorageType.File,
        retention: RetentionPolicy.Interest,
        max_msgs: -1,
        max_bytes: -1,
        max_age: 0,
      });
      return;
    } catch (error) {
      // Another instance made it meanwhile: check it as an existing one.
      info = await jsm.streams.info(names.stream).catch(() => {
        throw error;
      });
    }
  }
  const { config } = info;
  if (config.retention !== RetentionPolicy.Interest || config.storage !== StorageType.File)
    throw new Error(
      `The JetStream stream ${names.stream} keeps ${config.storage} messages under ${config.retention} retention; the clicks need file storage and interest retention: name another CLICK_LOG_STREAM.`,
    );
  const same =
    config.num_replicas === wanted.num_replicas &&
    config.duplicate_window === wanted.duplicate_window &&
    JSON.stringify(config.subjects) === JSON.stringify(wanted.subjects);
  if (!same) await jsm.streams.update(names.stream, { ...config, ...wanted });
}

/**
 * Creates the durable pull consumer every instance shares, or brings its settings back: explicit
 * acknowledgements, each click delivered again after `ackWaitSeconds` until acknowledged.
 */
export async function ensureClickConsumer(
  jsm: JetStreamManager,
  names: ClickStreamNames,
  ackWaitSeconds = ACK_WAIT_SECONDS,
): Promise<void> {
  const wanted = {
    durable_name: names.consumer,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ackWaitSeconds * 1e9,
    max_ack_pending: MAX_ACK_PENDING,
    max_deliver: -1,
  };
  const info = await jsm.consumers.info(names.stream, names.consumer).catch((error: unknown) => {
    if (notFound(error, JetStreamApiCodes.ConsumerNotFound)) return undefined;
    throw error;
  });
  if (!info) {
    await jsm.consumers.add(names.stream, wanted).catch(async (error: unknown) => {
      // Made by another instance meanwhile.
      await jsm.consumers.info(names.stream, names.consumer).catch(() => {
        throw error;
      });
    });
    return;
  }
  if (info.config.ack_wait !== wanted.ack_wait || info.config.max_ack_pending !== wanted.max_ack_pending)
    await jsm.consumers.update(names.stream, names.consumer, { ack_wait: wanted.ack_wait, max_ack_pending: wanted.max_ack_pending });
}
