import type { Manager, ManagerInvitation } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManagersPage } from './managers-page.tsx';

const teams = [
  { id: 1, name: 'Nebula', logo: null, is_demo: false, seconds_per_impression: 15 },
  { id: 2, name: 'Aurora', logo: null, is_demo: false, seconds_per_impression: 15 },
];
const manager = (id: number, email: string, overrides: Partial<Manager['user']> = {}, teamIds = [1]): Manager => ({
  id,
  teams: teamIds,
  user: {
    id: 100 + id,
    email,
    is_active: true,
    is_admin: false,
    permissions_campaigns: 0,
    permissions_teams: 1,
    permissions_users: 2,
    ...overrides,
  },
});
const managers = [manager(1, 'active@example.com', {}, [1, 2]), manager(2, 'gone@example.com', { is_active: false })];
const invitations: ManagerInvitation[] = [
  { id: 9, email: 'new.manager@example.com', teams: [1], permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2, user: null },
];

function renderPage(viewer = makeAdmin({ id: 50 }), answers: Record<string, unknown> = {}) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': viewer,
    'GET managers/': managers,
    'GET manager-invitations/': invitations,
    'GET teams/': teams,
    ...answers,
  });
  renderWithApi(
    <>
      <ManagersPage />
      <ToastHost />
    </>,
    { client },
  );
  return client;
}

describe('the managers page', () => {
  it('lists current managers with invitations marked pending, permission icons, team names, and removed managers', async () => {
    renderPage();
    const current = await screen.findByRole('region', { name: 'Current Managers' });
    const rows = within(current).getAllByRole('row');
    expect(rows[1].textContent).toContain('active@example.com');
    expect(within(rows[1]).getByRole('img', { name: 'Campaigns: Read/Write' })).toBeTruthy();
    expect(within(rows[1]).getByRole('img', { name: 'Users: No Access' })).toBeTruthy();
    expect(rows[1].textContent).toContain('Aurora, Nebula');
    expect(within(rows[2]).getByText('Invitation Pending')).toBeTruthy();
    const removed = screen.getByRole('region', { name: 'Removed Managers' });
    expect(removed.textContent).toContain('gone@example.com');
    expect(within(removed).getByRole('button', { name: 'Reactivate gone@example.com' })).toBeTruthy();
  });

  it('shows no controls to a manager who can only view users', async () => {
    renderPage(makeManager({ permissions_users: 1 }));
    await screen.findByRole('region', { name: 'Current Managers' });
    expect(screen.queryByRole('button', { name: 'Add New Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Reactivate) / })).toBeNull();
  });

  it('invites with defaults 1/1/2, checking the email and teams first', async () => {
    const client = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Manager' });
    expect((within(dialog).getByLabelText('Campaigns permission') as HTMLSelectElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Teams permission') as HTMLSelectElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Users permission') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByText(messages.required)).toBeTruthy();
    expect(within(dialog).getByText(messages.minSelected(1))).toBeTruthy();
    client.answer('POST manager-invitations/', { id: 10 });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'x@example.com' } });
    fireEvent.click(within(dialog).getByLabelText('Aurora'));
    fireEvent.change(within(dialog).getByLabelText('Users permission'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite Sent!')).toBeTruthy();
    expect(client.calls.find((call) => call.method === 'POST')?.data).toEqual({
      email: 'x@example.com',
      teams: [2],
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 1,
    });
  });

  it('shows the server’s email error on the field', async () => {
    const client = renderPage();
    client.answer('POST manager-invitations/', fakeApiError(400, { email: ['A user is already registered with this e-mail address.'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Manager' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Manager' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'active@example.com' } });
    fireEvent.click(within(dialog).getByLabelText('Nebula'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('A user is already registered with this e-mail address.')).toBeTruthy();
  });

  it('locks an invitation’s email with the spec’s tooltip and saves teams and levels', async () => {
    const client = renderPage();
    client.answer('PATCH manager-invitations/9/', invitations[0]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit new.manager@example.com' }))[0]); // table and phone cards
    const dialog = screen.getByRole('dialog', { name: 'Edit Invitation' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(within(dialog).getByRole('tooltip', { hidden: true }).textContent).toBe(messages.managerEmailLocked);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(client.routes).toContain('PATCH manager-invitations/9/'));
    expect(client.calls.find((call) => call.method === 'PATCH')?.data).toEqual({
      teams: [1],
      permissions_campaigns: 1,
      permissions_teams: 1,
      permissions_users: 2,
    });
  });

  it('removes a manager after confirmation, softly', async () => {
    const client = renderPage();
    client.answer('PATCH managers/1/', managers[0]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete active@example.com' }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Manager' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.routes).toContain('PATCH managers/1/'));
    expect(client.calls.find((call) => call.method === 'PATCH')?.data).toEqual({ user: { is_active: false } });
  });

  it('says so when reactivating fails', async () => {
    renderPage(makeAdmin({ id: 50 }), { 'PATCH managers/2/': fakeApiError(500, {}) });
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate gone@example.com' }));
    expect(await screen.findByText(messages.reactivateUserFailed)).toBeTruthy();
  });
});

describe('editing a manager', () => {
  it('locks the email for non-admins and sends teams and levels', async () => {
    const client = renderPage(makeManager({ id: 60, permissions_users: 0, permissions_campaigns: 0, permissions_teams: 0 }));
    client.answer('PATCH managers/1/', managers[0]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit active@example.com' }))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Manager' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByRole('tooltip', { hidden: true }).textContent).toBe("Only admins can change a manager's email address.");
    fireEvent.click(within(dialog).getByLabelText('Nebula'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(client.routes).toContain('PATCH managers/1/'));
    expect(client.calls.find((call) => call.method === 'PATCH')?.data).toEqual({
      user: { email: 'active@example.com', permissions_campaigns: 0, permissions_teams: 1, permissions_users: 2 },
      teams: [2],
    });
  });

  it('keeps a manager’s own teams and levels locked and offers no delete of themselves', async () => {
    const client = renderPage(makeAdmin({ id: 101 })); // the user of manager 1
    client.answer('PATCH managers/1/', managers[0]);
    await screen.findAllByRole('button', { name: 'Edit active@example.com' });
    expect(screen.queryAllByRole('button', { name: 'Delete active@example.com' })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit active@example.com' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Manager' });
    expect(within(dialog).queryByRole('group', { name: 'Teams' })).toBeNull();
    expect((within(dialog).getByLabelText('Users permission') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(client.routes).toContain('PATCH managers/1/'));
    expect(client.calls.find((call) => call.method === 'PATCH')?.data).toEqual({ user: { email: 'me@example.com' } });
  });
});
