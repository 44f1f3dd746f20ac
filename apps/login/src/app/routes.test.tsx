import { renderWithApi } from '@advocate/api-client/testing';
import { configure, cleanup, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

// Lazy pages load their chunk on first render: allow for a busy machine (Nx runs tasks side by side).
configure({ asyncUtilTimeout: 5000 });

function renderLogin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithApi(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  // Each screen sets the title; a stale one would pass the next test before its screen loads.
  document.title = '';
});

describe('login routes (each screen loaded on demand)', () => {
  it.each([
    ['/login', 'Login'],
    ['/login/manager', 'Manager Login'],
    ['/login/broadcaster', 'Broadcaster Login'],
    ['/login/chatbot', 'Chatbot Login'],
    ['/login/reset-request', 'Reset Password'],
    ['/login/reset-password/MQ/abc-123', 'Reset Password'],
    ['/login/reset-success', 'Password Reset'],
    ['/login/email-confirmation/k3y', 'Email Confirmation'],
    ['/sign-up', 'Sign Up'],
    ['/invite/k3y', 'Invitation'],
    ['/join/k3y', 'Invitation'],
    ['/nowhere', 'Page Not Found'],
  ])('%s opens the %s screen', async (path, title) => {
    renderLogin(path);
    await waitFor(() => expect(document.title).toBe(`${title} | Advocate`));
  });

  it('sends a signed-out visitor from / to the chooser', async () => {
    const router = renderLogin('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login as a' })).toBeTruthy();
  });

  it('hands /auth with a code to the Twitch callback, and /auth without one to the chooser', async () => {
    const withCode = renderLogin('/auth?code=abc');
    await waitFor(() => expect(withCode.state.location.pathname + withCode.state.location.search).toBe('/auth/twitch?code=abc'));
    cleanup();
    const without = renderLogin('/auth');
    await waitFor(() => expect(without.state.location.pathname).toBe('/login'));
  });
});
