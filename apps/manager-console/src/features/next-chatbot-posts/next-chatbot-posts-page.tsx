import { PageTitle } from '@advocate/ui-kit';

/** Admin list of next chatbot post times per broadcaster (spec 01 §2); built by a later issue. */
export function NextChatbotPostsPage() {
  return <PageTitle page="Next Chatbot Posts" />;
}
