import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A custom link assigned to the signed-in broadcaster, as its tracked address (spec 02 §2 /links; contract 3). */
export type BroadcasterLink = AnswerOf<'listBroadcasterLinks'>[number];

/** SWR key (path) of the broadcaster's custom links. */
export const broadcasterLinksPath = 'broadcaster-links/';

export const listBroadcasterLinks = (api: ApiClient) => api.get<BroadcasterLink[]>(broadcasterLinksPath);
