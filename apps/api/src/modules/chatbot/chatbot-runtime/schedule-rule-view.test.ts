import { describe, expect, it } from 'vitest';
import { nextPostView, readyToPost, type PostCheck } from './schedule-rule.ts';

// Decision 704: the consoles show a time only when the post will really go out then.
const now = new Date('2026-11-29T12:00:00Z');
const check = (over: Partial<PostCheck>): PostCheck => ({
  nextPost: new Date('2026-11-29T11:30:00Z'),
  now,
  startTime: null,
  live: true,
  humanMessages: 20,
  ...over,
});

describe('nextPostView', () => {
  it('an overdue post that is ready goes in the next round: now, never a time in the past', () => {
    expect(readyToPost(check({}))).toBe(true);
    expect(nextPostView(check({}))).toEqual({ next_post: now.toISOString(), waiting_for: null, chat_lines: 20 });
  });

  it('a post due later, channel live and chat moving: its own time', () => {
    const later = new Date('2026-11-29T12:20:00Z');
    expect(nextPostView(check({ nextPost: later, humanMessages: 31 }))).toEqual({
      next_post: later.toISOString(),
      waiting_for: null,
      chat_lines: 20,
    });
  });

  it('offline: waits for the channel to go live; quiet chat: waits for 20 lines', () => {
    expect(nextPostView(check({ live: false, humanMessages: 3 }))).toEqual({ next_post: null, waiting_for: 'live', chat_lines: 3 });
    expect(nextPostView(check({ humanMessages: 19 }))).toEqual({ next_post: null, waiting_for: 'chat', chat_lines: 19 });
    expect(readyToPost(check({ humanMessages: 19 }))).toBe(false);
  });

  it('not scheduled: nothing to show', () => {
    expect(nextPostView(check({ nextPost: null }))).toEqual({ next_post: null, waiting_for: null, chat_lines: 20 });
  });
});
