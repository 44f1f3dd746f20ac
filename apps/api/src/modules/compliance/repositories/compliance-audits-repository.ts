import type { Queryable } from '../../../db/db.ts';

/** Compliance audits and their results (migration 0002 compliance_*, 0016; decisions 550–553). */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface PendingAuditRow {
  id: number;
  requested_at: string;
  started_at: string | null;
  /** The job's status; null when the job is gone. */
  job_status: 'queued' | 'running' | 'done' | 'failed' | null;
}

/** Locks the campaign row for the rest of the transaction (one trigger at a time per campaign). */
export async function lockCampaignForAudit(q: Queryable, campaignId: number): Promise<void> {
  await q.query('SELECT id FROM campaigns WHERE id = $1 FOR UPDATE', [campaignId]);
}

/** The campaign's unfinished audit, with its job's status. */
export async function pendingAudit(q: Queryable, campaignId: number): Promise<PendingAuditRow | undefined> {
  const [row] = await q.query<{ id: number; requested_at: Date; started_at: Date | null; job_status: PendingAuditRow['job_status'] }>(
    `SELECT a.id, a.requested_at, a.started_at, j.status AS job_status
     FROM compliance_audits a LEFT JOIN jobs j ON j.id = a.job_id
     WHERE a.campaign_id = $1 AND a.finished_at IS NULL`,
    [campaignId],
  );
  return row && { id: row.id, requested_at: iso(row.requested_at) as string, started_at: iso(row.started_at), job_status: row.job_status };
}

/** Closes an audit whose job will not finish it (failed, or gone). */
export async function closeFailedAudit(q: Queryable, auditId: number, now: Date): Promise<void> {
  await q.query('UPDATE compliance_audits SET finished_at = $2, failed = true WHERE id = $1 AND finished_at IS NULL', [auditId, now]);
}

/** A new unfinished audit; undefined when the campaign already has one (the partial unique index). */
export async function insertAudit(
  q: Queryable,
  audit: { campaignId: number; requestedBy: number | null; now: Date },
): Promise<{ id: number; requested_at: string } | undefined> {
  const [row] = await q.query<{ id: number; requested_at: Date }>(
    `INSERT INTO compliance_audits (campaign_id, requested_by, requested_at) VALUES ($1, $2, $3)
     ON CONFLICT (campaign_id) WHERE finished_at IS NULL DO NOTHING RETURNING id, requested_at`,
    [audit.campaignId, audit.requestedBy, audit.now],
  );
  return row && { id: row.id, requested_at: iso(row.requested_at) as string };
}

export async function setAuditJob(q: Queryable, auditId: number, jobId: number): Promise<void> {
  await q.query('UPDATE compliance_audits SET job_id = $2 WHERE id = $1', [auditId, jobId]);
}

/** When the campaign's last audit finished (not a failed one), and whether one is queued or running. */
export interface LastAudit {
  last_audit_at: string | null;
  audit_pending: boolean;
}

/**
 * What the compliance page shows about audits (issue 8: 'the console shows when the last audit
 * ran'): the finish time of the newest completed audit, and whether another one is under way.
 */
export async function lastAudit(q: Queryable, campaignId: number): Promise<LastAudit> {
  const [row] = await q.query<{ last: Date | null; pending: boolean }>(
    `SELECT (SELECT max(finished_at) FROM compliance_audits WHERE campaign_id = $1 AND NOT failed) AS last,
            EXISTS (SELECT 1 FROM compliance_audits a JOIN jobs j ON j.id = a.job_id
                    WHERE a.campaign_id = $1 AND a.finished_at IS NULL AND j.status IN ('queued', 'running')) AS pending`,
    [campaignId],
  );
  return { last_audit_at: iso(row?.last ?? null), audit_pending: row?.pending ?? false };
}

export interface AuditToRun {
  id: number;
  campaign_id: number;
  start_date: Date;
  end_date: Date | null;
  finished_at: Date | null;
}

/** The audit a job runs, with its campaign's dates; locks the audit row. */
export async function auditToRun(q: Queryable, auditId: number): Promise<AuditToRun | undefined> {
  const [row] = await q.query<AuditToRun>(
    `SELECT a.id, a.campaign_id, c.start_date, c.end_date, a.finished_at
     FROM compliance_audits a JOIN campaigns c ON c.id = a.campaign_id WHERE a.id = $1 FOR UPDATE OF a`,
    [auditId],
  );
  return row;
}

export async function markAuditStarted(q: Queryable, auditId: number, now: Date): Promise<void> {
  await q.query('UPDATE compliance_audits SET started_at = coalesce(started_at, $2) WHERE id = $1', [auditId, now]);
}

