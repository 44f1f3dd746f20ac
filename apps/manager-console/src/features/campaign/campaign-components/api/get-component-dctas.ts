import { componentDctasPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of a component's dynamic call to action. */
export const componentDctasKey = (componentId: number) => componentDctasPath(componentId);

/** GET dctas/?component=: the component's dynamic call to action with its widgets. */
export const getComponentDctas = (api: ApiClient, componentId: number) =>
  api.GET('/api/v1/dctas/', { params: { query: { component: String(componentId) } } });

export const useComponentDctas = (componentId: number) =>
  useQuery(componentDctasKey(componentId), (api) => getComponentDctas(api, componentId));
