import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSuspense, lazyPage, preloadPagesAt } from './lazy-page.tsx';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazy pages', () => {
  it('shows the loading bar, then the named export with its props', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const chunk = new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve));
    const Page = lazyPage(() => chunk.then((module) => module.Greeting));
    render(
      <PageSuspense>
        <Page name="Mia" />
      </PageSuspense>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    arrive({ Greeting });
    expect((await screen.findByRole('heading')).textContent).toBe('Hello Mia');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('preloadPagesAt', () => {
  it("starts the chunks of the pages a path renders, once, and no other page's", async () => {
    const loads: string[] = [];
    const page = (name: string) => lazyPage(async () => (loads.push(name), Greeting));
    const Shell = page('shell');
    const Dashboard = page('dashboard');
    const Profile = page('profile');
    const routes = [
      {
        element: <Shell name="x" />,
        children: [
          { path: '/dashboard', element: <Dashboard name="x" /> },
          { path: '/profile', element: <Profile name="x" /> },
        ],
      },
    ];
    preloadPagesAt(routes, '/dashboard');
    preloadPagesAt(routes, '/dashboard');
    preloadPagesAt(routes, '/nowhere');
    await Dashboard.preload();
    expect(loads.sort()).toEqual(['dashboard', 'shell']);
    // The page renders from the chunk already loaded.
    render(
      <PageSuspense>
        <Dashboard name="Mia" />
      </PageSuspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Hello Mia');
    expect(loads.filter((name) => name === 'dashboard')).toHaveLength(1);
  });

  it('tries a failed chunk again on the next call', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
