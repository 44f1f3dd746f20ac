import type { CampaignSummary, TrafficFlag, TrafficQuality } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeAdmin, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrafficQualitySection } from './traffic-quality-section.tsx';

const campaign: CampaignSummary = {
  slug: 'spring',
  name: 'Spring Push',
  team: 4,
  start_date: '2026-11-01T00:00:00Z',
  end_date: null,
  is_demo: false,
  available_components: [],
  status: null,
};
const zero = {
  clicks: 0,
  bots: 0,
  prefetches: 0,
  repeats: 0,
  counted: 0,
  flagged: 0,
  conversions: 0,
  verified_conversions: 0,
  unverified_conversions: 0,
};
const flag = (clicks: number, updatedAt: string, status: TrafficFlag['status'] = 'open'): TrafficFlag => ({
  id: 7,
  kind: 'dominant-address',
  broadcaster: 'alpha',
  subject: '198.51.100.60',
  reason: `One address (198.51.100.60) made ${clicks} of the channel's ${clicks} counted clicks on 2026-11-29 (100%)`,
  status,
  clicks,
  held_by_other_flags: 0,
  first_click: '2026-11-29T10:00:00.000Z',
  last_click: '2026-11-29T11:00:00.000Z',
  created_at: '2026-11-29T10:10:00.000Z',
  updated_at: updatedAt,
  dismissed_at: status === 'open' ? null : '2026-11-29T12:00:00.000Z',
  dismissed_by: status === 'open' ? null : 'admin@example.com',
  dismissal_note: status === 'open' ? null : 'Looked fine',
});
const quality = (f: TrafficFlag): TrafficQuality => ({ campaign: 'spring', totals: zero, channels: [], flags: [f] });

// Decision 844: the dismissal names the flag as the page showed it; clicks that joined since answer
// 409, and the page reads the flag again and says so.
describe('dismissing a traffic flag', () => {
  it('sends the flag as shown; on 409 shows why and the flag as it is now, and the next Dismiss names that', async () => {
    const first = '2026-11-29T10:10:00.000Z';
    const later = '2026-11-29T10:20:00.000Z';
    let current = flag(20, first);
    const client = createFakeApiClient({
      'GET rest-auth/user/': makeAdmin(),
      'GET /api/v1/traffic-quality/': () => quality(current),
      'POST /api/v1/traffic-flags/{id}/dismiss/': (call) => {
        const body = call.data as { note: string; updated_at: string };
        if (body.updated_at !== current.updated_at) return fakeApiError(409, { detail: messages.trafficFlagChanged });
        current = flag(current.clicks, current.updated_at, 'dismissed');
        return current;
      },
    });
    renderWithApi(<TrafficQualitySection campaign={campaign} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });

    fireEvent.click(await screen.findByRole('button', { name: /^Dismiss: One address dominates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss flag' });
    expect(within(dialog).getByText('20 clicks held from payouts')).toBeTruthy();
    // Two clicks join after the page loaded.
    current = flag(22, later);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Looked fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await within(dialog).findByText(messages.trafficFlagChanged)).toBeTruthy();
    expect(await within(dialog).findByText('22 clicks held from payouts')).toBeTruthy();
    const posts = () => client.calls.filter((c) => c.method === 'POST').map((c) => c.data);
    expect(posts()).toEqual([{ note: 'Looked fine', updated_at: first }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dismiss flag' })).toBeNull());
    expect(posts()).toEqual([
      { note: 'Looked fine', updated_at: first },
      { note: 'Looked fine', updated_at: later },
    ]);
  });
});
