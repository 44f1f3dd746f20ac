import { fakeApiError, makeUser } from '@advocate/api-client/testing';
import { clearSession, fullPage, readToken } from '@advocate/auth-and-guards';
import { messages } from '@advocate/validation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { ManagerSignInPage } from './manager-sign-in-page.tsx';

let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('field errors (spec 00 §5 display policy)', () => {
  it('stay hidden while fields are only touched', () => {
    renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    fireEvent.focus(email());
    fireEvent.blur(email());
    expect(screen.queryByText(messages.required)).toBeNull();
  });

  it('show the first error of each field once a submit failed, and clear when fixed', () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    submit();
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email(), { target: { value: 'mia@example.com' } });
    expect(screen.getAllByText(messages.required)).toHaveLength(1);
    expect(client.calls).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('shows the first non_field_errors message under the button', async () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    client.answer('POST rest-auth/login/', fakeApiError(400, { non_field_errors: ['Unable to log in with provided credentials.', 'x'] }));
    fireEvent.change(email(), { target: { value: 'mia@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in with provided credentials.');
  });

  it("says 'Invalid Email Address' for a username that is no email, without asking the server", () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    fireEvent.change(email(), { target: { value: 'notanemail' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    submit();
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    expect(client.calls).toHaveLength(0);
  });

  it("drops the server's error once a later submit fails on the client", async () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    client.answer('POST rest-auth/login/', fakeApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] }));
    fireEvent.change(email(), { target: { value: 'mia@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in with provided credentials.');
    fireEvent.change(password(), { target: { value: '' } });
    submit();
    expect(screen.getByText(messages.required)).toBeTruthy();
    expect(screen.queryByText('Unable to log in with provided credentials.')).toBeNull();
    expect(client.calls).toHaveLength(1);
  });

  it('stores the token and goes to next on the console host', async () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager?next=http%3A%2F%2Flocalhost%3A4300%2Fmanagers' });
    client.answer('POST rest-auth/login/', { key: 'tok-9', user: makeUser() });
    fireEvent.change(email(), { target: { value: ' mia@example.com ' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    submit();
    await waitFor(() => expect(assigned).toEqual(['http://localhost:4300/managers']));
    expect(client.calls[0].data).toEqual({ username: 'mia@example.com', password: 'secret-pass', stayLoggedIn: true });
    expect(readToken()).toBe('tok-9');
  });

  it('sends a user who has not agreed to the terms screen first', async () => {
    const { client } = renderPage(<ManagerSignInPage />, { path: '/login/manager' });
    client.answer('POST rest-auth/login/', { key: 'tok-9', user: makeUser({ tos_agreed: null }) });
    fireEvent.change(email(), { target: { value: 'mia@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByLabelText('Stay logged in'));
    submit();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login/tos');
    expect(assigned).toEqual([]);
    // The server ends a sign-in that did not stay logged in sooner (decision 261).
    expect(client.calls[0].data).toMatchObject({ stayLoggedIn: false });
  });
});
