-- Clicks through JetStream (issue 29 item 2; decision 751). With CLICK_LOG=jetstream every click is a
-- message with its own id (Nats-Msg-Id), and the shared consumer that moves clicks into the event
-- tables writes each message's id here in the same transaction as its click. A message delivered
-- again (its commit landed but the acknowledgement was lost, or the instance died in between) finds
-- its id and is acknowledged without being stored twice. The daily cleanup job deletes ids older
-- than a week: JetStream redelivers an unacknowledged message within its ack wait (30 s).
CREATE TABLE click_log_messages (
  id text PRIMARY KEY,
  stored_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX click_log_messages_stored_at ON click_log_messages (stored_at);
