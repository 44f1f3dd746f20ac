import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** A group of a campaign (spec 01 §3 Label): broadcasters as usernames, components as ids. */
export type Label = AnswerOf<'listLabels'>[number];
export type LabelCreate = BodyOf<'createLabel'>;
export type LabelUpdate = BodyOf<'updateLabel'>;
export type LabelBatchItem = BodyOf<'batchUpdateLabels'>[number];

/** SWR key (path) of a campaign's labels. */
export const campaignLabelsPath = (slug: string) => `labels/?campaign=${encodeURIComponent(slug)}`;

export const listLabels = (api: ApiClient, slug: string) => api.get<Label[]>(campaignLabelsPath(slug));

export const createLabel = (api: ApiClient, body: LabelCreate) => api.post<Label>('labels/', body);

export const updateLabel = (api: ApiClient, id: number, body: LabelUpdate) => api.patch<Label>(`labels/${id}/`, body);

export const deleteLabel = (api: ApiClient, id: number) => api.delete<unknown>(`labels/${id}/`);

/** PUT labels/batch_update/: every label in one transaction ('Save Group Changes'). */
export const batchUpdateLabels = (api: ApiClient, labels: LabelBatchItem[]) => api.put<Label[]>('labels/batch_update/', labels);
