import { useMutation } from '@advocate/api-client';
import type { ApiClient, YouTubeConnectData } from '@advocate/api-client';

/** POST youtube/connect/: links the channel of the code to the signed-in broadcaster (decision 701). */
export const youtubeConnect = (api: ApiClient, body: YouTubeConnectData) => api.POST('/api/v1/youtube/connect/', { body });

export const useYouTubeConnect = () => useMutation(youtubeConnect).trigger;
