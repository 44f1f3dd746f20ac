-- Delivery state of the notice about a new broadcaster action (campaign action_notifications;
-- decision 434): 'pending' until the API has sent it after the writing transaction committed,
-- then 'sent' (notified_at set) or 'undeliverable' (the broadcaster chose SMS or Discord, which
-- this API does not send, or has no email address). Null: no notice wanted (notifications off,
-- or an action made before this column).
ALTER TABLE broadcaster_actions ADD COLUMN notification text CHECK (notification IN ('pending', 'sent', 'undeliverable'));
CREATE INDEX broadcaster_actions_notification_pending ON broadcaster_actions (broadcaster_id) WHERE notification = 'pending';
