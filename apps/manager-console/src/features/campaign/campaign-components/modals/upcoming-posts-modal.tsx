import { EmptyState, FormError, LoadingBar, Modal, NextPostTime } from '@advocate/ui-kit';
import { useCampaignNextChatbotPosts } from '../api/get-next-chatbot-posts.ts';
import { formatPostTime, modalsTexts } from './modals-texts.ts';

export const UPCOMING_MODAL = 'components-upcoming-chatbot-posts';

/** Spec 01 §2: broadcasters with their next post time, ascending (the server's order), or what it waits for (decision 704). */
function UpcomingList({ slug }: { slug: string }) {
  const { data, error } = useCampaignNextChatbotPosts(slug);
  if (error) return <FormError message={error.message} />;
  if (!data) return <LoadingBar label={modalsTexts.loading} />;
  if (data.length === 0) return <EmptyState message={modalsTexts.noUpcoming} />;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-secondary">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {modalsTexts.username}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {modalsTexts.nextPost}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {modalsTexts.componentColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((post) => (
          <tr key={`${post.component}-${post.username}`} className="border-b border-gray-100">
            <td className="py-2 pr-3">{post.username}</td>
            <td className="py-2 pr-3">
              <NextPostTime post={post} format={(iso) => formatPostTime(iso)} />
            </td>
            <td className="py-2">{post.component_name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function UpcomingPostsModal({ slug }: { slug: string }) {
  return (
    <Modal name={UPCOMING_MODAL} title={modalsTexts.upcomingTitle} widthClass="max-w-2xl">
      <UpcomingList slug={slug} />
    </Modal>
  );
}
