import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/**
 * A report (spec 01 §3 Report): `report` is a short-lived signed download address, present only
 * when the file is ready and the caller may read every campaign of it; `progress` (0…1) while
 * generating; `failed` when generation gave up ('failed to generate', spec 01 §8).
 */
export type Report = AnswerOf<'listReports'>[number];
export type ReportCreate = BodyOf<'createReport'>;

/** SWR key (path) of a campaign's reports. */
export const campaignReportsPath = (slug: string) => `reports/?campaign=${encodeURIComponent(slug)}`;

export const listReports = (api: ApiClient, slug: string) => api.get<Report[]>(campaignReportsPath(slug));

/** POST reports/: answers the report while a background job generates it. */
export const createReport = (api: ApiClient, body: ReportCreate) => api.post<Report>('reports/', body);

export const deleteReport = (api: ApiClient, id: number) => api.delete<unknown>(`reports/${id}/`);
