import { useMutation } from '@advocate/api-client';
import type { ApiClient, CompletionAction } from '@advocate/api-client';
import { campaignActionsKey } from './get-broadcaster-actions.ts';

/** What a manager may do to an action: complete it, or reopen the latest completed one (spec 01 §4). */
export type ManagerCompletion = Extract<CompletionAction, 'mark_complete' | 'mark_incomplete'>;

/** PATCH broadcaster-actions/{id}/ with its completion_action. */
export const updateBroadcasterAction = (api: ApiClient, id: number, completion_action: ManagerCompletion) =>
  api.PATCH('/api/v1/broadcaster-actions/{id}/', { params: { path: { id: String(id) } }, body: { completion_action } });

/** Complete or reopen an action; the campaign's actions are read again. */
export const useCompleteBroadcasterAction = (slug: string) =>
  useMutation((api, id: number, completion: ManagerCompletion) => updateBroadcasterAction(api, id, completion), {
    invalidate: [campaignActionsKey(slug)],
  });
