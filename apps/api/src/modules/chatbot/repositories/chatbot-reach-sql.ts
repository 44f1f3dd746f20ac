import { isLiveSql } from '../../shared/index.ts';

/**
 * SQL shared by the chatbot reads (the runtime's posting pairs, the broadcaster's chatbot page) over
 * `campaign_statuses s JOIN components co`: who a chat bot component reaches (decisions 430, 450).
 */

/** The component's active version `v` (message, link, config), the broadcaster's active tracked link `tl`, and its schedule `cs`. */
export const chatbotVersionLinkAndScheduleJoins = `
     LEFT JOIN LATERAL (
       SELECT cv.message, cv.link, cv.config FROM component_versions cv
       WHERE cv.component_id = co.id ORDER BY cv.sequence_number DESC, cv.id DESC LIMIT 1
     ) v ON true
     LEFT JOIN LATERAL (
       SELECT tk.key FROM tracking_links tk
       WHERE tk.broadcaster_id = s.broadcaster_id AND tk.component_id = co.id AND tk.active ORDER BY tk.id DESC LIMIT 1
     ) tl ON true
     LEFT JOIN chatbot_schedule cs ON cs.component_id = co.id AND cs.broadcaster_id = s.broadcaster_id`;

/** A chat bot type, ready, not deleted, not ended at `now` (an SQL parameter), and its groups include the broadcaster (or it has none). */
export const chatbotComponentReaches = (now: string) => `co.type IN ('twitch-chat-bot', 'twitch-chat-bot-command')
       AND co.is_ready AND NOT co.is_deleted
       AND (co.end_time IS NULL OR co.end_time > ${now}::timestamptz)
       AND (
         NOT EXISTS (SELECT 1 FROM label_components lc WHERE lc.component_id = co.id)
         OR EXISTS (
           SELECT 1 FROM label_components lc JOIN label_broadcasters lb ON lb.label_id = lc.label_id
           WHERE lc.component_id = co.id AND lb.broadcaster_id = s.broadcaster_id
         )
       )`;

/**
 * The channel's state a timed post waits on (decision 704): `is_live` (on Twitch, as the runtime reads
 * it) and `human_messages` since the bot's last post there, for broadcaster `broadcaster` at `now`.
 */
export const chatbotChannelStateSql = (broadcaster: string, now: string) => `${isLiveSql(broadcaster, now, 'twitch')} AS is_live,
     coalesce((SELECT ac.human_messages FROM chatbot_chat_activity ac WHERE ac.broadcaster_id = ${broadcaster}), 0)::int AS human_messages`;
