import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** GET compliance/?campaign= (spec 01 §2 Campaign compliance page, §3 Compliance record). */
export type CampaignCompliance = AnswerOf<'readCompliance'>;
export type BroadcasterCompliance = CampaignCompliance['broadcasters'][number];
export type ComplianceComponent = CampaignCompliance['components'][number];
export type ComplianceEntry = BroadcasterCompliance['compliance'][string];
export type ComplianceHistoryEntry = AnswerOf<'readComplianceHistory'>[number];
/** POST override-compliance/ (spec 01 §7 Compliance and posting). */
export type OverrideComplianceBody = BodyOf<'overrideCompliance'>;
export type OverrideComplianceAnswer = AnswerOf<'overrideCompliance'>;
export type OverrideAction = 'override_to_noncompliant' | 'override_to_compliant';

/** SWR key (path) of a campaign's compliance. */
export const compliancePath = (campaign: string) => `compliance/?campaign=${encodeURIComponent(campaign)}`;

/** SWR key (path) of one broadcaster's compliance history on a campaign. */
export const complianceHistoryPath = (campaign: string, broadcaster: string) =>
  `compliance/history/?campaign=${encodeURIComponent(campaign)}&broadcaster=${encodeURIComponent(broadcaster)}`;

export const overrideCompliance = (api: ApiClient, body: OverrideComplianceBody) =>
  api.post<OverrideComplianceAnswer>('override-compliance/', body);

/** POST trigger-compliance/ with the campaign slug (spec 01 §7): a manual audit; results may take up to an hour (§9). */
export const requestComplianceAudit = (api: ApiClient, campaign: string) => api.post<unknown>('trigger-compliance/', { campaign });
