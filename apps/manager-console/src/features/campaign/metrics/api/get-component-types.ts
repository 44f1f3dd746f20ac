import { componentTypesPath, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** The SWR key of the component types. */
export const componentTypesKey = componentTypesPath;

/** GET component-types/: every component type, hidden ones included, with its sort order. */
export const getComponentTypes = (api: ApiClient) => api.GET('/api/v1/component-types/');

export const useComponentTypes = () => useQuery(componentTypesKey, getComponentTypes);
