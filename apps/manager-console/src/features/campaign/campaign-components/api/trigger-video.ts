import { useMutation } from '@advocate/api-client';
import type { ApiClient, VideoTriggerBody } from '@advocate/api-client';

/** POST video-trigger/: a manager sends {component, broadcasters}; 201 {triggered}. */
export const triggerVideo = (api: ApiClient, body: VideoTriggerBody) => api.POST('/api/v1/video-trigger/', { body });

/** Trigger Fullscreen Video (spec 01 §2); nothing cached changes. */
export const useTriggerVideo = () => useMutation(triggerVideo);
