import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** POST browsersource-key/ (decision 502): a new overlay link. */
export const regenerateBrowsersourceKey = async (api: ApiClient) => (await api.POST('/api/v1/browsersource-key/')).browsersource;

/** A new overlay link; the user is read again so the profile shows it. */
export const useRegenerateBrowsersourceKey = (): (() => Promise<string>) =>
  useMutation(regenerateBrowsersourceKey, { invalidate: [USER_PATH] }).trigger;
