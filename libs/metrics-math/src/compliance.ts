import { campaignState, type CampaignDates } from './campaign-state.ts';
import type { DateInput } from './instant.ts';

/** Banner compliance statuses the audit writes (spec 01 §4); anything else is incompliant. */
export const BANNER_STATUS = {
  compliant: 'Compliant',
  manuallyCompliant: 'Manually Marked As Compliant',
  incorrectImage: 'Incorrect Image',
  cantConnect: "Can't Connect",
} as const;

/** Chatbot moderator statuses (spec 01 §4). */
export const MOD_STATUS = { modded: 'Modded', notModded: 'Not Modded', cantConnect: "Can't Connect" } as const;

/** Overall verdict for one broadcaster on one campaign. */
export type ComplianceVerdict = 'compliant' | 'noncompliant';

/** How one component's audit result reads; 'unknown' means not audited yet. */
export type ComponentComplianceKind = 'compliant' | 'incorrect-image' | 'cant-connect' | 'noncompliant' | 'unknown';

/** One component's entry in a compliance record (spec 01 §3). */
export interface ComplianceEntry {
  required: boolean;
  compliant?: boolean | null;
  status?: string | null;
  last_updated?: string | null;
  history?: ReadonlyArray<readonly [time: string, status: string]>;
}

/** A broadcaster's compliance record (spec 01 §3). */
export interface ComplianceRecord {
  name?: string;
  mod_status?: { status?: string | null; mod_channel?: string | null } | null;
  compliance: Readonly<Record<string, ComplianceEntry>>;
  /** Set by the server when the campaign needs the chatbot; `options.chatbotRequired` wins. */
  chatbot_required?: boolean;
}

/**
 * Reads one component's result from its status text; without a status the `compliant` flag
 * decides, and without either it is 'unknown'.
 * @example componentComplianceKind({ required: true, status: 'Incorrect Image' }) // 'incorrect-image'
 */
export function componentComplianceKind(entry: Pick<ComplianceEntry, 'status' | 'compliant'>): ComponentComplianceKind {
  const status = entry.status?.trim();
  if (status) {
    if (status === BANNER_STATUS.compliant || status === BANNER_STATUS.manuallyCompliant) return 'compliant';
    if (status === BANNER_STATUS.incorrectImage) return 'incorrect-image';
    if (status === BANNER_STATUS.cantConnect) return 'cant-connect';
    return 'noncompliant';
  }
  if (entry.compliant === true) return 'compliant';
  if (entry.compliant === false) return 'noncompliant';
  return 'unknown';
}

/**
 * Overall verdict (spec 01 §4): noncompliant if any required component reads 'noncompliant' or
 * 'incorrect-image', or if the chatbot is required and the mod status is known (not empty, not
 * "Can't Connect") and not 'Modded'; otherwise compliant. "Can't Connect" and not-yet-audited
 * count for the broadcaster. See docs/decisions/125.
 * @example complianceOf({ compliance: { 12: { required: true, status: 'Compliant' } } }) // 'compliant'
 */
export function complianceOf(record: ComplianceRecord, options: { chatbotRequired?: boolean } = {}): ComplianceVerdict {
  for (const entry of Object.values(record.compliance ?? {})) {
    if (!entry.required) continue;
    const kind = componentComplianceKind(entry);
    if (kind === 'noncompliant' || kind === 'incorrect-image') return 'noncompliant';
  }
  const chatbotRequired = options.chatbotRequired ?? record.chatbot_required ?? false;
  const mod = record.mod_status?.status?.trim();
  if (chatbotRequired && mod && mod !== MOD_STATUS.cantConnect && mod !== MOD_STATUS.modded) return 'noncompliant';
  return 'compliant';
}

/**
 * Counts for 'n/total Broadcasters Compliant' (spec 01 §2 compliance).
 * @example complianceSummary(records) // { compliant: 3, total: 5 }
 */
export function complianceSummary(
  records: readonly ComplianceRecord[],
  options: { chatbotRequired?: boolean } = {},
): { compliant: number; total: number } {
  const compliant = records.filter((r) => complianceOf(r, options) === 'compliant').length;
  return { compliant, total: records.length };
}

/** The override a manager can apply, and the verdict it leads to. */
export interface OverrideTransition {
  action: 'override_to_noncompliant' | 'override_to_compliant';
  next: ComplianceVerdict;
}

/**
 * Override switches compliant to noncompliant or the reverse (spec 01 §4, §7 override-compliance).
 * @example overrideTransition('compliant') // { action: 'override_to_noncompliant', next: 'noncompliant' }
 */
export function overrideTransition(current: ComplianceVerdict): OverrideTransition {
  return current === 'compliant'
    ? { action: 'override_to_noncompliant', next: 'noncompliant' }
    : { action: 'override_to_compliant', next: 'compliant' };
}

/**
 * Audits and overrides are allowed only while the campaign has not ended (spec 01 §4); the
 * edit-campaigns permission is checked separately by the policies.
 * @example canAuditOrOverride({ start_date: '2024-01-01', end_date: null }, now) // true
 */
export function canAuditOrOverride(campaign: CampaignDates, now: DateInput): boolean {
  return campaignState(campaign, now) !== 'ended';
}
