import type { Db } from '../../db/db.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { claimPendingNotices, markUndeliverable, type DueNotice } from './repositories/broadcaster-action-notices-repository.ts';

/**
 * Notices of new broadcaster actions (campaign action_notifications; decision 434). The
 * reconciliation only marks new actions 'pending' inside the writing transaction; this sends them
 * once that transaction has committed (the API runs it after every write request), so a rolled
 * back change never mails anyone. One email per broadcaster lists all their new actions.
 */

type Log = { error: (obj: object, msg: string) => void };

export function newActionsMail(to: string, creatorUrl: string, username: string, notices: readonly DueNotice[]): Mail {
  const link = `${creatorUrl.replace(/\/+$/, '')}/dashboard`;
  const lines = notices.map((n) => `- ${n.type_name}: ${n.component ?? 'component'}${n.campaign_name ? ` (${n.campaign_name})` : ''}`);
  return {
    to,
    subject: notices.length === 1 ? 'You have a new action on Advocate' : `You have ${notices.length} new actions on Advocate`,
    text: [
      `Hello ${username},`,
      '',
      'New actions are waiting for you on Advocate:',
      ...lines,
      '',
      'Open your dashboard to complete them:',
      link,
    ].join('\n'),
  };
}

/**
 * Sends the due notices: email for broadcasters whose notification method is email (or not
 * chosen); SMS and Discord are not sent by this API, so those notices are recorded as
 * undeliverable, as are those to broadcasters without an email address or whose mail failed.
 */
export async function sendPendingActionNotices(deps: { db: Db; mailer: Mailer; creatorUrl: string; now: Date; log: Log }): Promise<number> {
  const due = await deps.db.transaction((tx) => claimPendingNotices(tx, deps.now));
  if (due.length === 0) return 0;
  const byBroadcaster = new Map<number, DueNotice[]>();
  for (const notice of due) byBroadcaster.set(notice.broadcaster_id, [...(byBroadcaster.get(notice.broadcaster_id) ?? []), notice]);
  const undeliverable: number[] = [];
  let sent = 0;
  for (const notices of byBroadcaster.values()) {
    const [{ email, username, selected_notifications: method }] = notices;
    if ((method !== null && method !== 'E') || !email) {
      undeliverable.push(...notices.map((n) => n.id));
      continue;
    }
    try {
      await deps.mailer.send(newActionsMail(email, deps.creatorUrl, username, notices));
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, to: email }, 'action notice could not be sent');
      undeliverable.push(...notices.map((n) => n.id));
    }
  }
  await deps.db.transaction((tx) => markUndeliverable(tx, undeliverable));
  return sent;
}
