import type { User } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeBroadcaster, makeProfile, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { clearSession } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => clearSession());

// Tremor's charts measure their box; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const team = { id: 1, name: 'Nebula', squad: 'Night Owls', logo: null };
const onTeam = makeBroadcaster({
  username: 'streamer_one',
  email: 'one@example.com',
  campaigns: ['nova'],
  api_key: '••••abcd',
  profile: makeProfile({
    current_team: team,
    browsersource: 'http://api.test/browsersource/streamer_one/?key=k',
    selected_notifications: 'E',
  }),
});
const newcomer = makeBroadcaster({ username: 'newbie', email: '', campaigns: [], profile: makeProfile({ current_team: null }) });
const months = {
  results: [
    { year: 2026, month: 11, status: 'open', closed_at: null, closes_on: '2026-12-05', total_cents: 4_150 },
    { year: 2026, month: 10, status: 'closed', closed_at: '2026-11-05T00:00:02.000Z', closes_on: '2026-11-05', total_cents: 62_675 },
  ],
};
const statement = (month: number, overrides: object = {}) => ({
  year: 2026,
  month,
  status: month === 11 ? 'open' : 'closed',
  closed_at: month === 11 ? null : '2026-11-05T00:00:02.000Z',
  closes_on: month === 11 ? '2026-12-05' : '2026-11-05',
  currency: 'USD',
  fee_schedule: { per_thousand_viewable_minutes_cents: 50, per_click_cents: 10, per_verified_conversion_cents: 100 },
  figures: {
    viewable_minutes: 1_200_500,
    counted_clicks: 250,
    held_clicks: 0,
    payable_clicks: 250,
    verified_conversions: 2,
    unverified_conversions: 4,
  },
  lines: [
    {
      kind: 'viewable_minutes',
      description: 'Viewable minutes',
      quantity: 1_200_500,
      rate_cents: 50,
      amount_cents: 60_025,
      reason: null,
      refers_to: null,
    },
    { kind: 'clicks', description: 'Payable clicks', quantity: 250, rate_cents: 10, amount_cents: 2_500, reason: null, refers_to: null },
    {
      kind: 'conversions',
      description: 'Verified conversions',
      quantity: 2,
      rate_cents: 100,
      amount_cents: 200,
      reason: null,
      refers_to: null,
    },
    {
      kind: 'adjustment',
      description: 'Adjustment',
      quantity: null,
      rate_cents: null,
      amount_cents: -50,
      reason: 'Duplicate click',
      refers_to: null,
    },
  ],
  earnings_cents: 62_725,
  adjustments_cents: -50,
  total_cents: 62_675,
  ...overrides,
});
const payouts = {
  'GET payout-statements/': months,
  'GET payout-statements/2026/11/': statement(11, {
    figures: {
      viewable_minutes: 3_000,
      counted_clicks: 400,
      held_clicks: 24,
      payable_clicks: 376,
      verified_conversions: 0,
      unverified_conversions: 0,
    },
    lines: [],
    earnings_cents: 4_150,
    adjustments_cents: 0,
    total_cents: 4_150,
  }),
  'GET payout-statements/2026/10/': statement(10),
};

/** The server's answer to a PUT: the stored user with the sent fields, the profile merged. */
const merged = (user: User) => (call: FakeCall) => {
  const { profile, ...rest } = call.data as { profile?: object };
  return { ...user, ...rest, profile: { ...user.profile, ...profile } };
};

function renderProfile(user: User, put: (call: FakeCall) => unknown = merged(user), more: Record<string, unknown> = {}) {
  const client = createFakeApiClient({
    ...payouts,
    ...more,
    'GET rest-auth/user/': user,
    'PUT rest-auth/user/': put,
    'POST generate-api-key/': { api_key: 'f'.repeat(44) + '9876' },
  });
  renderWithApi(
    <>
      <ProfilePage />
      <ToastHost />
    </>,
    { client },
  );
  return { puts: () => client.calls.filter((call) => call.method === 'PUT').map((call) => call.data) };
}

