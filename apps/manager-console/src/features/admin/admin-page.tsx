import { PageTitle } from '@advocate/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** Admin area (spec 01 §2: content not shown): for now the index of the admin-only pages. */
export function AdminPage() {
  return (
    <>
      <PageTitle page="Admin" />
      <ul className="mt-6 space-y-2">
        <li>
          <Link to={paths.nextChatbotPosts} className="text-primary-600 underline hover:text-primary-700">
            Next Chatbot Posts
          </Link>
        </li>
      </ul>
    </>
  );
}
