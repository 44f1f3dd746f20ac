import { useMutation } from '@advocate/api-client';
import type { ApiClient, DiscordConnectData } from '@advocate/api-client';

/** POST discord/connect/: links the Discord account of the code to the signed-in user. */
export const discordConnect = (api: ApiClient, body: DiscordConnectData) => api.POST('/api/v1/discord/connect/', { body });

export const useDiscordConnect = () => useMutation(discordConnect).trigger;
