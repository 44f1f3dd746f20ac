import type { NextChatbotPost } from '@advocate/api-client';
import { NextPostTime, stackedTable } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { formatNextPost, nextChatbotPostsTexts as texts } from '../next-chatbot-posts-texts.ts';

const th = 'px-4 py-3 font-semibold';
const td = `${stackedTable.cell} px-4 md:py-3`;

/**
 * One row per broadcaster and chatbot component, in the server's order (next post ascending), a time
 * or what the post waits for (decision 704); a table from the md breakpoint, one card per post on
 * phones (decision 691).
 */
export function NextChatbotPostsTable({ posts }: { posts: readonly NextChatbotPost[] }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white md:overflow-x-auto">
      <table className={`${stackedTable.table} text-left text-sm`}>
        <thead className={`${stackedTable.thead} bg-gray-50 text-secondary`}>
          <tr>
            <th scope="col" className={th}>
              {texts.nextPost}
            </th>
            <th scope="col" className={th}>
              {texts.broadcaster}
            </th>
            <th scope="col" className={th}>
              {texts.campaign}
            </th>
            <th scope="col" className={th}>
              {texts.component}
            </th>
          </tr>
        </thead>
        <tbody className={stackedTable.tbody}>
          {posts.map((post) => (
            <tr key={`${post.component}-${post.username}`} className={`${stackedTable.row} md:border-t md:border-gray-100`}>
              <td data-label={texts.nextPost} className={td}>
                <NextPostTime post={post} format={(iso) => formatNextPost(iso)} />
              </td>
              <td data-label={texts.broadcaster} className={td}>
                {post.username}
              </td>
              <td data-label={texts.campaign} className={td}>
                <Link to={paths.campaignTab(post.campaign, 'components')} className="text-primary-700 underline hover:text-primary-800">
                  {post.campaign_name}
                </Link>
              </td>
              <td data-label={texts.component} className={td}>
                {post.component_name}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
