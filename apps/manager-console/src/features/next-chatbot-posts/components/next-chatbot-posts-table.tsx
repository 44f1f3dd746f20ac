import type { NextChatbotPost } from '@advocate/api-client';
import { NextPostTime } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { formatNextPost, nextChatbotPostsTexts as texts } from '../next-chatbot-posts-texts.ts';

/** One row per broadcaster and chatbot component, in the server's order (next post ascending), a time or what the post waits for (decision 704). */
export function NextChatbotPostsTable({ posts }: { posts: readonly NextChatbotPost[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-secondary">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{texts.nextPost}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{texts.broadcaster}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{texts.campaign}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{texts.component}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={`${post.component}-${post.username}`} className="border-t border-gray-100">
              <td className="px-4 py-3">
                <NextPostTime post={post} format={(iso) => formatNextPost(iso)} />
              </td>
              <td className="px-4 py-3">{post.username}</td>
              <td className="px-4 py-3">
                <Link to={paths.campaignTab(post.campaign, 'components')} className="text-primary-700 underline hover:text-primary-800">
                  {post.campaign_name}
                </Link>
              </td>
              <td className="px-4 py-3">{post.component_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
