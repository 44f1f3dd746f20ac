import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** A broadcaster's live-graphic rotation and its position (spec 02 §3 Rotation). */
export type Rotation = AnswerOf<'listRotations'>[number];
export type RotationImage = Rotation['images'][number];
/** One item of PUT rotations/bulk_update/: id, xPos, yPos (base-canvas pixels), scale (0.25-1). */
export type RotationPosition = BodyOf<'bulkUpdateRotations'>[number];

/** SWR key (path) of the signed-in broadcaster's rotations. */
export const ROTATIONS_PATH = 'rotations/';

export const listRotations = (api: ApiClient) => api.get<Rotation[]>(ROTATIONS_PATH);

/** PUT rotations/bulk_update/: every position in one transaction ('Save Positioning'); answers the rotations. */
export const bulkUpdateRotations = (api: ApiClient, positions: RotationPosition[]) =>
  api.put<Rotation[]>('rotations/bulk_update/', positions);
