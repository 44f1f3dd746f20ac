import { useMutation } from '@advocate/api-client';
import type { ApiClient, ChatbotPostToCampaign, ChatbotPostToChannel } from '@advocate/api-client';

/** A post to a campaign's live broadcasters (or '__ALL_LIVE__'), or to one channel. */
export type ChatbotPost = ({ scope: 'campaign' } & ChatbotPostToCampaign) | ({ scope: 'channel' } & ChatbotPostToChannel);

/** POST post-chatbot/campaign/ or post-chatbot/channel/ (admins, spec 01 §7): queues the post; answers how many channels. */
export function postChatbot(api: ApiClient, post: ChatbotPost) {
  if (post.scope === 'channel') {
    const { scope: _scope, ...body } = post;
    return api.POST('/api/v1/post-chatbot/channel/', { body });
  }
  const { scope: _scope, ...body } = post;
  return api.POST('/api/v1/post-chatbot/campaign/', { body });
}

/** Post as the Chatbot; nothing cached changes. */
export const usePostChatbot = () => useMutation(postChatbot);
