import type { Db } from '../db/db.ts';
import { forbidden } from '../plugins/error-handler.ts';
import { listNextChatbotPosts, type NextChatbotPostRow } from '../repositories/next-chatbot-posts-repository.ts';
import type { UserRow } from '../repositories/users-repository.ts';
import { requireManager, visibleCampaign } from './access.ts';

/**
 * GET next-chatbot-posts/ (spec 01 §3 Next chatbot post, §2 Upcoming Chatbot Posts, §6): with a
 * campaign, managers who see it; without, the admin page's every campaign, admins only (decision 443).
 */
export async function nextChatbotPosts(db: Db, user: UserRow, slug: string | undefined): Promise<NextChatbotPostRow[]> {
  requireManager(user);
  if (slug === undefined) {
    if (!user.is_admin) throw forbidden();
    return listNextChatbotPosts(db);
  }
  const campaign = await visibleCampaign(db, user, slug);
  return listNextChatbotPosts(db, campaign.id);
}
