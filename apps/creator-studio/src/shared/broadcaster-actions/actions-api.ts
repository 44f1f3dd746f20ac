import { broadcasterActionsPath, updateBroadcasterAction, useApiClient, useResource } from '@advocate/api-client';
import type { BroadcasterAction, BroadcasterActionUpdate } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { newestFirst } from './action-groups.ts';

/** Every own action (GET broadcaster-actions/), for the pages that show open and completed ones. */
export const ALL_ACTIONS_PATH = broadcasterActionsPath();
/** The open actions (GET broadcaster-actions/?completed=false), for the dashboard queue. */
export const OPEN_ACTIONS_PATH = broadcasterActionsPath({ completed: false });
const DONE_ACTIONS_PATH = broadcasterActionsPath({ completed: true });

/** The broadcaster's own actions: all of them, or only open (`false`) or completed (`true`) ones. */
export const useBroadcasterActions = (completed?: boolean) =>
  useResource<BroadcasterAction[]>(completed === undefined ? ALL_ACTIONS_PATH : broadcasterActionsPath({ completed }));

/** A cached list with the answered action in place of the old one (or added/removed where its state says). */
export function listWithAnswer(list: readonly BroadcasterAction[] | undefined, answer: BroadcasterAction, completed?: boolean): BroadcasterAction[] | undefined {
  if (!list) return list;
  const others = list.filter((a) => a.id !== answer.id);
  const belongs = completed === undefined || (answer.completion_time !== null) === completed;
  return belongs ? newestFirst([...others, answer]) : others;
}

/**
 * PATCH broadcaster-actions/{id}/ (spec 02 §4, §7): a successful update removes the action from
 * the open list, or restores it when marked incomplete; every cached action list takes the answer
 * at once and is read again.
 */
export function useUpdateAction() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: BroadcasterActionUpdate) => {
      const answer = await updateBroadcasterAction(api, id, body);
      const lists: Array<[string, boolean | undefined]> = [[ALL_ACTIONS_PATH, undefined], [OPEN_ACTIONS_PATH, false], [DONE_ACTIONS_PATH, true]];
      await Promise.all(
        lists.map(([path, completed]) => mutate(path, (list: BroadcasterAction[] | undefined) => listWithAnswer(list, answer, completed), { revalidate: true })),
      );
      return answer;
    },
    [api, mutate],
  );
}
