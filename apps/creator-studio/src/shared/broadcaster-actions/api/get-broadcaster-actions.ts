import { broadcasterActionsPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** SWR key of every own action (GET broadcaster-actions/), for the pages that show open and completed ones. */
export const ALL_ACTIONS_PATH = broadcasterActionsPath();
/** SWR key of the open actions (GET broadcaster-actions/?completed=false), for the dashboard queue. */
export const OPEN_ACTIONS_PATH = broadcasterActionsPath({ completed: false });
/** SWR key of the completed actions. */
export const DONE_ACTIONS_PATH = broadcasterActionsPath({ completed: true });

/** SWR key of the broadcaster's actions: all, open (`false`) or completed (`true`). */
export const broadcasterActionsKey = (completed?: boolean) =>
  completed === undefined ? ALL_ACTIONS_PATH : broadcasterActionsPath({ completed });

export const getBroadcasterActions = (api: ApiClient, completed?: boolean) =>
  api.GET('/api/v1/broadcaster-actions/', {
    params: { query: completed === undefined ? {} : { completed: completed ? 'true' : 'false' } },
  });

/** The broadcaster's own actions: all of them, or only open (`false`) or completed (`true`) ones. */
export const useBroadcasterActions = (completed?: boolean) =>
  useQuery(broadcasterActionsKey(completed), (api) => getBroadcasterActions(api, completed));
