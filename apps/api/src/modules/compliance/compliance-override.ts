import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { BANNER_STATUS } from '@advocate/metrics-math';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { findCampaignInScope } from '../campaigns/index.ts';
import { recordActivity } from '../activity/index.ts';
import {
  complianceBroadcaster,
  findOverrideTarget,
  insertOverrideHistory,
  lockComplianceRecord,
  writeOverride,
  type OverrideWrite,
} from './repositories/compliance-repository.ts';
import type { UserRow } from '../shared/index.ts';
import type { OverrideComplianceAnswer } from './schemas/compliance-answer.ts';
import { campaignEnded, requireManager } from '../shared/index.ts';

/** The status an override to noncompliant writes; any status but the compliant ones reads as noncompliant (decision 571). */
export const MANUALLY_NONCOMPLIANT = 'Manually Marked As Non-Compliant';

export const OVERRIDE_ACTIONS = ['override_to_noncompliant', 'override_to_compliant'] as const;
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number];

/** The manager's note is short text (decision 571). */
export const VERBIAGE_MAX_LENGTH = 500;

export interface OverrideBody {
  broadcaster?: string;
  action?: string;
  component_version_id?: number;
  verbiage?: string | null;
  /** The audit time of the result the manager saw (its last_updated). */
  audit_time?: string;
  /** The compliance the manager saw. */
  compliance?: boolean;
}

function checkBody(body: OverrideBody): void {
  const errors: Record<string, string[]> = {};
  if (!body.broadcaster?.trim()) errors.broadcaster = [messages.required];
  if (!body.action) errors.action = [messages.required];
  else if (!(OVERRIDE_ACTIONS as readonly string[]).includes(body.action)) errors.action = [messages.invalidChoice(body.action)];
  if (body.component_version_id === undefined) errors.component_version_id = [messages.required];
  if (body.audit_time !== undefined && Number.isNaN(Date.parse(body.audit_time))) errors.audit_time = [messages.invalidDate];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * POST override-compliance/ (spec 01 §4 'Override switches compliant to noncompliant or the
 * reverse', §6 edit-campaigns, §7): sets one broadcaster's result for one component and records
 * it in the history with who, when and why. Only while the campaign has not ended. When the body
 * carries the audit_time or compliance the manager saw and the record has changed since, nothing is
 * written (decision 571).
 */
export async function overrideCompliance(db: Db, user: UserRow, body: OverrideBody, now: Date): Promise<OverrideComplianceAnswer> {
  requireManager(user);
  if (!canEditCampaigns(user)) throw forbidden();
  checkBody(body);
  const versionId = body.component_version_id as number;
  const target = await findOverrideTarget(db, versionId);
  const campaign = target ? await findCampaignInScope(db, user, target.slug) : undefined;
  if (!target || !campaign) throw badRequest({ component_version_id: [messages.unknownPk(versionId)] });
  if (campaignEnded(campaign, now)) throw badRequest({ non_field_errors: [messages.campaignEnded] });
  const broadcaster = await complianceBroadcaster(db, campaign.id, (body.broadcaster as string).trim());
  if (!broadcaster) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });

  const compliant = (body.action as OverrideAction) === 'override_to_compliant';
  const verbiage = body.verbiage?.trim() ? body.verbiage.trim() : null;
  const write: OverrideWrite = {
    campaignId: campaign.id,
    broadcasterId: broadcaster.id,
    componentId: target.component_id,
    versionId,
    required: true,
    status: compliant ? BANNER_STATUS.manuallyCompliant : MANUALLY_NONCOMPLIANT,
    compliant,
    verbiage,
    actorId: user.id,
    now,
  };
  await db.transaction(async (tx) => {
    const current = await lockComplianceRecord(tx, campaign.id, broadcaster.id, target.component_id);
    if (current) {
      const seenTime = body.audit_time === undefined ? undefined : Date.parse(body.audit_time);
      const changedTime = seenTime !== undefined && new Date(current.last_updated).getTime() - seenTime >= 1;
      const changedVerdict = body.compliance !== undefined && body.compliance !== current.compliant;
      if (changedTime || changedVerdict) throw badRequest({ non_field_errors: [serverMessages.complianceChanged] });
    }
    const recordId = await writeOverride(tx, write);
    await insertOverrideHistory(tx, recordId, write);
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'compliance',
      action: 'overridden',
      place: { campaignId: campaign.id },
      subject: broadcaster.username,
      before: { component: target.component_name, compliant: current?.compliant ?? null },
      after: { component: target.component_name, compliant, status: write.status, note: verbiage },
    });
  });
  return { component_id: target.component_id, verbiage, audit_time: now.toISOString(), compliance: compliant };
}
