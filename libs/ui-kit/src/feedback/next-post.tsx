/** What a scheduled chatbot post waits for, as the API answers it (decision 704). */
export interface NextPostState {
  next_post: string | null;
  waiting_for: 'live' | 'chat' | null;
  chat_lines: number;
}

/** The texts shared by the studio's /chatbot, the Upcoming Chatbot Posts modal and the admin page (decision 704). */
export const nextPostTexts = {
  waitingLive: 'Waiting for the channel to go live',
  waitingChat: (lines: number) => `Waiting for 20 chat lines (${lines} so far)`,
} as const;

/**
 * A next chatbot post: its time when it will really post then, else what it waits for, else
 * `fallback` (not scheduled).
 */
export function NextPostTime({ post, format, fallback = '' }: { post: NextPostState; format: (iso: string) => string; fallback?: string }) {
  if (post.next_post) return <time dateTime={post.next_post}>{format(post.next_post)}</time>;
  if (post.waiting_for === 'live') return <span>{nextPostTexts.waitingLive}</span>;
  if (post.waiting_for === 'chat') return <span>{nextPostTexts.waitingChat(post.chat_lines)}</span>;
  return <span>{fallback}</span>;
}