export async function finishAudit(q: Queryable, auditId: number, now: Date, failed = false): Promise<void> {
  await q.query('UPDATE compliance_audits SET finished_at = $2, failed = $3 WHERE id = $1 AND finished_at IS NULL', [auditId, now, failed]);
}

/** Campaigns running at `now`: started, not ended (spec 01 §4). */
export async function runningCampaignIds(q: Queryable, now: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM campaigns WHERE start_date <= $1 AND (end_date IS NULL OR end_date > $1) ORDER BY id',
    [now],
  );
  return rows.map((r) => r.id);
}

/** A banner a broadcaster must carry on their panels: the latest panel action is an add or update. */
export interface BannerTargetRow {
  broadcaster_id: number;
  component_id: number;
  version_id: number | null;
  image: string | null;
  /** The broadcaster's Twitch login (their channel), when they connected Twitch. */
  twitch_login: string | null;
  /** Keys of the broadcaster's active tracked links for this component. */
  link_keys: string[];
}

const ACTIVE_BROADCASTERS = `SELECT s.broadcaster_id FROM campaign_statuses s WHERE s.campaign_id = $1 AND s.status = 'Active'`;

export async function bannerTargets(q: Queryable, campaignId: number): Promise<BannerTargetRow[]> {
  return q.query<BannerTargetRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (a.broadcaster_id, a.component_id) a.broadcaster_id, a.component_id, a.type, a.component_version_id
       FROM broadcaster_actions a JOIN components co ON co.id = a.component_id
       WHERE a.campaign_id = $1 AND a.type IN ('banner-add', 'banner-update', 'banner-remove') AND NOT co.is_deleted
         AND a.broadcaster_id IN (${ACTIVE_BROADCASTERS})
       ORDER BY a.broadcaster_id, a.component_id, (a.completion_time IS NULL), a.completion_time DESC, a.id DESC
     )
     SELECT l.broadcaster_id, l.component_id, v.id AS version_id, v.image,
       (SELECT sa.login FROM social_accounts sa WHERE sa.user_id = l.broadcaster_id AND sa.provider = 'twitch' ORDER BY sa.linked_at, sa.id LIMIT 1) AS twitch_login,
       coalesce((SELECT array_agg(t.key ORDER BY t.key) FROM tracking_links t
                 WHERE t.broadcaster_id = l.broadcaster_id AND t.component_id = l.component_id AND t.active), '{}') AS link_keys
     FROM latest l
     LEFT JOIN LATERAL (
       SELECT cv.id, cv.image FROM component_versions cv
       WHERE cv.component_id = l.component_id AND (l.component_version_id IS NULL OR cv.id = l.component_version_id)
       ORDER BY (cv.id = l.component_version_id) DESC NULLS LAST, cv.sequence_number DESC LIMIT 1
     ) v ON true
     WHERE l.type <> 'banner-remove'
     ORDER BY l.broadcaster_id, l.component_id`,
    [campaignId],
  );
}

/** A suggested tweet or retweet asked of an Active broadcaster, with what they sent for it. */
export interface TweetTargetRow {
  broadcaster_id: number;
  component_id: number;
  version_id: number | null;
  kind: 'tweet' | 'retweet';
  completed: boolean;
  manual: boolean;
  /** Addresses recorded for it: the action's tweet_url and its social_posts rows. */
  tweet_urls: string[];
  /** The broadcaster's connected Twitter account's id, or null (their tweets cannot be told apart then). */
  twitter_id: string | null;
}

export async function tweetTargets(q: Queryable, campaignId: number): Promise<TweetTargetRow[]> {
  const rows = await q.query<Omit<TweetTargetRow, 'tweet_urls'> & { tweet_urls: string[] | null; action_url: string | null }>(
    `SELECT DISTINCT ON (a.broadcaster_id, a.component_id) a.broadcaster_id, a.component_id, a.component_version_id AS version_id,
       CASE a.type WHEN 'twitter-retweet' THEN 'retweet' ELSE 'tweet' END AS kind,
       a.completion_time IS NOT NULL AS completed,
       coalesce((a.completion_data ->> 'manual')::boolean, false) AS manual,
       a.completion_data ->> 'tweet_url' AS action_url,
       (SELECT sa.provider_user_id FROM social_accounts sa WHERE sa.user_id = a.broadcaster_id AND sa.provider = 'twitter'
        ORDER BY sa.linked_at DESC, sa.id DESC LIMIT 1) AS twitter_id,
       (SELECT array_agg(p.tweet_url ORDER BY p.posted_at DESC) FROM social_posts p
        WHERE p.broadcaster_id = a.broadcaster_id AND p.campaign_id = a.campaign_id AND p.component_id = a.component_id) AS tweet_urls
     FROM broadcaster_actions a JOIN components co ON co.id = a.component_id
     WHERE a.campaign_id = $1 AND a.type IN ('twitter-send-tweet', 'twitter-retweet') AND NOT co.is_deleted
       AND a.broadcaster_id IN (${ACTIVE_BROADCASTERS})
     ORDER BY a.broadcaster_id, a.component_id, (a.completion_time IS NULL), a.completion_time DESC, a.id DESC`,
    [campaignId],
  );
  return rows.map(({ action_url, tweet_urls, ...r }) => ({
    ...r,
    tweet_urls: [...new Set([...(action_url ? [action_url] : []), ...(tweet_urls ?? [])])],
  }));
}

/** A current compliance record, with the status the last audit found for it. */
export interface ComplianceRecordState {
  id: number;
  broadcaster_id: number;
  component_id: number;
  status: string;
  compliant: boolean;
  overridden: boolean;
  required: boolean;
  last_audit_status: string | null;
}

export async function complianceRecordStates(q: Queryable, campaignId: number): Promise<ComplianceRecordState[]> {
  return q.query<ComplianceRecordState>(
    `SELECT r.id, r.broadcaster_id, r.component_id, r.status, r.compliant, r.overridden, r.required,
       (SELECT h.status FROM compliance_history h WHERE h.record_id = r.id AND h.source = 'audit' ORDER BY h.time DESC, h.id DESC LIMIT 1) AS last_audit_status
     FROM compliance_records r WHERE r.campaign_id = $1`,
    [campaignId],
  );
}

export interface RecordWrite {
  broadcasterId: number;
  componentId: number;
  versionId: number | null;
  status: string;
  compliant: boolean;
  /** False: an override stays (only the history gets the audit's finding). */
  replace: boolean;
}

/** Writes one audit result: the current record (unless an override stays) and a history row. */
export async function writeAuditResult(q: Queryable, campaignId: number, w: RecordWrite, now: Date): Promise<void> {
  const [row] = w.replace
    ? await q.query<{ id: number }>(
        `INSERT INTO compliance_records (campaign_id, broadcaster_id, component_id, component_version_id, required, compliant, status, verbiage, overridden, last_updated)
         VALUES ($1, $2, $3, $4, true, $5, $6, NULL, false, $7)
         ON CONFLICT (campaign_id, broadcaster_id, component_id) DO UPDATE SET component_version_id = EXCLUDED.component_version_id,
           required = true, compliant = EXCLUDED.compliant, status = EXCLUDED.status, verbiage = NULL, overridden = false, last_updated = EXCLUDED.last_updated
         RETURNING id`,
        [campaignId, w.broadcasterId, w.componentId, w.versionId, w.compliant, w.status, now],
      )
    : await q.query<{ id: number }>(
        `UPDATE compliance_records SET required = true WHERE campaign_id = $1 AND broadcaster_id = $2 AND component_id = $3 RETURNING id`,
        [campaignId, w.broadcasterId, w.componentId],
      );
  if (!row) return;
  await q.query(`INSERT INTO compliance_history (record_id, time, status, compliant, source) VALUES ($1, $2, $3, $4, 'audit')`, [
    row.id,
    now,
    w.status,
    w.compliant,
  ]);
}

/** Records of audited broadcasters whose component they no longer have to carry. */
export async function markNotRequired(q: Queryable, recordIds: readonly number[]): Promise<void> {
  if (recordIds.length === 0) return;
  await q.query('UPDATE compliance_records SET required = false WHERE id = ANY($1::int[])', [recordIds]);
}

/** Chatbot moderator statuses of the campaign's Active broadcasters. */
export async function campaignModStatuses(
  q: Queryable,
  campaignId: number,
): Promise<Array<{ broadcaster_id: number; status: string; checked_at: string }>> {
  const rows = await q.query<{ broadcaster_id: number; status: string; checked_at: Date }>(
    `SELECT m.broadcaster_id, m.status, m.checked_at FROM chatbot_mod_statuses m
     WHERE m.campaign_id = $1 AND m.broadcaster_id IN (${ACTIVE_BROADCASTERS}) ORDER BY m.broadcaster_id`,
    [campaignId],
  );
  return rows.map((r) => ({ broadcaster_id: r.broadcaster_id, status: r.status, checked_at: iso(r.checked_at) as string }));
}

/** Ids of the campaign's Active broadcasters (those an audit checks). */
export async function activeCampaignBroadcasterIds(q: Queryable, campaignId: number): Promise<number[]> {
  const rows = await q.query<{ broadcaster_id: number }>(`${ACTIVE_BROADCASTERS} ORDER BY s.broadcaster_id`, [campaignId]);
  return rows.map((r) => r.broadcaster_id);
}
