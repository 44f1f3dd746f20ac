import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** A broadcaster action (spec 01 §3, 02 §3; contract 2). */
export type BroadcasterAction = AnswerOf<'listBroadcasterActions'>[number];
/** Slugs of broadcaster action types (spec 02 §2 dashboard groups). */
export type BroadcasterActionSlug = BroadcasterAction['type']['slug'];
/** Body of PATCH broadcaster-actions/{id}/ (spec 02 §7 Update action). */
export type BroadcasterActionUpdate = BodyOf<'updateBroadcasterAction'>;
export type CompletionAction = BroadcasterActionUpdate['completion_action'];
/** A broadcaster's tracked link (ARCHITECTURE §6): `url` is `<api>/l/<key>`. */
export type TrackedLink = AnswerOf<'assignBroadcasterLink'>;
export type AssignBroadcasterLinkBody = BodyOf<'assignBroadcasterLink'>;

export interface BroadcasterActionsFilter {
  /** Campaign slug; required for managers, optional for broadcasters. */
  campaign?: string;
  completed?: boolean;
}

/** SWR key (path) of broadcaster actions, optionally by campaign and completion. */
export const broadcasterActionsPath = (filter: BroadcasterActionsFilter = {}) => {
  const params: string[] = [];
  if (filter.campaign !== undefined) params.push(`campaign=${encodeURIComponent(filter.campaign)}`);
  if (filter.completed !== undefined) params.push(`completed=${filter.completed}`);
  return `broadcaster-actions/${params.length > 0 ? `?${params.join('&')}` : ''}`;
};

export const listBroadcasterActions = (api: ApiClient, filter: BroadcasterActionsFilter = {}) =>
  api.get<BroadcasterAction[]>(broadcasterActionsPath(filter));

export const updateBroadcasterAction = (api: ApiClient, id: number, body: BroadcasterActionUpdate) =>
  api.patch<BroadcasterAction>(`broadcaster-actions/${id}/`, body);

/** POST assign-broadcaster-link/: the broadcaster's tracked link for that target. */
export const assignBroadcasterLink = (api: ApiClient, body: AssignBroadcasterLinkBody) =>
  api.post<TrackedLink>('assign-broadcaster-link/', body);
