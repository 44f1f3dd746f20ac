import { ROTATIONS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient, ResourceHookOptions, Rotation } from '@advocate/api-client';

export const getRotations = (api: ApiClient) => api.GET('/api/v1/rotations/');

/** The signed-in broadcaster's rotations (GET rotations/). */
export const useRotations = (options?: ResourceHookOptions<Rotation[]>) => useQuery(ROTATIONS_PATH, getRotations, options);
