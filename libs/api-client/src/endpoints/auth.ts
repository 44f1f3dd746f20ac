import type { ApiClient } from '../request.ts';
import type { AnswerOf, AuthAnswer, BodyOf, Platform, Profile, User } from '../types.ts';

/** SWR key and path of the signed-in user. */
export const USER_PATH = 'rest-auth/user/';

export type LoginCredentials = BodyOf<'login'>;
export type RegistrationData = BodyOf<'register'>;
export type PasswordResetConfirmation = BodyOf<'confirmPasswordReset'>;

/** PUT rest-auth/user/ carries the full profile plus edits; a screenshot file makes it multipart. */
export type UserUpdate = Partial<Omit<User, 'profile'>> & {
  profile?: Partial<Profile>;
  stream_preview_screenshot?: Blob;
};

/** What the login app holds after a provider redirect; the invite keys come from cookies. */
export type ProviderSignInData = Pick<BodyOf<'signInWithTwitch'>, 'code'> & {
  campaignInviteKey?: string;
  teamInviteKey?: string;
  label?: string;
};
export type TwitterConnectData = BodyOf<'connectTwitter'>;
export type DiscordConnectData = BodyOf<'connectDiscord'>;
export type YouTubeConnectData = BodyOf<'connectYouTube'>;

export const login = (api: ApiClient, credentials: LoginCredentials) => api.post<AuthAnswer>('rest-auth/login/', credentials);

export const register = (api: ApiClient, data: RegistrationData) => api.post<AuthAnswer>('rest-auth/registration/', data);

export const logout = (api: ApiClient) => api.post<unknown>('rest-auth/logout/');

export const requestPasswordReset = (api: ApiClient, data: BodyOf<'requestPasswordReset'>) =>
  api.post<unknown>('rest-auth/password/reset/', data);

export const confirmPasswordReset = (api: ApiClient, data: PasswordResetConfirmation) =>
  api.post<unknown>('rest-auth/password/reset/confirm/', data);

export const verifyEmail = (api: ApiClient, key: string) => api.post<unknown>('rest-auth/registration/verify-email/', { key });

export const getUser = (api: ApiClient) => api.get<User>(USER_PATH);

export const updateUser = (api: ApiClient, user: UserUpdate) => api.put<User>(USER_PATH, user);

/**
 * PUT rest-auth/user/ as the API's schema states it: username and email, plus only the fields that
 * change. `current_password` is needed when the email changes for a user who has a password
 * (decision 264); everything left out keeps its stored value.
 */
export type ProfileUpdate = BodyOf<'updateUser'>;

/** The shared profile form's save (username, email, Advocate updates; spec 02 §2, 00 §7). */
export const updateProfile = (api: ApiClient, body: ProfileUpdate) => api.put<User>(USER_PATH, body);

export const testAuth = (api: ApiClient) => api.get<unknown>('users/test/');

/** The fresh key is answered once, unmasked. */
export const generateApiKey = (api: ApiClient) => api.post<AnswerOf<'generateApiKey'>>('generate-api-key/');

/** POST users/{provider}/: completes a Twitch or YouTube sign-in with the authorisation code. */
export function providerSignIn(api: ApiClient, provider: Platform, data: ProviderSignInData) {
  const { code, campaignInviteKey, teamInviteKey, label } = data;
  return api.post<AuthAnswer>(`users/${provider}/`, { code, provider, campaignInviteKey, teamInviteKey, label });
}

/** Set the source-domain cookie before calling this: the Twitter callback returns through the login host. */
export const twitterRequestToken = (api: ApiClient) => api.get<AnswerOf<'requestTwitterToken'>>('twitter/request-token/');

export const twitterConnect = (api: ApiClient, data: TwitterConnectData) => api.post<User>('twitter/connect/', data);

export const discordConnect = (api: ApiClient, data: DiscordConnectData) => api.post<User>('discord/connect/', data);

/** POST youtube/connect/: links the channel of the code to the signed-in broadcaster (decision 701). */
export const youtubeConnect = (api: ApiClient, data: YouTubeConnectData) => api.post<User>('youtube/connect/', data);
