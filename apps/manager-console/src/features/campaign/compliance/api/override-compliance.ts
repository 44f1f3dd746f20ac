import { useMutation } from '@advocate/api-client';
import type { ApiClient, OverrideComplianceBody } from '@advocate/api-client';
import { complianceHistoryKey } from './get-compliance-history.ts';
import { complianceKey } from './get-compliance.ts';

/** POST override-compliance/ (spec 01 §7 Compliance and posting). */
export const overrideCompliance = (api: ApiClient, body: OverrideComplianceBody) => api.POST('/api/v1/override-compliance/', { body });

/** Override a result; the compliance and the broadcaster's history are read again. */
export const useOverrideCompliance = (slug: string) =>
  useMutation((api, body: OverrideComplianceBody) => overrideCompliance(api, body), {
    invalidate: [complianceKey(slug), (body) => complianceHistoryKey(slug, body.broadcaster ?? '')],
  });
