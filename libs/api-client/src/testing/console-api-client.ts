import { USER_PATH } from '../endpoints/auth.ts';
import type { CampaignSummary, TeamSummary, User } from '../types.ts';
import { createFakeApiClient, fakeApiError } from './fake-api-client.ts';
import type { FakeApiClient } from './fake-api-client.ts';

/** What a console shell loads at start. */
export interface ConsoleWorld {
  /** The signed-in user; null renders signed out (no token). */
  user: User | null;
  campaigns?: CampaignSummary[];
  teams?: TeamSummary[];
}

/**
 * A fake client serving a console shell: GET answers the user and its lists, other GETs 404,
 * and writes (logout, saves) answer an empty object so the shell carries on.
 */
export function createConsoleApiClient(world: ConsoleWorld): FakeApiClient {
  const answers = { [`GET ${USER_PATH}`]: world.user, 'GET campaigns/': world.campaigns ?? [], 'GET teams/': world.teams ?? [] };
  return createFakeApiClient(answers, {
    unanswered: (call) => (call.method === 'GET' ? fakeApiError(404, { detail: 'Not found.' }) : {}),
  });
}
