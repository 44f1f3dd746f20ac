import { ROTATIONS_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient, Rotation, RotationPosition } from '@advocate/api-client';

/** PUT rotations/bulk_update/: every position in one transaction ('Save Positioning'); answers the rotations. */
export const saveRotations = (api: ApiClient, positions: RotationPosition[]) =>
  api.PUT('/api/v1/rotations/bulk_update/', { body: positions });

/** The answer (every rotation as stored) replaces the cached list. */
export const useSaveRotations = (): ((positions: RotationPosition[]) => Promise<Rotation[]>) =>
  useMutation(saveRotations, { invalidate: [{ key: ROTATIONS_PATH, update: (_current: unknown, saved: Rotation[]) => saved }] }).trigger;
