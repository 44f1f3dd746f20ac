import { broadcasterLinksPath, useResource } from '@advocate/api-client';
import type { BroadcasterLink } from '@advocate/api-client';

/** The custom links assigned to the broadcaster (GET broadcaster-links/, contract 3). */
export const useCustomLinks = () => useResource<BroadcasterLink[]>(broadcasterLinksPath);
