import { compliancePath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** How often the page reads again while an audit is under way (results arrive within seconds). */
export const AUDIT_POLL_MS = 2_000;

/** The SWR key of a campaign's compliance. */
export const complianceKey = (slug: string) => compliancePath(slug);

/** GET compliance/?campaign= (spec 01 §2 Campaign compliance page, §3 Compliance record). */
export const getCompliance = (api: ApiClient, slug: string) => api.GET('/api/v1/compliance/', { params: { query: { campaign: slug } } });

/** Read again every AUDIT_POLL_MS while an audit is pending, so its results show without a reload. */
export const useCompliance = (slug: string) =>
  useQuery(complianceKey(slug), (api) => getCompliance(api, slug), {
    refreshInterval: (data) => (data?.audit_pending ? AUDIT_POLL_MS : 0),
  });
