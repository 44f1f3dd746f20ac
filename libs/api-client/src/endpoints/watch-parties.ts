import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A watch party (spec 01 §3, spec 02 §3 Watch party). */
export type WatchParty = AnswerOf<'listWatchParties'>[number];

/** SWR key (path): a broadcaster's own (campaign optional); managers pass the campaign. */
export const watchPartiesPath = (slug?: string) =>
  slug === undefined ? 'watch-parties/' : `watch-parties/?campaign=${encodeURIComponent(slug)}`;

export const listWatchParties = (api: ApiClient, slug?: string) => api.get<WatchParty[]>(watchPartiesPath(slug));
