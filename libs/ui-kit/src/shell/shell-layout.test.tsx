import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShellLayout } from './shell-layout.tsx';

// Decision 360: below md the sidebar folds behind 'Menu' and closes on navigation (md+ shows it always, by CSS).
describe('ShellLayout menu on narrow screens', () => {
  const renderShell = () =>
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <ShellLayout sidebar={<Link to="/profile">Profile</Link>}>
          <h1>Page</h1>
        </ShellLayout>
      </MemoryRouter>,
    );

  it('starts folded, opens and closes with the Menu button', () => {
    renderShell();
    const button = screen.getByRole('button', { name: 'Menu' });
    const aside = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(aside.className).toMatch(/(^| )hidden( |$)/);
    expect(aside.className).toContain('md:block');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(aside.className).not.toMatch(/(^| )hidden( |$)/);
    fireEvent.click(screen.getByRole('button', { name: 'Close Menu' }));
    expect(aside.className).toMatch(/(^| )hidden( |$)/);
  });

  it('closes the menu when a link is followed', () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
