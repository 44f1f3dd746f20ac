/** The chatbot's posting rule (issue 8 Chatbot; decision 530), free of I/O so it is tested on its own. */

/** Human chat messages needed in a channel since the bot's last post there before it posts again. */
export const HUMAN_MESSAGES_BEFORE_POST = 20;
/** A chat command is answered at most once per this many seconds per channel. */
export const COMMAND_COOLDOWN_SECONDS = 30;

export interface PostCheck {
  /** When the post is due (chatbot_schedule.next_post). */
  nextPost: Date | null;
  now: Date;
  /** The component's start time, if any. */
  startTime: Date | null;
  /** The channel is live on Twitch. */
  live: boolean;
  /** Human chat messages in the channel since the bot's last post there. */
  humanMessages: number;
}

/** A timed post goes out when it is due, the component has started, the channel is live and chat has moved on. */
export function readyToPost(c: PostCheck): boolean {
  if (c.nextPost === null || c.nextPost.getTime() > c.now.getTime()) return false;
  if (c.startTime !== null && c.startTime.getTime() > c.now.getTime()) return false;
  return c.live && c.humanMessages >= HUMAN_MESSAGES_BEFORE_POST;
}

/** What a scheduled post still waits for besides its time: the channel going live, or chat moving on. */
export type PostWait = 'live' | 'chat';

/** How the consoles show a scheduled post (decision 704). */
export interface NextPostView {
  /** When it really posts: its time (or now, when overdue) once nothing else is awaited; else null. */
  next_post: string | null;
  /** What it waits for before it can post: 'live' (the channel is offline), 'chat' (fewer than 20 lines), or null. */
  waiting_for: PostWait | null;
  /** Human chat lines in the channel since the bot's last post there, up to 20. */
  chat_lines: number;
}

/**
 * The same rule as `readyToPost`, told ahead (decision 704): a time only when the post will really go
 * out then (the channel live and 20 chat lines already there; overdue means the next round, so now),
 * otherwise what it waits for. Live is the stored live state (the poll, or a recent sample).
 */
export function nextPostView(c: PostCheck): NextPostView {
  const chatLines = Math.min(c.humanMessages, HUMAN_MESSAGES_BEFORE_POST);
  if (c.nextPost === null) return { next_post: null, waiting_for: null, chat_lines: chatLines };
  if (!c.live) return { next_post: null, waiting_for: 'live', chat_lines: chatLines };
  if (c.humanMessages < HUMAN_MESSAGES_BEFORE_POST) return { next_post: null, waiting_for: 'chat', chat_lines: chatLines };
  const at = Math.max(c.nextPost.getTime(), c.startTime?.getTime() ?? 0, c.now.getTime());
  return { next_post: new Date(at).toISOString(), waiting_for: null, chat_lines: chatLines };
}

/** When a newly reaching post is first due: one interval after now, or after the component starts. */
export function firstPostTime(now: Date, startTime: Date | null, intervalSeconds: number): Date {
  const from = startTime !== null && startTime.getTime() > now.getTime() ? startTime : now;
  return new Date(from.getTime() + intervalSeconds * 1000);
}

/** After a post (or a failed attempt) the next one is due one interval later. */
export function nextPostAfter(now: Date, intervalSeconds: number): Date {
  return new Date(now.getTime() + intervalSeconds * 1000);
}

/** Accounts of well-known chat bots, whose lines are not people talking. */
export const KNOWN_CHAT_BOTS: ReadonlySet<string> = new Set([
  'nightbot',
  'streamelements',
  'streamlabs',
  'moobot',
  'fossabot',
  'wizebot',
  'botisimo',
  'soundalerts',
  'sery_bot',
  'commanderroot',
  'pokemoncommunitygame',
  'kofistreambot',
  'streamstickers',
  'blerp',
  'frostytoolsdotcom',
  'lolrankbot',
  'deepbot',
  'coebot',
  'phantombot',
  'ankhbot',
  'vivbot',
  'own3d',
  'creatisbot',
  'tangiabot',
  'songlistbot',
]);

/**
 * Whether a chat line is the command: its first word is '!' + the command (stored without '!', as the
 * components form requires), case-insensitively. A command stored with its '!' matches as written.
 */
export function isCommand(text: string, command: string): boolean {
  const word = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  const wanted = command.trim().toLowerCase();
  if (!wanted || !word) return false;
  return word === (wanted.startsWith('!') ? wanted : `!${wanted}`);
}
