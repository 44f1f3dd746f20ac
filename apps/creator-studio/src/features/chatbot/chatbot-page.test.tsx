import type { BroadcasterChatbotMessage } from '@advocate/api-client';
import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatbotPage } from './chatbot-page.tsx';
import { formatPostTime } from './lib/chatbot-texts.ts';

const message = (over: Partial<BroadcasterChatbotMessage>): BroadcasterChatbotMessage => ({
  component_id: 1,
  component: 'Hourly post',
  type: 'twitch-chat-bot',
  campaign: 'nova',
  campaign_name: 'Nova Launch',
  message: 'Play Nova http://api.test/l/k1',
  command: null,
  message_interval: 1200,
  next_post: null,
  waiting_for: null,
  chat_lines: 0,
  ...over,
});

const renderChatbot = (list: BroadcasterChatbotMessage[]) =>
  renderWithApi(<ChatbotPage />, { client: createFakeApiClient({ 'GET broadcaster-chatbot-messages/': list }) });

describe('Chatbot page (spec 02 §2, §9)', () => {
  it("says 'You have no chatbot messages' without any", async () => {
    renderChatbot([]);
    expect(await screen.findByText('You have no chatbot messages')).toBeTruthy();
  });

  it('a timed post without a schedule says so', async () => {
    renderChatbot([message({})]);
    expect(await screen.findByText('Not scheduled yet')).toBeTruthy();
  });

  it('lists each message with campaign, command, interval in minutes and next post time', async () => {
    const next = '2026-11-23T15:20:00.000Z';
    renderChatbot([
      message({ component_id: 1, next_post: next }),
      message({
        component_id: 2,
        component: 'Shop command',
        type: 'twitch-chat-bot-command',
        command: '!shop',
        message: 'Shop here',
        message_interval: 90,
      }),
    ]);
    const first = await screen.findByTestId('chatbot-message-1');
    expect(within(first).getByRole('heading').textContent).toBe('Hourly post');
    expect(within(first).getByText('Campaign: Nova Launch')).toBeTruthy();
    expect(within(first).getByText('Play Nova http://api.test/l/k1')).toBeTruthy();
    expect(within(first).getByText('Every 20 minutes')).toBeTruthy();
    expect(within(first).getByText(formatPostTime(next)).getAttribute('datetime')).toBe(next);
    const second = screen.getByTestId('chatbot-message-2');
    expect(within(second).getByText('!shop')).toBeTruthy();
    expect(within(second).getByText('Every 1.5 minutes')).toBeTruthy();
    // A command answers when typed: without a schedule it has no next post line.
    expect(within(second).queryByText('Not scheduled yet')).toBeNull();
    expect(within(first).queryByText('Not scheduled yet')).toBeNull();
  });

  it('shows what a post waits for instead of a time it will not keep (decision 704)', async () => {
    renderChatbot([
      message({ component_id: 1, waiting_for: 'live', chat_lines: 4 }),
      message({ component_id: 2, component: 'Other post', waiting_for: 'chat', chat_lines: 4 }),
    ]);
    const first = await screen.findByTestId('chatbot-message-1');
    expect(within(first).getByText('Waiting for the channel to go live')).toBeTruthy();
    expect(within(first).queryByRole('time')).toBeNull();
    expect(within(screen.getByTestId('chatbot-message-2')).getByText('Waiting for 20 chat lines (4 so far)')).toBeTruthy();
  });
});
