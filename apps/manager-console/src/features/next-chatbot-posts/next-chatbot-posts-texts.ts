/** Texts of the admin next chatbot posts page (spec 01 §2 'rows per broadcaster with the next post time'; decision 443). */
export const nextChatbotPostsTexts = {
  page: 'Next Chatbot Posts',
  loading: 'Loading Chatbot Posts',
  empty: 'No chatbot posts are scheduled.',
  campaign: 'Campaign',
  broadcaster: 'Broadcaster',
  component: 'Component',
  nextPost: 'Next Post',
  intro: 'Every scheduled chatbot post of every campaign, soonest first.',
} as const;

export function formatNextPost(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
