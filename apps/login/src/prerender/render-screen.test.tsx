import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { StrictMode, act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers.tsx';
import { routes } from '../app/routes.tsx';
import { prerenderedPaths } from './render-screen.tsx';

// The document title each screen sets once its page has hydrated (spec 00 §2).
const titles: Record<string, string> = {
  '/login': 'Login',
  '/login/manager': 'Manager Login',
  '/login/broadcaster': 'Broadcaster Login',
  '/login/chatbot': 'Chatbot Login',
  '/login/reset-request': 'Reset Password',
  '/login/reset-success': 'Password Reset',
};

// Hydration is driven by hand here, not through testing-library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let markup: Record<string, string>;
let root: Root | null = null;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  // Rendered in a process of its own, as the build renders them (see print-screens.ts).
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const output = execFileSync(process.execPath, ['--import', tsx, path.join(import.meta.dirname, 'print-screens.ts')], {
    encoding: 'utf8',
  });
  markup = JSON.parse(output) as Record<string, string>;
}, 60_000);

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.title = '';
  delete window.__ADVOCATE_CONFIG__;
  vi.restoreAllMocks();
});

/** Puts the prerendered markup in the page at `path` and hydrates it as main.tsx does; answers the first heading as rendered. */
async function hydrateAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${markup[path]}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const heading = container.querySelector('h1');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProviders>
      </StrictMode>,
    );
  });
  await waitFor(() => expect(document.title).toBe(`${titles[path]} | Advocate`));
  return { container, heading };
}

describe('the prerendered login screens (decision 746)', () => {
  it('are the sign-in and reset screens', () => {
    expect(Object.keys(titles)).toEqual([...prerenderedPaths]);
    expect(Object.keys(markup)).toEqual([...prerenderedPaths]);
  });

  it('render complete, with no script and no pending boundary', () => {
    const chooser = markup['/login'];
    expect(chooser).toContain('<h1 class="mb-6 text-center text-2xl font-semibold text-secondary">Login as a</h1>');
    expect(chooser).toMatch(/>Manager<\/button>/);
    expect(chooser).toMatch(/>Broadcaster<\/button>/);
    expect(chooser).not.toContain('Loading...');
    const manager = markup['/login/manager'];
    expect(manager).toContain('Manager Login');
    expect(manager).toContain('Forgot password?');
    for (const markup of [chooser, manager]) {
      expect(markup).not.toContain('<script');
      expect(markup).not.toContain('<!--$?-->');
    }
  });

  it('hold their controls disabled until hydrated, and post the manager form rather than put it in the address', () => {
    const manager = markup['/login/manager'];
    expect(manager).toContain('<form method="post" novalidate="">');
    expect(manager).toMatch(/<button type="submit" class="[^"]*" disabled="">Login<\/button>/);
    expect(markup['/login/reset-request']).toMatch(/<button type="submit" class="[^"]*" disabled="">Request Password Reset<\/button>/);
    expect(markup['/login/broadcaster']).toMatch(/<button[^>]* disabled="">Sign in with Twitch<\/button>/);
    expect(markup['/login']).toMatch(/<button[^>]* disabled="">Manager<\/button>/);
  });

  it('enables the controls once hydrated', async () => {
    const { container } = await hydrateAt('/login/broadcaster');
    await waitFor(() => expect(container.querySelectorAll('button:disabled')).toHaveLength(0));
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(Object.keys(titles))('%s hydrates over its markup without a mismatch', async (path) => {
    const { container, heading } = await hydrateAt(path);
    // The very element the build rendered is kept: hydrated, not replaced by a client render.
    expect(heading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the host's version once hydrated, though the build rendered the default", async () => {
    window.__ADVOCATE_CONFIG__ = { version: '9.9.9' };
    const { container } = await hydrateAt('/login');
    await waitFor(() => expect(container.textContent).toContain('Version 9.9.9'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('wires the hydrated form: a submit without input shows the field errors', async () => {
    const { container } = await hydrateAt('/login/manager');
    const email = container.querySelector('input[type="email"]') as HTMLInputElement;
    // The label the build rendered still names the input React hydrated (same useId on both sides).
    expect(container.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('Email');
    await act(async () => {
      (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
