import { clearSession, fullPage, readToken } from '@advocate/auth-and-guards';
import { messages } from '@advocate/validation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { makeUser } from '@advocate/api-client/testing';
import { SignUpPage } from './sign-up-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

it('checks the email format and registers with username = email', async () => {
  vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
  const { client } = renderPage(<SignUpPage />, { path: '/sign-up' });
  client.answer('POST rest-auth/registration/', { key: 'new-tok', user: makeUser({ tos_agreed: null }) });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(screen.getByText(messages.email)).toBeTruthy();
  expect(screen.getAllByText(messages.required)).toHaveLength(2);

  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'long-enough-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/login/tos'));
  expect(client.calls[0].data).toEqual({
    email: 'new@example.com',
    password1: 'long-enough-1',
    password2: 'long-enough-1',
    username: 'new@example.com',
  });
  expect(readToken()).toBe('new-tok');
});

it('sends the key of a manager invitation link with the sign-up (decision 345)', async () => {
  vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
  const { client } = renderPage(<SignUpPage />, { path: '/sign-up?invite=abcDEF123_-abcDEF123_-' });
  client.answer('POST rest-auth/registration/', { key: 'new-tok', user: makeUser({ tos_agreed: null }) });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'invited@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'long-enough-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/login/tos'));
  expect(client.calls[0].data).toMatchObject({ email: 'invited@example.com', invite_key: 'abcDEF123_-abcDEF123_-' });
});
