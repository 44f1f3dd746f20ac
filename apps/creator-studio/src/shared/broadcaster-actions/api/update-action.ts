import { useMutation } from '@advocate/api-client';
import type { ApiClient, BroadcasterAction, BroadcasterActionUpdate } from '@advocate/api-client';
import { newestFirst } from '../action-groups.ts';
import { ALL_ACTIONS_PATH, DONE_ACTIONS_PATH, OPEN_ACTIONS_PATH } from './get-broadcaster-actions.ts';

/** A cached list with the answered action in place of the old one (or added/removed where its state says). */
export function listWithAnswer(
  list: readonly BroadcasterAction[] | undefined,
  answer: BroadcasterAction,
  completed?: boolean,
): BroadcasterAction[] | undefined {
  if (!list) return list;
  const others = list.filter((a) => a.id !== answer.id);
  const belongs = completed === undefined || (answer.completion_time !== null) === completed;
  return belongs ? newestFirst([...others, answer]) : others;
}

/** PATCH broadcaster-actions/{id}/ (spec 02 §7 Update action). */
export const updateAction = (api: ApiClient, id: number, body: BroadcasterActionUpdate) =>
  api.PATCH('/api/v1/broadcaster-actions/{id}/', { params: { path: { id: String(id) } }, body });

/** Every cached action list takes the answer at once, and is read again. */
const inEveryList = (key: string, completed: boolean | undefined) => ({
  key,
  update: (list: BroadcasterAction[] | undefined, answer: BroadcasterAction) => listWithAnswer(list, answer, completed),
  revalidate: true,
});

/**
 * Spec 02 §4, §7: a successful update removes the action from the open list, or restores it when
 * marked incomplete.
 */
export function useUpdateAction(): (id: number, body: BroadcasterActionUpdate) => Promise<BroadcasterAction> {
  return useMutation(updateAction, {
    invalidate: [inEveryList(ALL_ACTIONS_PATH, undefined), inEveryList(OPEN_ACTIONS_PATH, false), inEveryList(DONE_ACTIONS_PATH, true)],
  }).trigger;
}
