import { formatCount, messageIntervalMinutes, seconds } from '@advocate/metrics-math';

/** Every text of the Chatbot page (spec 02 §2 where quoted; the rest decision 450). */
export const chatbotTexts = {
  title: 'Chatbot',
  loading: 'Loading Chatbot Messages',
  /** Spec 02 §2 empty state. */
  empty: 'You have no chatbot messages',
  intro: 'The campaign chatbot posts these messages in your chat while you are live.',
  campaign: 'Campaign',
  command: 'Command',
  interval: 'Interval',
  nextPost: 'Next post',
  notScheduled: 'Not scheduled yet',
  /** Spec 02 §2, §9: the interval (seconds; default 1200) shown in minutes. */
  everyMinutes: (intervalSeconds: number) => {
    const value = messageIntervalMinutes(seconds(intervalSeconds));
    return `Every ${formatCount(value)} ${value === 1 ? 'minute' : 'minutes'}`;
  },
} as const;

/** A next post time in the viewer's own time zone, e.g. 'Nov 23, 2026, 3:20 PM'. */
export function formatPostTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
