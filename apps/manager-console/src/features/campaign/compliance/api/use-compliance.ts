import {
  broadcasterActionsPath,
  complianceHistoryPath,
  compliancePath,
  overrideCompliance,
  requestComplianceAudit,
  updateBroadcasterAction,
  useApiClient,
  useResource,
} from '@advocate/api-client';
import type { BroadcasterAction, CampaignCompliance, CompletionAction, ComplianceHistoryEntry, OverrideComplianceBody } from '@advocate/api-client';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';

/** GET compliance/?campaign= */
export const useCompliance = (slug: string) => useResource<CampaignCompliance>(compliancePath(slug));

/** GET compliance/history/?campaign=&broadcaster= */
export const useComplianceHistory = (slug: string, broadcaster: string) =>
  useResource<ComplianceHistoryEntry[]>(complianceHistoryPath(slug, broadcaster));

/** GET broadcaster-actions/?campaign= (editors only, spec 01 §6). */
export const useCampaignActions = (slug: string) => useResource<BroadcasterAction[]>(broadcasterActionsPath({ campaign: slug }));

/** The page's writes: trigger an audit, override a result, complete or reopen an action. Each reads what it changed again. */
export function useComplianceActions(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      triggerAudit: async () => {
        await requestComplianceAudit(api, slug);
        await mutate(compliancePath(slug));
      },
      override: async (body: OverrideComplianceBody) => {
        const answer = await overrideCompliance(api, body);
        await Promise.all([mutate(compliancePath(slug)), mutate(complianceHistoryPath(slug, body.broadcaster ?? ''))]);
        return answer;
      },
      completeAction: async (id: number, completion_action: Extract<CompletionAction, 'mark_complete' | 'mark_incomplete'>) => {
        await updateBroadcasterAction(api, id, { completion_action });
        await mutate(broadcasterActionsPath({ campaign: slug }));
      },
    }),
    [api, mutate, slug],
  );
}
