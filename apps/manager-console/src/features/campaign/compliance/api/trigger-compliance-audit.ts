import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { complianceKey } from './get-compliance.ts';

/** POST trigger-compliance/ with the campaign slug (spec 01 §7): a manual audit. */
export const triggerComplianceAudit = (api: ApiClient, slug: string) =>
  api.POST('/api/v1/trigger-compliance/', { body: { campaign: slug } });

/** Trigger Audit; the compliance is read again (and then polled while the audit is pending). */
export const useTriggerComplianceAudit = (slug: string) =>
  useMutation((api) => triggerComplianceAudit(api, slug), { invalidate: [complianceKey(slug)] });
