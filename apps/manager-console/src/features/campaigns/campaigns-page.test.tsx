import { createFakeApiClient, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { User } from '@advocate/api-client';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { campaignsWithMetricsKey as CAMPAIGNS_WITH_METRICS_PATH } from './api/get-campaigns-with-metrics.ts';
import { CampaignsPage } from './campaigns-page.tsx';
import { campaignsTexts } from './lib/campaigns-texts.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const campaign = (slug: string, name: string, start: number, end: number | null, team: number | null, clicks = 0) => ({
  slug,
  name,
  team,
  start_date: at(start),
  end_date: end === null ? null : at(end),
  is_demo: false,
  available_components: [],
  status: null,
  metrics: { clicks, conversions: 0 },
});

function renderPage(user: User, campaigns: unknown[]) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': user,
    [`GET ${CAMPAIGNS_WITH_METRICS_PATH}`]: campaigns,
    'GET teams/': [{ id: 4, name: 'Nebula', logo: null, is_demo: false, seconds_per_impression: 15 }],
  });
  renderWithApi(
    <MemoryRouter>
      <CampaignsPage />
    </MemoryRouter>,
    { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') },
  );
}

describe('/campaigns (spec 01 §2)', () => {
  it('lists every campaign with its team, state and clicks; admins may create', async () => {
    renderPage(makeAdmin(), [
      campaign('soon', 'Soon', 3, 10, 4),
      campaign('now', 'Now', -3, 10, 4, 12_000_000),
      campaign('old', 'Old', -30, -3, null),
    ]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Soon', 'Nebula', expect.any(String), 'Upcoming', '0', '0'],
      ['Now', 'Nebula', expect.any(String), 'Running', '12M', '0'],
      ['Old', '—', expect.any(String), 'Ended', '0', '0'],
    ]);
    expect(within(table).getByRole('link', { name: 'Now' }).getAttribute('href')).toBe('/campaigns/now');
    expect(screen.getByRole('button', { name: campaignsTexts.create })).toBeTruthy();
  });

  it("says 'No Campaigns Found!' and offers no creation to a manager", async () => {
    renderPage(makeManager({ permissions_campaigns: 0 }), []);
    expect(await screen.findByText(campaignsTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: campaignsTexts.create })).toBeNull();
  });
});
