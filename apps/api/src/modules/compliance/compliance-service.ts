import { complianceOf, type ComplianceRecord } from '@advocate/metrics-math';
import { messages } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import { badRequest } from '../../errors.ts';
import {
  auditTimes,
  chatbotRunning,
  complianceBroadcaster,
  complianceBroadcasters,
  complianceComponents,
  complianceHistory,
  complianceRecords,
  type ComplianceRecordRow,
} from './repositories/compliance-repository.ts';
import type { UserRow } from '../shared/index.ts';
import type { ComplianceAnswer, ComplianceEntryAnswer, ComplianceHistoryAnswer } from './schemas/compliance-answer.ts';
import { campaignEnded, requireManager, visibleCampaign } from '../shared/index.ts';

/** History entries one read answers at most (a year of daily audits on a few components). */
export const HISTORY_LIMIT = 1000;

const iso = (value: Date | string) => new Date(value).toISOString();

function entryOf(row: ComplianceRecordRow): ComplianceEntryAnswer {
  return {
    component_id: row.component_id,
    component_version_id: row.component_version_id,
    required: row.required,
    compliant: row.compliant,
    status: row.status,
    verbiage: row.verbiage,
    overridden: row.overridden,
    last_updated: iso(row.last_updated),
  };
}

/**
 * GET compliance/?campaign= (spec 01 §2 Campaign compliance page, §3 Compliance record, §4): every
 * broadcaster carrying the campaign with their records per component and the overall verdict from
 * `complianceOf` (the function the page uses too). An ended campaign reads as it stood at its end
 * ('Final compliance shown from end of campaign', decision 572). Managers who see the campaign.
 */
export async function readCompliance(db: Db, user: UserRow, slug: string, now: Date): Promise<ComplianceAnswer> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const ended = campaignEnded(campaign, now);
  const at = ended && campaign.end_date ? new Date(campaign.end_date) : null;
  const [broadcasters, components, records, audits, chatbotRequired] = await Promise.all([
    complianceBroadcasters(db, campaign.id),
    complianceComponents(db, campaign.id),
    complianceRecords(db, campaign.id, at),
    auditTimes(db, campaign.id),
    chatbotRunning(db, campaign.id, at ?? now),
  ]);
  const shown = new Set(components.map((c) => c.id));
  const byBroadcaster = new Map<number, Record<string, ComplianceEntryAnswer>>();
  for (const row of records) {
    if (!shown.has(row.component_id)) continue;
    const entries = byBroadcaster.get(row.broadcaster_id) ?? {};
    entries[String(row.component_id)] = entryOf(row);
    byBroadcaster.set(row.broadcaster_id, entries);
  }
  let compliantCount = 0;
  const answers = broadcasters.map((b) => {
    const compliance = byBroadcaster.get(b.id) ?? {};
    const mod_status = b.mod_status === null ? null : { status: b.mod_status, mod_channel: b.mod_channel };
    const record: ComplianceRecord = { name: b.username, mod_status, compliance, chatbot_required: chatbotRequired };
    const verdict = complianceOf(record);
    if (verdict === 'compliant') compliantCount += 1;
    return { name: b.username, profile_image: b.profile_image, campaign_status: b.campaign_status, mod_status, verdict, compliance };
  });
  return {
    campaign: campaign.slug,
    ended,
    as_of: at ? at.toISOString() : null,
    last_audit: audits.last_audit ? iso(audits.last_audit) : null,
    audit_pending: audits.audit_pending,
    chatbot_required: chatbotRequired,
    summary: { compliant: compliantCount, total: broadcasters.length },
    components: components.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      type_name: c.type_name,
      required: c.required,
      version_id: c.version_id,
    })),
    broadcasters: answers,
  };
}

/**
 * GET compliance/history/?campaign=&broadcaster= (spec 01 §2 compliance history modal, §3 history):
 * audits and overrides of one broadcaster's records, newest first, overrides with who and why.
 */
export async function readComplianceHistory(db: Db, user: UserRow, slug: string, username: string): Promise<ComplianceHistoryAnswer> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  const broadcaster = await complianceBroadcaster(db, campaign.id, username);
  if (!broadcaster) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
  const rows = await complianceHistory(db, campaign.id, broadcaster.id, HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, time: iso(r.time) }));
}
