import { useMutation } from '@advocate/api-client';
import type { ApiClient, RegistrationData } from '@advocate/api-client';

/** POST rest-auth/registration/: a manager account; answers the token and the user, and emails a confirmation link. */
export const register = (api: ApiClient, body: RegistrationData) => api.POST('/api/v1/rest-auth/registration/', { body });

export const useRegister = () => useMutation(register).trigger;
