import type { Db } from '../../db/db.ts';
import { forbidden } from '../../errors.ts';
import { listNextChatbotPosts, type NextChatbotPostRow } from './repositories/next-chatbot-posts-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { nextPostView, type NextPostView } from './chatbot-runtime/schedule-rule.ts';

/** One row of the Upcoming Chatbot Posts modal and the admin page (spec 01 §3 Next chatbot post; decision 704). */
export interface NextChatbotPost extends NextPostView {
  username: string;
  component: number;
  component_name: string;
  campaign: string;
  campaign_name: string;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A row as the consoles show it: a real time, or what the post waits for. */
export function toNextChatbotPost(row: NextChatbotPostRow, now: Date): NextChatbotPost {
  const view = nextPostView({
    nextPost: time(row.next_post),
    now,
    startTime: time(row.start_time),
    live: row.is_live,
    humanMessages: Number(row.human_messages),
  });
  return {
    username: row.username,
    ...view,
    component: row.component,
    component_name: row.component_name,
    campaign: row.campaign,
    campaign_name: row.campaign_name,
  };
}

/** Timed posts first, soonest first; then those waiting, in schedule order (the rows come by due time). */
function soonestFirst(posts: NextChatbotPost[]): NextChatbotPost[] {
  const timed = posts
    .filter((p) => p.next_post !== null)
    .sort((a, b) => Date.parse(a.next_post as string) - Date.parse(b.next_post as string));
  return [...timed, ...posts.filter((p) => p.next_post === null)];
}

/**
 * GET next-chatbot-posts/ (spec 01 §3 Next chatbot post, §2 Upcoming Chatbot Posts, §6): with a
 * campaign, managers who see it; without, the admin page's every campaign, admins only (decision 443).
 */
export async function nextChatbotPosts(db: Db, user: UserRow, slug: string | undefined, now: Date): Promise<NextChatbotPost[]> {
  requireManager(user);
  let campaignId: number | undefined;
  if (slug === undefined) {
    if (!user.is_admin) throw forbidden();
  } else campaignId = (await visibleCampaign(db, user, slug)).id;
  return soonestFirst((await listNextChatbotPosts(db, now, campaignId)).map((row) => toNextChatbotPost(row, now)));
}
