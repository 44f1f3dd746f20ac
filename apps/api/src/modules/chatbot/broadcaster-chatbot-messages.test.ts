import { describe, expect, it } from 'vitest';
import { messageIntervalOf, messageWithLink } from './broadcaster-chatbot-messages.ts';
import { trackedLinkUrl } from '../links/broadcaster-links.ts';

// Spec 02 §2, §9 (default interval 1200 s); decision 450.
describe('chatbot message interval', () => {
  it.each([
    [{ message_interval: 600 }, 600],
    [{ message_interval: '900' }, 900],
    [{ message_interval: 0 }, 1200],
    [{ message_interval: -5 }, 1200],
    [{ message_interval: 'soon' }, 1200],
    [{ message_interval: '' }, 1200],
    [{}, 1200],
    [null, 1200],
  ])('%j → %i seconds', (config, seconds) => {
    expect(messageIntervalOf(config)).toBe(seconds);
  });
});

describe('chatbot message text', () => {
  it('replaces every {{link}} with the link, and leaves it without one', () => {
    expect(messageWithLink('Go {{link}} now {{link}}', 'https://a.test/l/k')).toBe('Go https://a.test/l/k now https://a.test/l/k');
    expect(messageWithLink('Go {{link}}', null)).toBe('Go {{link}}');
    expect(messageWithLink(null, 'https://a.test/l/k')).toBe('');
  });
});

describe('tracked link address', () => {
  it('is <PUBLIC_API_URL>/l/<key>, without a doubled slash', () => {
    expect(trackedLinkUrl('https://api.test', 'abc')).toBe('https://api.test/l/abc');
    expect(trackedLinkUrl('https://api.test/', 'abc')).toBe('https://api.test/l/abc');
  });
});
