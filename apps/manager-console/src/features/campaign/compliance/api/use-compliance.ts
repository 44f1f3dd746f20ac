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
import type {
  BroadcasterAction,
  CampaignCompliance,
  CompletionAction,
  ComplianceHistoryEntry,
  OverrideComplianceBody,
} from '@advocate/api-client';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';

/** How often the page reads again while an audit is under way (results arrive within seconds). */
export const AUDIT_POLL_MS = 2_000;

/** GET compliance/?campaign=, read again every AUDIT_POLL_MS while an audit is pending, so its results show without a reload. */
export const useCompliance = (slug: string) =>
  useResource<CampaignCompliance>(compliancePath(slug), { refreshInterval: (data) => (data?.audit_pending ? AUDIT_POLL_MS : 0) });

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
