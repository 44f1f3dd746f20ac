import { NETWORK_ERROR_MESSAGE, ApiError } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { clearSession, readStoredUser } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => clearSession());

const WRONG_PASSWORD = 'Your current password was entered incorrectly. Please enter it again.';
const editor = makeManager({ username: 'editor@example.com', email: 'editor@example.com', permissions_campaigns: 0 });

/** The page with the shell's toast host, against a fake client holding `user`; PUT answers with `put`. */
function renderProfile(put: (call: FakeCall) => unknown = (call) => ({ ...editor, ...(call.data as object) })) {
  const client = createFakeApiClient({ 'GET rest-auth/user/': editor, 'PUT rest-auth/user/': put });
  const view = renderWithApi(
    <>
      <ProfilePage />
      <ToastHost />
    </>,
    { client },
  );
  return { ...view, puts: () => client.calls.filter((call) => call.method === 'PUT') };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const errorOf = (label: string) => {
  const ids = input(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className.includes('text-red-600'))?.textContent;
};

describe('loading', () => {
  it('shows the loading bar until the user arrives', async () => {
    let arrive: (user: unknown) => void = () => undefined;
    const client = createFakeApiClient({ 'GET rest-auth/user/': () => new Promise((resolve) => (arrive = resolve)) });
    renderWithApi(<ProfilePage />, { client });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect(screen.getByRole('status').textContent).toContain('Loading Profile');
    arrive(editor);
    expect((await screen.findByLabelText('Username')) as HTMLInputElement).toHaveProperty('value', 'editor@example.com');
    expect(screen.queryByText('Loading Profile')).toBeNull();
  });

  it('says why when the user cannot be read', async () => {
    const client = createFakeApiClient({ 'GET rest-auth/user/': new ApiError(0, {}, NETWORK_ERROR_MESSAGE) });
    renderWithApi(<ProfilePage />, { client });
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('the form', () => {
  it('holds the stored username, email and Advocate-updates choice, without a password field', async () => {
    renderProfile();
    expect((await screen.findByLabelText('Username')) as HTMLInputElement).toHaveProperty('value', 'editor@example.com');
    expect(input('Email').value).toBe('editor@example.com');
    expect(input('Email me about Advocate updates').checked).toBe(true);
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const { puts } = renderProfile();
    await screen.findByLabelText('Username');
    type('Username', ' ');
    type('Email', 'not-an-email');
    expect(errorOf('Username')).toBeUndefined(); // spec 00 §5: only after a failed submit
    save();
    expect(errorOf('Username')).toBe(messages.required);
    expect(errorOf('Email')).toBe(messages.email);
    type('Username', 'new name!');
    expect(errorOf('Username')).toBe(messages.managerUsername);
    expect(puts()).toHaveLength(0);
  });

  it('saves a new username and the Advocate-updates choice, says so and stores the slim user', async () => {
    const { puts } = renderProfile();
    await screen.findByLabelText('Username');
    type('Username', '  editor.renamed ');
    fireEvent.click(input('Email me about Advocate updates'));
    save();
    expect((await screen.findByRole('status')).textContent).toContain('Update Succeeded!');
    expect(puts().map((call) => call.data)).toEqual([
      { username: 'editor.renamed', email: 'editor@example.com', email_receive_advocate_updates: false },
    ]);
    expect(input('Username').value).toBe('editor.renamed');
    expect(input('Email me about Advocate updates').checked).toBe(false);
    expect(readStoredUser()?.username).toBe('editor.renamed');
  });
});

describe('changing the email (decision 264)', () => {
  it('asks for the current password only while the email is a new address', async () => {
    renderProfile();
    await screen.findByLabelText('Email');
    type('Email', 'EDITOR@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull(); // the server ignores case
    type('Email', 'editor.new@example.com');
    expect(input('Current password').type).toBe('password');
    type('Current password', 'typed');
    type('Email', 'editor@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('Email', 'editor.new@example.com');
    expect(input('Current password').value).toBe(''); // not kept for a change abandoned
  });

  it('requires the password, shows the server answer on it, and saves with the right one', async () => {
    const { puts } = renderProfile((call) => {
      const body = call.data as { current_password?: string };
      if (body.current_password !== 'right-pass') return fakeApiError(400, { current_password: [WRONG_PASSWORD] });
      return { ...editor, ...body, current_password: undefined };
    });
    await screen.findByLabelText('Email');
    type('Email', 'editor.new@example.com');
    save();
    expect(errorOf('Current password')).toBe(messages.required);
    expect(puts()).toHaveLength(0);

    type('Current password', 'wrong-pass');
    save();
    await waitFor(() => expect(errorOf('Current password')).toBe(WRONG_PASSWORD));
    expect(screen.queryByRole('alert')).toBeNull(); // on the field, not repeated under the form
    type('Current password', 'right-pass');
    expect(errorOf('Current password')).toBeUndefined(); // edited: the server's message goes

    save();
    expect((await screen.findByRole('status')).textContent).toContain('Update Succeeded!');
    expect(puts().map((call) => call.data)).toEqual([
      {
        username: 'editor@example.com',
        email: 'editor.new@example.com',
        email_receive_advocate_updates: true,
        current_password: 'wrong-pass',
      },
      {
        username: 'editor@example.com',
        email: 'editor.new@example.com',
        email_receive_advocate_updates: true,
        current_password: 'right-pass',
      },
    ]);
    expect(screen.queryByLabelText('Current password')).toBeNull(); // the new address is now the stored one
  });
});

describe('server failures (spec 02 §8)', () => {
  it('puts field errors on their fields', async () => {
    renderProfile(() => fakeApiError(400, { username: ['A user with that username already exists.'], email: ['Taken.', 'x'] }));
    await screen.findByLabelText('Username');
    type('Username', 'someone-else');
    save();
    await waitFor(() => expect(errorOf('Username')).toBe('A user with that username already exists.'));
    expect(errorOf('Email')).toBe('Taken.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the first non_field_errors message under the form', async () => {
    renderProfile(() => fakeApiError(400, { non_field_errors: ['Nope.', 'Later.'] }));
    await screen.findByLabelText('Username');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Nope.');
  });

  it('shows other errors as text, a lone detail as itself, and the network message', async () => {
    const answers = [
      fakeApiError(400, { 'profile.twitter': ['Bad.'] }),
      fakeApiError(429, { detail: 'Request was throttled.' }),
      new ApiError(0, {}, NETWORK_ERROR_MESSAGE),
    ];
    renderProfile(() => answers.shift());
    await screen.findByLabelText('Username');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('{"profile.twitter":["Bad."]}');
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Request was throttled.'));
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE));
    expect(within(screen.getByRole('form', { name: 'Profile details' })).getByRole('alert')).toBeTruthy();
  });
});
