import { useMutation } from '@advocate/api-client';
import type { TeamChatbots } from '@advocate/api-client';
import { teamChatbotKey } from './get-team-chatbot.ts';

/**
 * PATCH teams/{id}/set_approved_chatbot/ (spec 01 §7): an approved chatbot becomes the team's
 * default; the answer replaces the cached team chatbots without a read.
 */
export const useSetTeamApprovedChatbot = (team: number) =>
  useMutation(
    (api, login: string) =>
      api.PATCH('/api/v1/teams/{id}/set_approved_chatbot/', { params: { path: { id: String(team) } }, body: { new_chatbot: login } }),
    { invalidate: [{ key: teamChatbotKey(team), update: (_cached: TeamChatbots | undefined, answer: TeamChatbots) => answer }] },
  );
