import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** Range keys of the overview charts (spec 01 §9 plus the 60-day base). */
export type SeriesRange = '07' | '30' | '60' | '90' | 'all';
export type ClicksDay = AnswerOf<'campaignClicksByDay'>[number];
export type ViewershipDay = AnswerOf<'campaignViewershipByDay'>[number];

/** SWR keys (paths) of GET metrics/{metric}/ for a campaign and range. */
export const clicksByDayPath = (slug: string, days: SeriesRange) => `metrics/clicks-by-day/?campaign=${encodeURIComponent(slug)}&days=${days}`;
export const viewershipByDayPath = (slug: string, days: SeriesRange) => `metrics/viewership/?campaign=${encodeURIComponent(slug)}&days=${days}`;

export const campaignClicksByDay = (api: ApiClient, slug: string, days: SeriesRange) => api.get<ClicksDay[]>(clicksByDayPath(slug, days));
export const campaignViewershipByDay = (api: ApiClient, slug: string, days: SeriesRange) => api.get<ViewershipDay[]>(viewershipByDayPath(slug, days));
