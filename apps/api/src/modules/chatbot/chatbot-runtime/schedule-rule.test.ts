import { describe, expect, it } from 'vitest';
import { firstPostTime, HUMAN_MESSAGES_BEFORE_POST, isCommand, nextPostAfter, readyToPost } from './schedule-rule.ts';

const now = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const base = { nextPost: at(-1), now, startTime: null, live: true, humanMessages: HUMAN_MESSAGES_BEFORE_POST };

describe('the chatbot posting rule', () => {
  it('posts when due, live and after 20 human chat lines', () => {
    expect(HUMAN_MESSAGES_BEFORE_POST).toBe(20);
    expect(readyToPost(base)).toBe(true);
    expect(readyToPost({ ...base, nextPost: now })).toBe(true);
  });

  it('waits for its interval', () => {
    expect(readyToPost({ ...base, nextPost: at(1) })).toBe(false);
    expect(readyToPost({ ...base, nextPost: null })).toBe(false);
  });

  it('waits for the channel to be live', () => {
    expect(readyToPost({ ...base, live: false })).toBe(false);
  });

  it('waits for 20 messages from people since its last post', () => {
    expect(readyToPost({ ...base, humanMessages: 19 })).toBe(false);
    expect(readyToPost({ ...base, humanMessages: 0 })).toBe(false);
    expect(readyToPost({ ...base, humanMessages: 250 })).toBe(true);
  });

  it('does not post before the component starts', () => {
    expect(readyToPost({ ...base, startTime: at(10) })).toBe(false);
    expect(readyToPost({ ...base, startTime: at(-10) })).toBe(true);
  });

  it('is first due one interval after it reaches the channel, or after the start', () => {
    expect(firstPostTime(now, null, 1200)).toEqual(at(1200));
    expect(firstPostTime(now, at(-50), 60)).toEqual(at(60));
    expect(firstPostTime(now, at(100), 60)).toEqual(at(160));
    expect(nextPostAfter(now, 90)).toEqual(at(90));
  });
});

describe('chat commands', () => {
  it("match '!' + the command as the first word, case-insensitively", () => {
    expect(isCommand('!nova', 'nova')).toBe(true);
    expect(isCommand('  !NOVA please', 'nova')).toBe(true);
    expect(isCommand('!novas', 'nova')).toBe(false);
    expect(isCommand('nova', 'nova')).toBe(false);
    expect(isCommand('say !nova', 'nova')).toBe(false);
    expect(isCommand('!nova', '!nova')).toBe(true);
    expect(isCommand('', 'nova')).toBe(false);
    expect(isCommand('!nova', ' ')).toBe(false);
  });
});
