import { useMutation } from '@advocate/api-client';
import type { ApiClient, BodyOf, ComponentCreate } from '@advocate/api-client';
import { componentWriteKeys } from './get-campaign-components.ts';

/** POST components/ (spec 01 §7 Create components): 201 with the component; multipart when a file is sent. */
export const createComponent = (api: ApiClient, slug: string, body: Omit<ComponentCreate, 'campaign'>) =>
  // A File makes the request layer send multipart; the generated JSON type only knows the address.
  api.POST('/api/v1/components/', { body: { ...body, campaign: slug } as unknown as BodyOf<'createComponent'> });

/** Creates a component of the campaign; its components, groups and activity are read again. */
export const useCreateComponent = (slug: string) =>
  useMutation((api, body: Omit<ComponentCreate, 'campaign'>) => createComponent(api, slug, body), {
    invalidate: componentWriteKeys(slug),
  });
