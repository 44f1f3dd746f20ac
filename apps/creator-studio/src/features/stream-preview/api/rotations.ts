import { ROTATIONS_PATH, bulkUpdateRotations, useApiClient, useResource } from '@advocate/api-client';
import type { ResourceHookOptions, Rotation, RotationPosition } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The signed-in broadcaster's rotations (GET rotations/). */
export const useRotations = (options?: ResourceHookOptions<Rotation[]>) => useResource<Rotation[]>(ROTATIONS_PATH, options);

/** PUT rotations/bulk_update/: the answer (every rotation as stored) replaces the cached list. */
export function useSaveRotations(): (positions: RotationPosition[]) => Promise<Rotation[]> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (positions) => {
      const saved = await bulkUpdateRotations(api, positions);
      await mutate(ROTATIONS_PATH, saved, { revalidate: false });
      return saved;
    },
    [api, mutate],
  );
}
