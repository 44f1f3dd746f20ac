// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { writeCookie } from './cookie-jar.ts';
import { CHATBOT_COOKIE, clearChatbotTarget, readChatbotTarget, storeChatbotTarget } from './chatbot-cookie.ts';

afterEach(() => clearChatbotTarget());

it('keeps a campaign or team chatbot target at path / until cleared', () => {
  storeChatbotTarget({ kind: 'campaign', slug: 'spring-sale' });
  expect(readChatbotTarget()).toEqual({ kind: 'campaign', slug: 'spring-sale' });
  storeChatbotTarget({ kind: 'team', id: 4 });
  expect(readChatbotTarget()).toEqual({ kind: 'team', id: 4 });
  clearChatbotTarget();
  expect(readChatbotTarget()).toBeNull();
});

it('ignores a cookie that is not a target', () => {
  for (const value of ['nope', '{"kind":"team","id":-1}', '{"kind":"campaign","slug":""}', '{"kind":"other"}']) {
    writeCookie(CHATBOT_COOKIE, value);
    expect(readChatbotTarget()).toBeNull();
  }
});
