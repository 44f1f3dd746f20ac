import { MANAGERS_PATH, useQuery } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET managers/: the people the Person filter offers (the page needs view-users, as this list does). */
export const getActivityPeople = (api: ApiClient) => api.GET('/api/v1/managers/');

export const useActivityPeople = () => useQuery(MANAGERS_PATH, getActivityPeople);