describe('broadcaster profile blocks (spec 02 §2)', () => {
  it('shows team and squad, the browser source, connections, the masked key, payments and the legal links; no application form on a team', async () => {
    renderProfile(onTeam);
    expect(await screen.findByText('Nebula')).toBeTruthy();
    expect(screen.getByText('Squad: Night Owls')).toBeTruthy();
    expect((screen.getByLabelText('Browser source link') as HTMLInputElement).value).toContain('/browsersource/streamer_one/');
    expect(screen.getByTestId('api-key-value').textContent).toBe('••••abcd');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Member Details' })).toBeNull();
  });

  it("says how many of the month's clicks are held for review (decision 814)", async () => {
    renderProfile(onTeam);
    expect(await screen.findByText('24 clicks are under review for unusual traffic and not counted yet.')).toBeTruthy();
  });

  it('generates a key and reveals it once', async () => {
    renderProfile(onTeam);
    const reveal = await screen.findByRole('button', { name: 'Reveal' });
    expect((reveal as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Key' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Reveal' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('api-key-value').textContent).toMatch(/•+9876$/);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByTestId('api-key-value').textContent).toBe('f'.repeat(44) + '9876');
  });

  it('generates a new browser source link after a confirmation (decision 502)', async () => {
    const fresh = 'http://localhost:3000/browsersource/caster/?key=new';
    let current = onTeam;
    const client = createFakeApiClient({
      'GET rest-auth/user/': () => current,
      ...payouts,
      'POST browsersource-key/': () => {
        current = { ...onTeam, profile: { ...onTeam.profile, browsersource: fresh } };
        return { browsersource: fresh };
      },
    });
    renderWithApi(<ProfilePage />, { client });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new browser source link?' });
    expect(client.calls.some((c) => c.path === 'browsersource-key/')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate New Link' }));
    expect(await screen.findByText('A new link was generated. Update your browser source with it.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Browser source link' }) as HTMLInputElement).value).toBe(fresh));
  });
});

describe('notification settings (spec 02 §5)', () => {
  it('needs a phone for SMS and a connected Discord for Discord, then saves', async () => {
    const { puts } = renderProfile(onTeam);
    const form = await screen.findByRole('form', { name: 'Email Preferences & Notifications' });
    fireEvent.click(within(form).getByRole('radio', { name: 'SMS' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('You must add a phone number')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Discord' }));
    expect(within(form).getByText('You must connect your discord account')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'SMS' }));
    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '12345' } });
    expect(within(form).getByText("Must match format '+12223334444'")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '+12223334444' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Update Succeeded!');
    expect(puts()).toEqual([
      expect.objectContaining({
        username: 'streamer_one',
        phone_number: '+12223334444',
        profile: expect.objectContaining({ selected_notifications: 'S' }),
      }),
    ]);
  });
});

