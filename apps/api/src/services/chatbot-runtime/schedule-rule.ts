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
  'nightbot', 'streamelements', 'streamlabs', 'moobot', 'fossabot', 'wizebot', 'botisimo', 'soundalerts', 'sery_bot',
  'commanderroot', 'pokemoncommunitygame', 'kofistreambot', 'streamstickers', 'blerp', 'frostytoolsdotcom', 'lolrankbot',
  'deepbot', 'coebot', 'phantombot', 'ankhbot', 'vivbot', 'own3d', 'creatisbot', 'tangiabot', 'songlistbot',
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
