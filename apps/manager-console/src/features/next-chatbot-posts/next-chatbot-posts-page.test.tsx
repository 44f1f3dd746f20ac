import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NextChatbotPostsPage } from './next-chatbot-posts-page.tsx';

const post = (username: string, at: string | null, campaign: string, waiting_for: 'live' | 'chat' | null = null) => ({
  username,
  next_post: at,
  waiting_for,
  chat_lines: waiting_for === 'chat' ? 12 : 20,
  component: 3,
  component_name: 'Bot',
  campaign,
  campaign_name: campaign.toUpperCase(),
});

function renderPage(posts: unknown[]) {
  renderWithApi(
    <MemoryRouter>
      <NextChatbotPostsPage />
    </MemoryRouter>,
    { client: createFakeApiClient({ 'GET next-chatbot-posts/': posts }) },
  );
}

describe('next chatbot posts page (spec 01 §2, §6)', () => {
  it('one row per broadcaster with the next post time, in the server’s ascending order, linking the campaign', async () => {
    renderPage([post('amy', '2030-01-01T10:00:00Z', 'nova'), post('zed', '2030-01-02T10:00:00Z', 'aurora')]);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['amy', 'zed']);
    expect(within(rows[1]).getByRole('link', { name: 'AURORA' }).getAttribute('href')).toBe('/campaigns/aurora/components');
    expect(rows[0].querySelector('time')?.getAttribute('dateTime')).toBe('2030-01-01T10:00:00Z');
    expect(document.title).toBe('Next Chatbot Posts | Advocate');
  });

  it('a post waiting on its channel says what it waits for instead of a time (decision 704)', async () => {
    renderPage([post('amy', '2030-01-01T10:00:00Z', 'nova'), post('bea', null, 'nova', 'live'), post('cy', null, 'nova', 'chat')]);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      expect.stringMatching(/2030/),
      'Waiting for the channel to go live',
      'Waiting for 20 chat lines (12 so far)',
    ]);
  });

  it('the empty text', async () => {
    renderPage([]);
    expect(await screen.findByText('No chatbot posts are scheduled.')).toBeTruthy();
  });
});
