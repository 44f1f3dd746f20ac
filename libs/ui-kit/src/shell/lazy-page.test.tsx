import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSuspense, lazyPage } from './lazy-page.tsx';

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