describe('Member Details (spec 02 §2, §5)', () => {
  it('shows for a broadcaster without team or application, checks its rules, and sends the application', async () => {
    const { puts } = renderProfile(newcomer, (call) => ({
      ...newcomer,
      has_application: true,
      profile: { ...newcomer.profile, ...(call.data as { profile: object }).profile },
    }));
    const form = await screen.findByRole('form', { name: 'Member Details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Application' }));
    expect(within(form).getAllByText('Required Field')).toHaveLength(2);
    expect(within(form).getAllByText('Must select at least 1 option')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: '1990-13-01' } });
    expect(within(form).getByText('Must be a valid date of form YYYY/MM/DD')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: ' Ada ' } });
    fireEvent.change(within(form).getByLabelText('Date of birth'), { target: { value: '1990/04/12' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Console' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Educational' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(/Your partner application is submitted!/)).toBeTruthy();
    expect(puts()).toEqual([
      {
        username: 'newbie',
        email: '',
        profile: {
          application_full_name: 'Ada',
          application_date_of_birth: '1990-04-12',
          application_organization: null,
          application_streams_on_which_platforms: ['CO'],
          application_stream_content_type: ['ED'],
        },
      },
    ]);
  });

  it('hides and shows again with its toggle', async () => {
    renderProfile(newcomer);
    const toggle = await screen.findByRole('button', { name: 'Hide' });
    fireEvent.click(toggle);
    expect(screen.queryByRole('form', { name: 'Member Details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('form', { name: 'Member Details' })).toBeTruthy();
  });
});

describe('invitations on the profile (decision 358)', () => {
  it('shows open invitations to a broadcaster held on the profile, and none to one on a team', async () => {
    const invitations = {
      'GET teams-invitations/': [{ id: 4, name: 'Crimson', logo: null, invited_at: null }],
      'GET campaigns-invitations/': [],
    };
    const { unmount } = renderWithApi(<ProfilePage />, {
      client: createFakeApiClient({ 'GET rest-auth/user/': newcomer, ...invitations }),
    });
    expect(await screen.findByRole('button', { name: 'Accept Crimson' })).toBeTruthy();
    unmount();
    renderWithApi(<ProfilePage />, { client: createFakeApiClient({ 'GET rest-auth/user/': onTeam, ...invitations }) });
    await screen.findByText('Nebula');
    expect(screen.queryByRole('button', { name: 'Accept Crimson' })).toBeNull();
  });
});

describe('payments: the statement of each month (issue 30 part 3, decision 838)', () => {
  const payments = async () => screen.findByRole('region', { name: 'Payments' });

  it('opens on the open month: when it closes, its figures, no PDF', async () => {
    renderProfile(onTeam);
    const block = within(await payments());
    expect(await block.findByText('Open — closes on 5 Dec 2026')).toBeTruthy();
    expect((block.getByLabelText('Month') as HTMLSelectElement).value).toBe('2026-11');
    expect(block.getAllByRole('option').map((o) => o.textContent)).toEqual(['November 2026 (open)', 'October 2026']);
    expect(block.getByText('Nothing was earned this month.')).toBeTruthy();
    expect(block.getByTestId('statement-total').textContent).toBe('$41.50');
    expect(block.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('shows a closed month picked: its lines with the reason, the totals, the fee schedule, and its PDF', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:statement';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      renderProfile(onTeam, merged(onTeam), { 'GET payout-statements/2026/10/pdf/': new Blob(['%PDF-1.7']) });
      const block = within(await payments());
      fireEvent.change(await block.findByLabelText('Month'), { target: { value: '2026-10' } });
      expect(await block.findByText('Closed on 5 Nov 2026')).toBeTruthy();
      const rows = within(block.getByRole('table', { name: 'Statement lines, October 2026' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['$600.25', '$25.00', '$2.00', '-$0.50']);
      expect(rows[3].textContent).toContain('Reason: Duplicate click');
      expect(block.getByTestId('statement-earnings').textContent).toBe('$627.25');
      expect(block.getByTestId('statement-adjustments').textContent).toBe('-$0.50');
      expect(block.getByTestId('statement-total').textContent).toBe('$626.75');
      expect(block.getByText('$0.50 per 1,000 viewable minutes')).toBeTruthy();
      expect(block.getByText('$1.00 per verified conversion')).toBeTruthy();
      expect(block.queryByText(/under review for unusual traffic/)).toBeNull();
      fireEvent.click(block.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual(['advocate-statement-2026-10.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("says so when there is no month yet, and shows the server's refusal", async () => {
    const { unmount } = renderWithApi(<ProfilePage />, {
      client: createFakeApiClient({ 'GET rest-auth/user/': onTeam, 'GET payout-statements/': { results: [] } }),
    });
    expect(await screen.findByText(/No payments yet/)).toBeTruthy();
    unmount();
    renderWithApi(<ProfilePage />, {
      client: createFakeApiClient({
        'GET rest-auth/user/': onTeam,
        'GET payout-statements/': fakeApiError(403, { detail: 'You do not have permission to perform this action.' }),
      }),
    });
    expect(await screen.findByText(/You do not have permission to perform this action/)).toBeTruthy();
  });
});
