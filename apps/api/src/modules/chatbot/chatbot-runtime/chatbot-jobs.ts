import { DELIVER_QUEUED_CHATBOT_POSTS } from '../chatbot-post-service.ts';
import type { JobHandler, JobSchedule } from '../../../platform/jobs/job-types.ts';
import { runChatSubscriptions } from './chat-subscriptions.ts';
import { runModStatusChecks } from './mod-status.ts';
import { runChatbotPosts, runQueuedChatbotPosts } from './post-loop.ts';

/** The chatbot's jobs (decision 534). */
export const chatbotJobHandlers: Record<string, JobHandler> = {
  'chatbot.post': runChatbotPosts,
  [DELIVER_QUEUED_CHATBOT_POSTS]: runQueuedChatbotPosts,
  'chatbot.subscriptions': runChatSubscriptions,
  'chatbot.mod-statuses': runModStatusChecks,
};

export const chatbotJobSchedules: JobSchedule[] = [
  // Timed posts and queued posts every 10 s (seconds-first croner pattern).
  { kind: 'chatbot.post', cron: '*/10 * * * * *' },
  // New channels get their chat subscription within 15 s.
  { kind: 'chatbot.subscriptions', cron: '*/15 * * * * *' },
  // Moderator status of newly Active broadcasters, and of everyone hourly.
  { kind: 'chatbot.mod-statuses', cron: '*/5 * * * *' },
];
