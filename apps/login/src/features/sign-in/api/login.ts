import { useMutation } from '@advocate/api-client';
import type { ApiClient, LoginCredentials } from '@advocate/api-client';

/** POST rest-auth/login/: answers the token and the user. */
export const login = (api: ApiClient, body: LoginCredentials) => api.POST('/api/v1/rest-auth/login/', { body });

export const useLogin = () => useMutation(login).trigger;
