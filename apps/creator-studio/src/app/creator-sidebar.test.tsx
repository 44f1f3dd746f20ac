import type { ComponentSlug } from '@advocate/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCampaignSummary as makeCampaign } from '@advocate/api-client/testing';
import { makeStudioUser as makeUser } from './testing/fixtures.ts';
import { renderStudio } from './testing/render-studio.tsx';

const spring = makeCampaign({ slug: 'spring', name: 'Spring Launch' });

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

async function entriesFor(available_components: ComponentSlug[], campaigns = [spring]) {
  renderStudio('/dashboard', { user: makeUser({ available_components, campaigns: campaigns.map((c) => c.slug) }), campaigns });
  const nav = await sidebar();
  await nav.findByRole('link', { name: 'Dashboard' });
  return nav.getAllByRole('listitem').map((li: HTMLElement) => li.textContent);
}

describe('broadcaster sidebar', () => {
  it.each<[ComponentSlug[], string[]]>([
    [[], []],
    [['banner-graphics'], ['Panels']],
    [['twitch-chat-bot-command'], ['Chatbot']],
    [['custom-link'], ['Custom Links']],
    [['suggested-retweet'], ['Twitter']],
    [['watch-party'], ['Watch Party']],
    [['live-graphics'], ['Stream Preview']],
    [
      ['banner-graphics', 'twitch-chat-bot', 'custom-link', 'suggested-tweet', 'watch-party', 'live-graphics'],
      ['Panels', 'Chatbot', 'Custom Links', 'Twitter', 'Watch Party', 'Stream Preview'],
    ],
  ])('components %j add %j', async (components, extra) => {
    expect(await entriesFor(components)).toEqual(['Profile', 'Dashboard', 'Campaigns', ...extra]);
  });

  it('links Campaigns when the broadcaster has campaigns', async () => {
    await entriesFor([]);
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/campaigns');
  });

  it('disables Campaigns when the broadcaster has none', async () => {
    await entriesFor([], []);
    expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(screen.getByText('Campaigns').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the support contact line and the log-out action', async () => {
    await entriesFor([]);
    expect(screen.getByText(/Need help\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@advocate.example' }).getAttribute('href')).toBe('mailto:support@advocate.example');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});
