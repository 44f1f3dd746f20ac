import type { BroadcasterLink } from '@advocate/api-client';
import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinksPage } from './links-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const link = (key: string, component: string): BroadcasterLink => ({
  key,
  url: `http://api.test/l/${key}`,
  target: `https://shop.example.com/${key}`,
  component,
  campaign: 'nova',
  campaign_name: 'Nova Launch',
});
const renderLinks = (list: BroadcasterLink[]) =>
  renderWithApi(<LinksPage />, { client: createFakeApiClient({ 'GET broadcaster-links/': list }) });

describe('Custom Links page (spec 02 §2)', () => {
  it('says "You don\'t have any custom links assigned" without any', async () => {
    renderLinks([]);
    expect(await screen.findByText("You don't have any custom links assigned")).toBeTruthy();
  });

  it('lists each tracked link with its campaign and target, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLinks([link('k1', 'Shop link'), link('k2', 'Docs link')]);
    const card = await screen.findByTestId('custom-link-k2');
    // The tracked address itself is on the page as text, beside the Copy button (issue 26 item 5).
    const address = within(card).getByText('http://api.test/l/k2');
    expect(address.tagName).toBe('CODE');
    expect(address.closest('p')?.textContent).toBe('Your link for Docs link: http://api.test/l/k2');
    expect(within(card).getByText('Campaign: Nova Launch')).toBeTruthy();
    expect(within(card).getByText('Leads to: https://shop.example.com/k2')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy Link: Docs link' }));
    await waitFor(() => expect(within(card).getByText('Copied!')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('http://api.test/l/k2');
  });
});
