import type { Queryable } from '../../../db/db.ts';

// SQL of the notices of new broadcaster actions (migration 0009 `notification`; decision 434).

/** A new action whose notice is due, with what the notice says and where it goes. */
export interface DueNotice {
  id: number;
  broadcaster_id: number;
  username: string;
  email: string;
  selected_notifications: 'E' | 'S' | 'D' | null;
  type_name: string;
  component: string | null;
  campaign_name: string | null;
}

/**
 * Claims the pending notices (marks them sent at `now`) and answers them; rows another request is
 * claiming are skipped, so a notice goes out once.
 */
export async function claimPendingNotices(tx: Queryable, now: Date, limit = 500): Promise<DueNotice[]> {
  return tx.query<DueNotice>(
    `WITH claimed AS (
       UPDATE broadcaster_actions SET notification = 'sent', notified_at = $1
       WHERE id IN (SELECT id FROM broadcaster_actions WHERE notification = 'pending' ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, broadcaster_id, campaign_id, component_id, type)
     SELECT c.id, c.broadcaster_id, u.username, u.email, p.selected_notifications, t.name AS type_name, co.name AS component, ca.name AS campaign_name
     FROM claimed c
     JOIN users u ON u.id = c.broadcaster_id
     LEFT JOIN profiles p ON p.user_id = u.id
     JOIN broadcaster_action_types t ON t.slug = c.type
     LEFT JOIN components co ON co.id = c.component_id
     LEFT JOIN campaigns ca ON ca.id = c.campaign_id
     ORDER BY c.broadcaster_id, c.id`,
    [now, limit],
  );
}

/** Notices that did not go out (SMS or Discord chosen, no email address, or the send failed): notified_at cleared. */
export async function markUndeliverable(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`UPDATE broadcaster_actions SET notification = 'undeliverable', notified_at = NULL WHERE id = ANY($1::int[])`, [[...ids]]);
}
