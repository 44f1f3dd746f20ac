import type { BroadcasterCampaign } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CampaignsPage } from './campaigns-page.tsx';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const campaign = (slug: string, over: Partial<BroadcasterCampaign> = {}): BroadcasterCampaign => ({
  slug,
  name: `Campaign ${slug}`,
  status: 'Active',
  start_date: iso(-5),
  end_date: iso(5),
  team: 1,
  team_name: 'Nebula',
  allow_self_deactivate: false,
  payment_terms: 'Net 30',
  general_guidelines: '',
  description: `About ${slug}`,
  requirements: 'Show the panel',
  client: 'Acme',
  website: '',
  has_conversions: false,
  components: [],
  active_periods: [],
  metrics: { clicks: 3, conversions: 0 },
  ...over,
});

function renderPage(list: BroadcasterCampaign[], answers: Record<string, unknown> = {}) {
  const client = createFakeApiClient({ 'GET broadcaster-campaigns/': list, 'GET campaigns/': [], 'GET rest-auth/user/': {}, ...answers });
  return renderWithApi(
    <MemoryRouter>
      <CampaignsPage />
    </MemoryRouter>,
    { client },
  );
}

describe('broadcaster campaigns page (spec 02 §2)', () => {
  it("says 'No Campaigns Found!' without campaigns", async () => {
    renderPage([]);
    expect(await screen.findByText('No Campaigns Found!')).toBeTruthy();
  });

  it("shows the 'Show' select only with more than 3 campaigns, and groups the cards", async () => {
    const { unmount } = renderPage([campaign('a'), campaign('b'), campaign('c')]);
    await screen.findByRole('heading', { name: 'Campaign a' });
    expect(screen.queryByLabelText('Show')).toBeNull();
    unmount();
    renderPage([
      campaign('a'),
      campaign('b', { status: 'Deactivated' }),
      campaign('c', { start_date: iso(2), end_date: null }),
      campaign('d', { status: 'Pending' }),
    ]);
    await screen.findByRole('heading', { name: 'Campaign a' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Active', 'Pending', 'Upcoming', 'Suspended']);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'Suspended' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('tabs show the texts, components and metrics', async () => {
    renderPage([campaign('a')]);
    const card = await screen.findByRole('article', { name: 'Campaign a' });
    expect(within(card).getByRole('tabpanel').textContent).toBe('About a');
    fireEvent.click(within(card).getByRole('tab', { name: 'Components' }));
    expect(within(card).getByRole('tabpanel').textContent).toBe('No Components Available');
    fireEvent.click(within(card).getByRole('tab', { name: 'Metrics' }));
    expect(within(card).getByRole('tabpanel').textContent).toContain('Clicks3');
  });

  it('suspends where allowed and shows the first broadcaster error when refused', async () => {
    const allowed = campaign('a', { allow_self_deactivate: true });
    renderPage([allowed, campaign('b', { allow_self_deactivate: true, status: 'Flagged' }), campaign('c')], {
      'PATCH broadcaster-campaigns/a/suspend/': { ...allowed, status: 'Deactivated' },
      'PATCH broadcaster-campaigns/b/activate/': fakeApiError(400, {
        broadcaster: ['You can only re-activate a campaign you suspended yourself.'],
      }),
    });
    const a = await screen.findByRole('article', { name: 'Campaign a' });
    expect(within(screen.getByRole('article', { name: 'Campaign c' })).queryByRole('button', { name: /Campaign$/ })).toBeNull();
    fireEvent.click(within(a).getByRole('button', { name: 'Suspend Campaign' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Campaign a' })).getByRole('button', { name: 'Activate Campaign' })).toBeTruthy(),
    );
    const b = screen.getByRole('article', { name: 'Campaign b' });
    fireEvent.click(within(b).getByRole('button', { name: 'Activate Campaign' }));
    expect((await within(b).findByRole('alert')).textContent).toBe('You can only re-activate a campaign you suspended yourself.');
  });
});
