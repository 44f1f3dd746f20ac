import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { componentWriteKeys } from './get-campaign-components.ts';

/** POST labels/: a new, empty group of the campaign. */
export const createLabel = (api: ApiClient, slug: string, name: string) =>
  api.POST('/api/v1/labels/', { body: { name, campaign: slug, broadcasters: [], components: [] } });

/** Add Group (spec 01 §2); the page's lists are read again. */
export const useCreateLabel = (slug: string) =>
  useMutation((api, name: string) => createLabel(api, slug, name), { invalidate: componentWriteKeys(slug) });
