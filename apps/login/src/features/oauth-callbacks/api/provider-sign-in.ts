import { useMutation } from '@advocate/api-client';
import type { ApiClient, Platform, ProviderSignInData } from '@advocate/api-client';

/** POST users/{provider}/: completes a Twitch or YouTube sign-in with the authorisation code and any invite. */
export function providerSignIn(api: ApiClient, provider: Platform, data: ProviderSignInData) {
  const { code, campaignInviteKey, teamInviteKey, label } = data;
  const body = { code, provider, campaignInviteKey, teamInviteKey, label };
  return provider === 'twitch' ? api.POST('/api/v1/users/twitch/', { body }) : api.POST('/api/v1/users/youtube/', { body });
}

export const useProviderSignIn = () => useMutation(providerSignIn).trigger;
