import { EmptyState, FormError, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useNextChatbotPosts } from './api/get-next-chatbot-posts.ts';
import { NextChatbotPostsTable } from './components/next-chatbot-posts-table.tsx';
import { nextChatbotPostsTexts as texts } from './next-chatbot-posts-texts.ts';

/** Admin list of next chatbot post times per broadcaster across every campaign (spec 01 §2, §6; decision 443). */
export function NextChatbotPostsPage() {
  const { data, error } = useNextChatbotPosts();
  return (
    <>
      <PageTitle page={texts.page} />
      <p className="mt-2 mb-6 text-sm text-gray-600">{texts.intro}</p>
      {error ? <FormError message={error.message} /> : null}
      {!data && !error ? <LoadingBar label={texts.loading} /> : null}
      {data && data.length === 0 ? <EmptyState message={texts.empty} /> : null}
      {data && data.length > 0 ? <NextChatbotPostsTable posts={data} /> : null}
    </>
  );
}
