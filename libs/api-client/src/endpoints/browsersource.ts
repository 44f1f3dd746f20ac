import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** POST browsersource-key/ (decision 502): a new overlay key for the signed-in broadcaster; answers the new overlay address. */
export const regenerateBrowsersourceKey = (api: ApiClient) => api.post<AnswerOf<'regenerateBrowsersourceKey'>>('browsersource-key/');

/** POST browsersource-preview/ (decision 504): a signed, short-lived preview address of a broadcaster's overlay for one campaign. */
export const browsersourcePreview = (api: ApiClient, body: BodyOf<'previewBrowsersource'>) =>
  api.post<AnswerOf<'previewBrowsersource'>>('browsersource-preview/', body);
