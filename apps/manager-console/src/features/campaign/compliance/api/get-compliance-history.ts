import { complianceHistoryPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of one broadcaster's compliance history on a campaign. */
export const complianceHistoryKey = (slug: string, broadcaster: string) => complianceHistoryPath(slug, broadcaster);

/** GET compliance/history/?campaign=&broadcaster= */
export const getComplianceHistory = (api: ApiClient, slug: string, broadcaster: string) =>
  api.GET('/api/v1/compliance/history/', { params: { query: { campaign: slug, broadcaster } } });

export const useComplianceHistory = (slug: string, broadcaster: string) =>
  useQuery(complianceHistoryKey(slug, broadcaster), (api) => getComplianceHistory(api, slug, broadcaster));
