import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NextChatbotPostsPage } from './next-chatbot-posts-page.tsx';

const post = (username: string, at: string, campaign: string) => ({
  username, next_post: at, component: 3, component_name: 'Bot', campaign, campaign_name: campaign.toUpperCase(),
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

  it('the empty text', async () => {
    renderPage([]);
    expect(await screen.findByText('No chatbot posts are scheduled.')).toBeTruthy();
  });
});
