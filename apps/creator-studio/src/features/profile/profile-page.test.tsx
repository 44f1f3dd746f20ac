import type { User } from '@advocate/api-client';
import { createFakeApiClient, makeBroadcaster, makeProfile, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { clearSession } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => clearSession());

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
const payment = {
  year: 2026,
  month: 3,
  viewable_minutes: 2000,
  clicks: 12,
  held_clicks: 0,
  estimated_amount: 2.2,
  fee_schedule: { currency: 'USD', per_thousand_viewable_minutes: 0.5, per_click: 0.1 },
};

/** The server's answer to a PUT: the stored user with the sent fields, the profile merged. */
const merged = (user: User) => (call: FakeCall) => {
  const { profile, ...rest } = call.data as { profile?: object };
  return { ...user, ...rest, profile: { ...user.profile, ...profile } };
};

function renderProfile(user: User, put: (call: FakeCall) => unknown = merged(user), more: Record<string, unknown> = {}) {
  const now = new Date();
  const client = createFakeApiClient({
    [`GET metrics/payments/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`]: payment,
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
    expect(await screen.findByText('$2.20')).toBeTruthy();
    expect(screen.getByText('$0.50 per 1,000 viewable minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Member Details' })).toBeNull();
    expect(screen.queryByText(/under review for unusual traffic/)).toBeNull();
  });

  it("says how many of the month's clicks are held for review (decision 814)", async () => {
    renderProfile(onTeam, merged(onTeam), {
      [`GET metrics/payments/${new Date().getUTCFullYear()}/${new Date().getUTCMonth() + 1}`]: { ...payment, held_clicks: 24 },
    });
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
      [`GET metrics/payments/${new Date().getUTCFullYear()}/${new Date().getUTCMonth() + 1}`]: payment,
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
