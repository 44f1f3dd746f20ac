import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SidebarProps } from './sidebar.tsx';
import { Sidebar } from './sidebar.tsx';
import type { SidebarCampaignGroup } from './sidebar-types.ts';

const groups: SidebarCampaignGroup[] = [
  { key: '1', name: 'Acme', logo: 'https://cdn.example/acme.png', campaigns: [{ slug: 'acme-spring', name: 'Acme Spring' }] },
  {
    key: '2',
    name: 'Globex',
    logo: null,
    campaigns: [
      { slug: 'globex-launch', name: 'Globex Launch' },
      { slug: 'globex-summer', name: 'Globex Summer' },
    ],
  },
];

function renderSidebar(props: Partial<SidebarProps> = {}, path = '/dashboard') {
  const onLogOut = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar
        entries={[
          { key: 'profile', label: 'Profile', path: '/profile' },
          { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
          { key: 'campaigns', label: 'Campaigns', path: '/campaigns', disabled: true },
        ]}
        onLogOut={onLogOut}
        {...props}
      />
    </MemoryRouter>,
  );
  return onLogOut;
}

describe('Sidebar', () => {
  it('renders entries, with disabled ones not followable', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Campaigns' })).toBeNull();
    expect(screen.getByText('Campaigns').getAttribute('aria-disabled')).toBe('true');
  });

  it('calls onLogOut from the log-out action', () => {
    const onLogOut = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('shows the support line only when given', () => {
    renderSidebar({ supportEmail: 'help@advocate.example' });
    expect(screen.getByRole('link', { name: 'help@advocate.example' }).getAttribute('href')).toBe('mailto:help@advocate.example');
  });

  it('groups campaigns by team with the logo or a default icon', () => {
    renderSidebar({ campaignGroups: groups });
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeTruthy();
    const globex = screen.getByRole('heading', { name: 'Globex' });
    expect(within(globex).getByTestId('default-team-icon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Globex Launch' }).getAttribute('href')).toBe('/campaigns/globex-launch');
  });

  it('has no filter box unless told to show it', () => {
    renderSidebar({ campaignGroups: groups });
    expect(screen.queryByRole('searchbox', { name: 'Filter campaigns' })).toBeNull();
  });

  it('filters campaigns by name when the filter box is shown', () => {
    renderSidebar({ campaignGroups: groups, showCampaignFilter: true });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter campaigns' }), { target: { value: 'summer' } });
    expect(screen.getByRole('link', { name: 'Globex Summer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Globex Launch' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Acme' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter campaigns' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No Campaigns Found!')).toBeTruthy();
  });

  it('lists the sub-tabs under the open campaign only', () => {
    renderSidebar(
      {
        campaignGroups: groups,
        activeCampaignSlug: 'globex-launch',
        campaignTabs: [
          { key: '', label: 'Overview' },
          { key: 'compliance', label: 'Fulfillment' },
        ],
      },
      '/campaigns/globex-launch/compliance',
    );
    const tabs = screen.getByRole('list', { name: 'Globex Launch tabs' });
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/campaigns/globex-launch');
    expect(within(tabs).getByRole('link', { name: 'Fulfillment' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Globex Summer tabs' })).toBeNull();
  });
});
