import { TEAM_INVITATIONS_PATH } from '@advocate/api-client';
import type { TeamInvitation } from '@advocate/api-client';

/** An answered team invitation leaves the cached list (the mutations' argument is its id). */
export const teamInvitationGone = {
  key: TEAM_INVITATIONS_PATH,
  update: (list: TeamInvitation[] = [], _answer: unknown, id: number) => list.filter((i) => i.id !== id),
};
