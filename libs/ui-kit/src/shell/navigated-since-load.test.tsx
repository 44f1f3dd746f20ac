import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Fade } from '../feedback/fade.tsx';
import { useNavigatedSinceLoad } from './navigated-since-load.ts';

// Decision 770: the first page of a load is shown at once; a move to another page fades in.
function Shell() {
  const { pathname } = useLocation();
  const navigated = useNavigatedSinceLoad();
  return (
    <>
      <Link to="/profile">Profile</Link>
      <Link to="/dashboard">Dashboard</Link>
      <Fade key={pathname} appear={navigated}>
        <h1>{pathname}</h1>
      </Fade>
    </>
  );
}

const fadeOf = (heading: string) => screen.getByRole('heading', { name: heading }).parentElement!;

describe('the first page of a load, then navigations', () => {
  it('shows the load page at full opacity, and fades in every page moved to, the load page too', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(fadeOf('/dashboard').style.opacity).toBe('1');
    expect(fadeOf('/dashboard').dataset.fade).toBe('in');

    fireEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(fadeOf('/profile').style.opacity).toBe('0');
    expect(fadeOf('/profile').dataset.fade).toBe('start');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(fadeOf('/profile').style.opacity).toBe('1');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(fadeOf('/dashboard').dataset.fade).toBe('start');
  });
});
