import { CHATBOT_COMPONENT_TYPES, COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../../db/db.ts';

/** Component types a compliance audit checks (spec 01 §2 Component Type select: Banner Graphics, Sponsored Tweets, Sponsored Retweets). */
export const AUDITED_TYPES = [COMPONENT_TYPE.bannerGraphics, COMPONENT_TYPE.suggestedTweet, COMPONENT_TYPE.suggestedRetweet] as const;

/** Chatbot component types: with one running, the chatbot is required (spec 01 §4 Compliance). */
const CHATBOT_TYPES = CHATBOT_COMPONENT_TYPES;

export interface ComplianceBroadcasterRow {
  id: number;
  username: string;
  profile_image: string | null;
  campaign_status: string;
  mod_status: string | null;
  mod_channel: string | null;
}

/**
 * The broadcasters who carry the campaign (Active, or Campaign Ended once it is over), with the
 * chatbot's moderator status on their channel; by username (decision 570).
 */
export async function complianceBroadcasters(q: Queryable, campaignId: number): Promise<ComplianceBroadcasterRow[]> {
  return q.query<ComplianceBroadcasterRow>(
    `SELECT u.id, u.username, p.profile_image, s.status AS campaign_status, m.status AS mod_status, m.mod_channel
     FROM campaign_statuses s JOIN users u ON u.id = s.broadcaster_id LEFT JOIN profiles p ON p.user_id = u.id
     LEFT JOIN chatbot_mod_statuses m ON m.campaign_id = s.campaign_id AND m.broadcaster_id = s.broadcaster_id
     WHERE s.campaign_id = $1 AND s.status IN ('Active', 'Campaign Ended') AND u.user_type = 3
     ORDER BY lower(u.username)`,
    [campaignId],
  );
}

export interface ComplianceComponentRow {
  id: number;
  name: string;
  type: string;
  type_name: string;
  required: boolean;
  version_id: number | null;
}

/** The campaign's audited components (not deleted), and any other component that has a compliance record. */
export async function complianceComponents(q: Queryable, campaignId: number): Promise<ComplianceComponentRow[]> {
  return q.query<ComplianceComponentRow>(
    `SELECT co.id, co.name, co.type, ct.name AS type_name, co.compliance AS required,
       (SELECT v.id FROM component_versions v WHERE v.component_id = co.id ORDER BY v.sequence_number DESC LIMIT 1) AS version_id
     FROM components co JOIN component_types ct ON ct.slug = co.type
     WHERE co.campaign_id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden
       AND (co.type = ANY($2::text[]) OR EXISTS (SELECT 1 FROM compliance_records r WHERE r.component_id = co.id))
     ORDER BY ct.sort_order, lower(co.name), co.id`,
    [campaignId, [...AUDITED_TYPES]],
  );
}

export interface ComplianceRecordRow {
  broadcaster_id: number;
  component_id: number;
  component_version_id: number | null;
  required: boolean;
  compliant: boolean;
  status: string;
  verbiage: string | null;
  overridden: boolean;
  last_updated: Date;
}

/**
 * The campaign's compliance records as they stand now, or, with `at`, as they stood then (the
 * latest history entry at or before `at`; a record first written later is left out): the final
 * compliance of an ended campaign (spec 01 §2, decision 572).
 */
export async function complianceRecords(q: Queryable, campaignId: number, at: Date | null): Promise<ComplianceRecordRow[]> {
  if (at === null) {
    return q.query<ComplianceRecordRow>(
      `SELECT r.broadcaster_id, r.component_id, r.component_version_id, r.required, r.compliant, r.status, r.verbiage, r.overridden, r.last_updated
       FROM compliance_records r JOIN components co ON co.id = r.component_id
       WHERE r.campaign_id = $1 AND NOT co.is_deleted`,
      [campaignId],
    );
  }
  return q.query<ComplianceRecordRow>(
    `SELECT r.broadcaster_id, r.component_id, r.component_version_id, r.required,
       COALESCE(h.compliant, r.compliant) AS compliant, COALESCE(h.status, r.status) AS status,
       CASE WHEN h.id IS NULL THEN r.verbiage ELSE h.verbiage END AS verbiage,
       CASE WHEN h.id IS NULL THEN r.overridden ELSE h.source = 'override' END AS overridden,
       COALESCE(h.time, r.last_updated) AS last_updated
     FROM compliance_records r JOIN components co ON co.id = r.component_id
     LEFT JOIN LATERAL (
       SELECT hh.id, hh.time, hh.status, hh.compliant, hh.verbiage, hh.source FROM compliance_history hh
       WHERE hh.record_id = r.id AND hh.time <= $2 ORDER BY hh.time DESC, hh.id DESC LIMIT 1
     ) h ON true
     WHERE r.campaign_id = $1 AND NOT co.is_deleted AND (h.id IS NOT NULL OR r.last_updated <= $2)`,
    [campaignId, at],
  );
}

/** Whether a chatbot component of the campaign runs at `at` (not deleted, started, not ended). */
export async function chatbotRunning(q: Queryable, campaignId: number, at: Date): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM components WHERE campaign_id = $1 AND type = ANY($2::text[]) AND NOT is_deleted
       AND (start_time IS NULL OR start_time <= $3) AND (end_time IS NULL OR end_time > $3) LIMIT 1`,
    [campaignId, [...CHATBOT_TYPES], at],
  );
  return rows.length > 0;
}

export interface AuditTimesRow {
  last_audit: Date | null;
  audit_pending: boolean;
}

/** When the campaign's last audit finished, and whether a requested one has not finished yet. */
export async function auditTimes(q: Queryable, campaignId: number): Promise<AuditTimesRow> {
  const [row] = await q.query<AuditTimesRow>(
    `SELECT max(finished_at) AS last_audit, coalesce(bool_or(finished_at IS NULL), false) AS audit_pending
     FROM compliance_audits WHERE campaign_id = $1`,
    [campaignId],
  );
  return row ?? { last_audit: null, audit_pending: false };
}

export interface ComplianceHistoryRow {
  time: Date;
  component_id: number;
  component_name: string;
  component_type: string;
  status: string;
  compliant: boolean;
  source: 'audit' | 'override';
  verbiage: string | null;
  actor: string | null;
}

/** A broadcaster's compliance history on the campaign, newest first (at most `limit` entries). */
export async function complianceHistory(
  q: Queryable,
  campaignId: number,
  broadcasterId: number,
  limit: number,
): Promise<ComplianceHistoryRow[]> {
  return q.query<ComplianceHistoryRow>(
    `SELECT h.time, co.id AS component_id, co.name AS component_name, co.type AS component_type, h.status, h.compliant, h.source, h.verbiage,
       CASE WHEN a.id IS NULL THEN NULL WHEN a.email <> '' THEN a.email ELSE a.username END AS actor
     FROM compliance_history h JOIN compliance_records r ON r.id = h.record_id JOIN components co ON co.id = r.component_id
     LEFT JOIN users a ON a.id = h.actor_id
     WHERE r.campaign_id = $1 AND r.broadcaster_id = $2 AND NOT co.is_deleted
     ORDER BY h.time DESC, h.id DESC LIMIT $3`,
    [campaignId, broadcasterId, limit],
  );
}

/** The broadcaster with this username (case-insensitive) when they carry the campaign (Active or Campaign Ended). */
export async function complianceBroadcaster(
  q: Queryable,
  campaignId: number,
  username: string,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = await q.query<{ id: number; username: string }>(
    `SELECT u.id, u.username FROM users u JOIN campaign_statuses s ON s.broadcaster_id = u.id
     WHERE s.campaign_id = $1 AND s.status IN ('Active', 'Campaign Ended') AND u.user_type = 3 AND lower(u.username) = lower($2)`,
    [campaignId, username],
  );
  return row;
}

export interface OverrideTargetRow {
  version_id: number;
  component_id: number;
  component_name: string;
  component_type: string;
  campaign_id: number;
  slug: string;
  required: boolean;
}

/** The component version an override names, with its component (not deleted) and campaign slug. */
export async function findOverrideTarget(q: Queryable, versionId: number): Promise<OverrideTargetRow | undefined> {
  const [row] = await q.query<OverrideTargetRow>(
    `SELECT v.id AS version_id, co.id AS component_id, co.name AS component_name, co.type AS component_type, co.campaign_id, ca.slug, co.compliance AS required
     FROM component_versions v JOIN components co ON co.id = v.component_id JOIN campaigns ca ON ca.id = co.campaign_id
     JOIN component_types ct ON ct.slug = co.type
     WHERE v.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden`,
    [versionId],
  );
  return row;
}

/** The record of this broadcaster and component, locked for the transaction. */
export async function lockComplianceRecord(
  q: Queryable,
  campaignId: number,
  broadcasterId: number,
  componentId: number,
): Promise<{ id: number; last_updated: Date; compliant: boolean } | undefined> {
  const [row] = await q.query<{ id: number; last_updated: Date; compliant: boolean }>(
    `SELECT id, last_updated, compliant FROM compliance_records WHERE campaign_id = $1 AND broadcaster_id = $2 AND component_id = $3 FOR UPDATE`,
    [campaignId, broadcasterId, componentId],
  );
  return row;
}

export interface OverrideWrite {
  campaignId: number;
  broadcasterId: number;
  componentId: number;
  versionId: number;
  /** For a record the override creates (never audited yet). */
  required: boolean;
  status: string;
  compliant: boolean;
  verbiage: string | null;
  actorId: number;
  now: Date;
}

/** Writes the override onto the record (creating it when the component was never audited) and returns its id. */
export async function writeOverride(q: Queryable, w: OverrideWrite): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO compliance_records (campaign_id, broadcaster_id, component_id, component_version_id, required, compliant, status, verbiage, overridden, last_updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)
     ON CONFLICT (campaign_id, broadcaster_id, component_id) DO UPDATE SET
       component_version_id = EXCLUDED.component_version_id, compliant = EXCLUDED.compliant, status = EXCLUDED.status,
       verbiage = EXCLUDED.verbiage, overridden = true, last_updated = EXCLUDED.last_updated
     RETURNING id`,
    [w.campaignId, w.broadcasterId, w.componentId, w.versionId, w.required, w.compliant, w.status, w.verbiage, w.now],
  );
  return row.id;
}

/** One history entry for an override: who, when, what and why. */
export async function insertOverrideHistory(q: Queryable, recordId: number, w: OverrideWrite): Promise<void> {
  await q.query(
    `INSERT INTO compliance_history (record_id, time, status, compliant, source, actor_id, verbiage) VALUES ($1, $2, $3, $4, 'override', $5, $6)`,
    [recordId, w.now, w.status, w.compliant, w.actorId, w.verbiage],
  );
}
