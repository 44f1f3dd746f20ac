import type { BroadcasterAction } from '@advocate/api-client';
import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { actionStore, completed, makeAction } from '../../shared/broadcaster-actions/action-fixtures.ts';
import { PanelsPage } from './panels-page.tsx';

const version = (image: string, link: string | null = 'http://api.test/l/abc') => ({
  component_id: 0,
  image,
  link,
  message: null,
  created: '2026-01-01T00:00:00Z',
  config: {},
});

function renderPanels(actions: BroadcasterAction[]) {
  const store = actionStore(actions);
  const view = renderWithApi(
    <MemoryRouter>
      <PanelsPage />
    </MemoryRouter>,
    { client: createFakeApiClient(store.answers) },
  );
  return { ...view, store };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Twitch Panels page (spec 02 §2, §4)', () => {
  it('with nothing at all: Required Actions with its empty text, My Banners with its own, and the desktop note', async () => {
    renderPanels([]);
    expect(await screen.findByText("You've completed all your required actions!")).toBeTruthy();
    expect(tab('Required Actions').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/can only be set up on a desktop computer/)).toBeTruthy();
    fireEvent.click(tab('My Banners'));
    expect(screen.getByText('You have no Twitch Panels')).toBeTruthy();
  });

  it('opens on My Banners when nothing is required and banners exist, 3 columns with their links', async () => {
    renderPanels([
      completed(makeAction('banner-add', { component_id: 1, component: 'Alpha', version: version('http://api.test/uploads/a.png') }), 3),
      completed(
        makeAction('banner-add', {
          component_id: 2,
          component: 'Beta',
          version: version('http://api.test/uploads/b.png', 'http://api.test/l/bbb'),
        }),
        2,
      ),
      makeAction('twitter-send-tweet'),
    ]);
    await screen.findByRole('img', { name: 'Alpha banner' });
    expect(tab('My Banners').getAttribute('aria-selected')).toBe('true');
    const grid = screen.getByRole('list', { name: 'My Banners' });
    expect(grid.className).toContain('grid-cols-[repeat(3,320px)]');
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['http://api.test/uploads/a.png', 'http://api.test/uploads/b.png']);
    expect(within(grid).getByRole('link', { name: 'http://api.test/l/bbb' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Copy Link: Beta' })).toBeTruthy();
  });

  it('lists the open banner actions newest first and completes one through its confirmation', async () => {
    const older = makeAction('banner-remove', { component: 'Old banner', hoursAgo: 5, version: version('http://api.test/uploads/o.png') });
    const newer = makeAction('banner-add', { component: 'New banner', hoursAgo: 1, version: version('http://api.test/uploads/n.png') });
    const { client } = renderPanels([
      older,
      newer,
      completed(makeAction('banner-add', { component_id: 9, version: version('x.png') }), 10),
    ]);
    await screen.findByText('New banner');
    expect(tab('Required Actions').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Add Banner', 'Remove Banner']);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Completed: Add Banner, New banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Banner' });
    expect(within(dialog).getByText('Have you added this banner to your Twitch panels with its link?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    await waitFor(() => expect(screen.queryByText('New banner')).toBeNull());
    expect(client.calls.filter((c) => c.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `broadcaster-actions/${newer.id}/`, data: { completion_action: 'mark_complete' } }),
    ]);
    // The banner now on the panels, and the latest completed action may be marked incomplete.
    fireEvent.click(tab('My Banners'));
    expect(await screen.findByRole('img', { name: 'New banner banner' })).toBeTruthy();
    expect(screen.getByText(/Last completed:/).closest('p')?.textContent).toContain('Add Banner · New banner');
  });

  it('marks the latest completed panel action incomplete, which puts it back in Required Actions', async () => {
    const done = completed(makeAction('banner-update', { component: 'Spring banner', version: version('s.png') }), 1);
    const { client } = renderPanels([done, completed(makeAction('banner-add', { component: 'Earlier', version: version('e.png') }), 4)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Incomplete: Update Banner, Spring banner' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mark Incomplete' })).getByRole('button', { name: 'Mark Incomplete' }),
    );
    fireEvent.click(tab('Required Actions'));
    expect(await screen.findByRole('button', { name: 'Mark as Completed: Update Banner, Spring banner' })).toBeTruthy();
    expect(client.calls.filter((c) => c.method === 'PATCH').map((c) => c.data)).toEqual([{ completion_action: 'mark_incomplete' }]);
  });

  it('offers no Mark Incomplete when the latest completed action is not a panel action', async () => {
    renderPanels([completed(makeAction('banner-add', { version: version('a.png') }), 4), completed(makeAction('twitter-send-tweet'), 1)]);
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: /Mark Incomplete/ })).toBeNull();
  });
});
