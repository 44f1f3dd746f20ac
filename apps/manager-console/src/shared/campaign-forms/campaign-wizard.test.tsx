import { useCampaigns } from '@advocate/api-client';
import { createFakeApiClient, makeAdmin, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { Button, ToastHost, useModalManager } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_WIZARD_MODAL, CampaignWizard } from './index.ts';

const admin = makeAdmin({ username: 'admin@example.com' });

function Opener() {
  const { openModal } = useModalManager();
  useCampaigns(); // the sidebar's list
  return <Button onClick={() => openModal(CAMPAIGN_WIZARD_MODAL)}>Create New Campaign</Button>;
}

function renderWizard(onCreated = vi.fn()) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': admin,
    'GET teams/': [{ id: 4, name: 'Nebula', logo: null, is_demo: false, seconds_per_impression: 20 }],
    'GET teams/4/get_statuses/': [
      { username: 'streamer_one', profile_image: null, status: 'Active', invited_at: null, responded_at: null },
      { username: 'gone_gamer', profile_image: null, status: 'Deactivated', invited_at: null, responded_at: null },
    ],
    'GET squads/?team=4': [{ id: 9, name: 'Alpha Squad', team: 4, roster: ['streamer_one', 'nightowl_gg'] }],
    'GET campaigns/': [],
    'POST campaigns/': (call: { data: unknown }) => ({ slug: 'spring-push', name: 'Spring Push', ...(call.data as object) }),
  });
  renderWithApi(
    <>
      <Opener />
      <CampaignWizard onCreated={onCreated} />
      <ToastHost />
    </>,
    { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create New Campaign' }));
  return { client, onCreated };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const heading = () => screen.getByRole('dialog').querySelector('h3')?.textContent;

describe('CampaignWizard (spec 01 §2 Modals)', () => {
  it('checks the Details page before Next and shows the first message once submit failed', async () => {
    renderWizard();
    expect(heading()).toBe('Details');
    next();
    expect(heading()).toBe('Details');
    expect(await screen.findByText(messages.required)).toBeTruthy();
  });

  it('walks Details, Requirements, Participation and Settings, Back included, and submits only on the last page', async () => {
    const { client, onCreated } = renderWizard();
    fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: 'Spring Push' } });
    await screen.findByRole('option', { name: 'Nebula' });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '4' } });
    next();
    expect(heading()).toBe('Requirements');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toBe('Details');
    next();
    next();
    expect(heading()).toBe('Participation');
    fireEvent.click(await screen.findByLabelText('streamer_one'));
    expect(screen.queryByLabelText('gone_gamer')).toBeNull();
    fireEvent.click(screen.getByLabelText('Alpha Squad (2)'));
    next();
    expect(heading()).toBe('Settings');
    expect(client.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByLabelText('Require activation of broadcasters who accept an invite'));
    // Spec 01 §1, §3: dynamic calls to action are one of the campaign's available components.
    expect((screen.getByLabelText('Dynamic Calls to Action') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(await screen.findByText('Campaign Created!')).toBeTruthy();
    const post = client.calls.find((c) => c.method === 'POST');
    expect(post?.data).toMatchObject({
      name: 'Spring Push',
      team: 4,
      broadcasters_to_add: ['streamer_one'],
      squads: [9],
      auto_active_invites: false,
      budget: 1,
      target: 1,
      seconds_per_impression: 15,
      end_date: null,
    });
    expect((post?.data as { available_components: string[] }).available_components).toContain('dynamic-cta');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The sidebar list reads again.
    await waitFor(() => expect(client.routes.filter((r) => r === 'GET campaigns/').length).toBe(2));
  });

  it('starts on page 1 with an empty form at every opening', async () => {
    renderWizard();
    fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: 'Half done' } });
    next();
    expect(heading()).toBe('Requirements');
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New Campaign' }));
    expect(heading()).toBe('Details');
    expect((screen.getByLabelText('Campaign Name') as HTMLInputElement).value).toBe('');
  });
});
