import type { Component } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeCampaignSummary, renderWithApi } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentsToolbarModals } from './toolbar-modals.tsx';

const campaign = makeCampaignSummary({
  slug: 'nova',
  available_components: ['live-graphics', 'fullscreen-video', 'twitch-chat-bot'],
});
const status = (username: string, s: string) => ({
  username,
  status: s,
  profile_image: null,
  platforms: ['twitch'],
  invited_at: null,
  responded_at: null,
});
const video = (id: number, name: string, extra: Partial<Component> = {}) =>
  ({ id, name, type: 'fullscreen-video', is_ready: true, is_deleted: false, start_time: null, end_time: null, ...extra }) as Component;
const components = [
  video(7, 'Launch Trailer'),
  video(8, 'Not Ready', { is_ready: false }),
  { ...video(9, 'Graphic'), type: 'live-graphics' } as Component,
];

function renderToolbar(canEdit = true, more: Record<string, unknown> = {}) {
  const client = createFakeApiClient({
    'GET campaigns/nova/get_statuses/': [status('zed', 'Active'), status('amy', 'Active'), status('pat', 'Pending')],
    'GET next-chatbot-posts/?campaign=nova': [
      {
        username: 'amy',
        next_post: '2030-01-01T10:00:00Z',
        waiting_for: null,
        chat_lines: 20,
        component: 3,
        component_name: 'Nova Bot',
        campaign: 'nova',
        campaign_name: 'Nova',
      },
      {
        username: 'zed',
        next_post: null,
        waiting_for: 'chat',
        chat_lines: 7,
        component: 3,
        component_name: 'Nova Bot',
        campaign: 'nova',
        campaign_name: 'Nova',
      },
      {
        username: 'pat',
        next_post: null,
        waiting_for: 'live',
        chat_lines: 0,
        component: 3,
        component_name: 'Nova Bot',
        campaign: 'nova',
        campaign_name: 'Nova',
      },
    ],
    'POST video-trigger/': { triggered: 2 },
    'POST browsersource-preview/': {
      url: 'http://localhost:3000/browsersource/zed/?preview=1.2.sig',
      expires_at: '2030-01-01T00:00:00.000Z',
    },
    ...more,
  });
  renderWithApi(
    <>
      <ComponentsToolbarModals campaign={campaign} components={components} canEdit={canEdit} />
      <ToastHost />
    </>,
    { client },
  );
  return client;
}

afterEach(() => vi.restoreAllMocks());

describe('components toolbar modals (spec 01 §2)', () => {
  it('shows the three buttons for the offered types; no trigger without edit rights', () => {
    renderToolbar();
    for (const name of ['Trigger Fullscreen Video', 'Preview Live Graphics', 'Upcoming Chatbot Posts'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('read-only: the two views only; a campaign without those types shows none', () => {
    renderToolbar(false);
    expect(screen.queryByRole('button', { name: 'Trigger Fullscreen Video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview Live Graphics' })).toBeTruthy();
  });

  it('Trigger: required fields, then the chosen Active broadcasters and video; Component Triggered!', async () => {
    const client = renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Fullscreen Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trigger Fullscreen Video' });
    await within(dialog).findByRole('checkbox', { name: 'amy' });
    expect(within(dialog).queryByRole('checkbox', { name: 'pat' })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a fullscreen video', 'Launch Trailer']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trigger' }));
    expect(within(dialog).getAllByText('Required Field')).toHaveLength(2);
    expect(client.routes).not.toContain('POST video-trigger/');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'zed' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'amy' }));
    fireEvent.change(within(dialog).getByLabelText('Component'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trigger' }));
    expect(await screen.findByText('Component Triggered!')).toBeTruthy();
    expect(client.calls.find((c) => c.path === 'video-trigger/')?.data).toEqual({ broadcasters: ['zed', 'amy'], component: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Trigger: the server’s field message shows under its field', async () => {
    renderToolbar(true, { 'POST video-trigger/': fakeApiError(400, { broadcasters: ['Please select a valid broadcaster!'] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Trigger Fullscreen Video' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select all' }));
    fireEvent.change(within(dialog).getByLabelText('Component'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trigger' }));
    expect(await within(dialog).findByText('Please select a valid broadcaster!')).toBeTruthy();
  });

  it('Preview: broadcasters alphabetical; Open Preview opens the signed preview address in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const client = renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: 'Preview Live Graphics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview Live Graphics' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['amy', 'zed']),
    );
    fireEvent.change(within(dialog).getByLabelText('Broadcaster'), { target: { value: 'zed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Preview' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://localhost:3000/browsersource/zed/?preview=1.2.sig', '_blank', 'noopener,noreferrer'),
    );
    expect(client.calls.find((c) => c.path === 'browsersource-preview/')?.data).toEqual({ campaign: 'nova', broadcaster: 'zed' });
  });

  it('Upcoming Chatbot Posts: broadcasters with their next post, ascending', async () => {
    renderToolbar(false);
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming Chatbot Posts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upcoming Chatbot Posts' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['amy', 'zed', 'pat']);
    // A time only when it will really post then; otherwise what it waits for (decision 704).
    expect(rows[1].querySelector('time')?.getAttribute('dateTime')).toBe('2030-01-01T10:00:00Z');
    expect(within(rows[2]).getAllByRole('cell')[1].textContent).toBe('Waiting for 20 chat lines (7 so far)');
    expect(within(rows[3]).getAllByRole('cell')[1].textContent).toBe('Waiting for the channel to go live');
    expect(rows[2].querySelector('time')).toBeNull();
  });
});
