import type { Db } from '../../../db/db.ts';
import { syncCampaignActions } from '../broadcaster-actions-sync.ts';

/** Builders of components and their versions for the broadcaster-actions tests (rows as slice A writes them). */

export async function offerTypes(db: Db, campaignId: number, types: readonly string[]): Promise<void> {
  for (const type of types) {
    await db.query('INSERT INTO campaign_component_types (campaign_id, component_type) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      campaignId,
      type,
    ]);
  }
}

export interface VersionContent {
  content?: string;
  image?: string | null;
  message?: string | null;
  link?: string | null;
  config?: Record<string, unknown>;
}

export async function addVersion(db: Db, componentId: number, v: VersionContent): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO component_versions (component_id, content_id, sequence_number, image, message, link, config)
     VALUES ($1, $2, (SELECT coalesce(max(sequence_number), 0) + 1 FROM component_versions WHERE component_id = $1), $3, $4, $5, $6) RETURNING id`,
    [
      componentId,
      v.content ?? `content-${Math.random().toString(36).slice(2)}`,
      v.image ?? null,
      v.message ?? null,
      v.link ?? null,
      JSON.stringify(v.config ?? {}),
    ],
  );
  return id;
}

export async function addComponent(db: Db, campaignId: number, type: string, name: string, v: VersionContent = {}): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>('INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $3) RETURNING id', [
    campaignId,
    type,
    name,
  ]);
  await addVersion(db, id, v);
  return id;
}

/** What a write of another slice does after its change: the reconciliation in a transaction. */
export const sync = (db: Db, campaignId: number, now = new Date()) => db.transaction((tx) => syncCampaignActions(tx, campaignId, now));

export interface OpenAction {
  id: number;
  type: string;
  component_id: number;
  component_version_id: number | null;
}

/** Open actions of a broadcaster on a campaign, by type then component. */
export async function openActions(db: Db, broadcasterId: number, campaignId: number): Promise<OpenAction[]> {
  return db.query<OpenAction>(
    `SELECT id, type, component_id, component_version_id FROM broadcaster_actions
     WHERE broadcaster_id = $1 AND campaign_id = $2 AND completion_time IS NULL ORDER BY type, component_id`,
    [broadcasterId, campaignId],
  );
}

/** `type:componentName` of the open actions, sorted, for readable expectations. */
export async function openSummary(db: Db, broadcasterId: number, campaignId: number): Promise<string[]> {
  const rows = await db.query<{ type: string; name: string }>(
    `SELECT a.type, c.name FROM broadcaster_actions a JOIN components c ON c.id = a.component_id
     WHERE a.broadcaster_id = $1 AND a.campaign_id = $2 AND a.completion_time IS NULL`,
    [broadcasterId, campaignId],
  );
  return rows.map((r) => `${r.type}:${r.name}`).sort();
}

export async function complete(db: Db, actionId: number, at = new Date()): Promise<void> {
  await db.query('UPDATE broadcaster_actions SET completion_time = $2 WHERE id = $1', [actionId, at]);
}
