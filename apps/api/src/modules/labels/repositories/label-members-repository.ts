import type { Queryable } from '../../../db/db.ts';
import { GROUP_ROLLUPS, moveGroupFacts, ROLLUPS, storedFacts } from '../../events/repositories/event-rollups-sql.ts';
import { fillGroupViewership, GROUP_VIEWERSHIP_TABLE } from '../../metrics/index.ts';

/**
 * A label's (group's) members, and its rollups following them (decision 627): a broadcaster
 * joining a group brings every stored event of theirs in the group's campaign into the group's
 * rollups, one leaving takes them out, in the transaction that changes the membership; the group's
 * viewership is summed again from its members' (decision 632).
 */

const TABLES = [...GROUP_ROLLUPS.map((name) => ROLLUPS[name].table), GROUP_VIEWERSHIP_TABLE];

/**
 * Waits for the recorders writing now and keeps new ones out until the transaction ends (SHARE ROW
 * EXCLUSIVE conflicts with their ROW EXCLUSIVE and with itself), so an event is counted in a group
 * either by its recorder or by the membership change, never by both or neither. Taken before any
 * lock on a label's row other than the labels service's FOR NO KEY UPDATE, which recorders' KEY
 * SHARE passes (one order, no deadlock). Also before a label is deleted: a recorder that still saw
 * its members would otherwise fail on the deleted label.
 */
export async function lockGroupRollups(tx: Queryable): Promise<void> {
  await tx.query(`LOCK TABLE ${TABLES.join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
}

/** $1 the label, $2 the broadcasters: their events in the label's campaign. */
const MEMBER_FACTS = storedFacts('k.campaign_id = (SELECT campaign_id FROM labels WHERE id = $1) AND k.broadcaster_id = ANY($2::int[])');

async function moveMembersFacts(tx: Queryable, labelId: number, broadcasterIds: readonly number[], joined: boolean): Promise<void> {
  if (broadcasterIds.length === 0) return;
  for (const name of GROUP_ROLLUPS) await tx.query(moveGroupFacts(name, MEMBER_FACTS, '$1', !joined), [labelId, broadcasterIds]);
  if (joined) return;
  for (const name of GROUP_ROLLUPS) {
    const emptied = ROLLUPS[name].measures.map((m) => `${m} = 0`).join(' AND ');
    await tx.query(`DELETE FROM ${ROLLUPS[name].table} WHERE label_id = $1 AND ${emptied}`, [labelId]);
  }
}

/** The group's viewership summed again from its members' now (peaks cannot be taken away). */
async function sumGroupViewership(tx: Queryable, labelId: number): Promise<void> {
  // The campaign too, so both statements go by the tables' campaign-first keys.
  const campaignOf = '(SELECT campaign_id FROM labels WHERE id = $1)';
  await tx.query(`DELETE FROM ${GROUP_VIEWERSHIP_TABLE} WHERE campaign_id = ${campaignOf} AND label_id = $1`, [labelId]);
  await tx.query(fillGroupViewership(`r.campaign_id = ${campaignOf} AND g.label_id = $1`), [labelId]);
}

/** Adds members; answers how many joined. */
async function addMembers(tx: Queryable, labelId: number, broadcasterIds: readonly number[]): Promise<number> {
  const joined = await tx.query<{ id: number }>(
    `INSERT INTO label_broadcasters (label_id, broadcaster_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING broadcaster_id AS id`,
    [labelId, broadcasterIds],
  );
  await moveMembersFacts(
    tx,
    labelId,
    joined.map((r) => Number(r.id)),
    true,
  );
  return joined.length;
}

/** Adds broadcasters to a label (those already in it stay); inside a transaction. */
export async function addBroadcastersToLabel(tx: Queryable, labelId: number, broadcasterIds: readonly number[]): Promise<void> {
  await lockGroupRollups(tx);
  if ((await addMembers(tx, labelId, broadcasterIds)) > 0) await sumGroupViewership(tx, labelId);
}

/** Makes `broadcasterIds` the label's members; inside a transaction. */
export async function setLabelBroadcasters(tx: Queryable, labelId: number, broadcasterIds: readonly number[]): Promise<void> {
  await lockGroupRollups(tx);
  const left = await tx.query<{ id: number }>(
    `DELETE FROM label_broadcasters WHERE label_id = $1 AND broadcaster_id <> ALL($2::int[]) RETURNING broadcaster_id AS id`,
    [labelId, broadcasterIds],
  );
  await moveMembersFacts(
    tx,
    labelId,
    left.map((r) => Number(r.id)),
    false,
  );
  const joined = await addMembers(tx, labelId, broadcasterIds);
  if (left.length + joined > 0) await sumGroupViewership(tx, labelId);
}
