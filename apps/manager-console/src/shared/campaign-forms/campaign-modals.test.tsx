import type { CampaignDetail } from '@advocate/api-client';
import { useResource } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeAdmin, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { Button, ToastHost, useModalManager } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CAMPAIGN_UPDATE_MODAL,
  CampaignUpdateModal,
  DELETE_CAMPAIGN_MODAL,
  DeleteCampaignModal,
  END_CAMPAIGN_MODAL,
  END_OR_DELETE_FAILED,
  EndCampaignModal,
  SPONSOR_MODAL,
  SponsorModal,
} from './index.ts';

const campaign = {
  slug: 'spring',
  name: 'Spring Push',
  client: 'Acme',
  website: 'https://acme.example.com',
  description: 'About',
  start_date: '2030-01-01T10:00:00.000Z',
  end_date: null,
} as unknown as CampaignDetail;

function Opener({ name }: { name: string }) {
  const { openModal } = useModalManager();
  return <Button onClick={() => openModal(name)}>open</Button>;
}

function renderModal(name: string, ui: ReactNode, answers: Record<string, unknown>) {
  const client = createFakeApiClient({ 'GET rest-auth/user/': makeAdmin(), ...answers });
  renderWithApi(
    <>
      <Opener name={name} />
      {ui}
      <ToastHost />
    </>,
    { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') },
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return client;
}

describe('CampaignUpdateModal', () => {
  it("is the single Details page with 'Update'; saves the details and says 'Update Succeeded!'", async () => {
    const client = renderModal(CAMPAIGN_UPDATE_MODAL, <CampaignUpdateModal campaign={campaign} />, {
      'PATCH campaigns/spring/': (call: { data: unknown }) => ({ ...campaign, ...(call.data as object) }),
    });
    expect((screen.getByLabelText('Campaign Name') as HTMLInputElement).value).toBe('Spring Push');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.required)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: 'Spring Push 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({ name: 'Spring Push 2', client: 'Acme', end_date: null });
  });

  it('shows a server refusal on its field and under the form', async () => {
    renderModal(CAMPAIGN_UPDATE_MODAL, <CampaignUpdateModal campaign={campaign} />, {
      'PATCH campaigns/spring/': fakeApiError(400, { non_field_errors: [messages.campaignEnded] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.campaignEnded);
  });
});

describe('SponsorModal', () => {
  it("creates a campaign of the team with the team's seconds per impression", async () => {
    const onCreated = vi.fn();
    const client = renderModal(
      SPONSOR_MODAL,
      <SponsorModal team={{ id: 4, name: 'Nebula', seconds_per_impression: 30 }} onCreated={onCreated} />,
      {
        'POST campaigns/': (call: { data: unknown }) => ({ slug: 'acme', ...(call.data as object) }),
      },
    );
    expect((screen.getByLabelText('Seconds per impression') as HTMLInputElement).value).toBe('30');
    fireEvent.change(screen.getByLabelText('Sponsor Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(client.calls.find((c) => c.method === 'POST')?.data).toMatchObject({
      name: 'Acme',
      team: 4,
      seconds_per_impression: 30,
      budget: 1,
      target: 1,
    });
  });
});

describe('DeleteCampaignModal and EndCampaignModal', () => {
  it('deletes after confirmation', async () => {
    const onDeleted = vi.fn();
    const client = renderModal(DELETE_CAMPAIGN_MODAL, <DeleteCampaignModal campaign={campaign} onDeleted={onDeleted} />, {
      'DELETE campaigns/spring/': null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(client.routes).toContain('DELETE campaigns/spring/');
  });

  it('ends with end_date now, and says so when it cannot', async () => {
    const onEnded = vi.fn();
    const client = renderModal(END_CAMPAIGN_MODAL, <EndCampaignModal campaign={campaign} onEnded={onEnded} />, {
      'PATCH campaigns/spring/': fakeApiError(500, { detail: 'A server error occurred.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'End Campaign' }));
    expect((await screen.findByRole('alert')).textContent).toBe(END_OR_DELETE_FAILED);
    expect(onEnded).not.toHaveBeenCalled();
    client.answer('PATCH campaigns/spring/', (call: { data: unknown }) => ({ ...campaign, ...(call.data as object) }));
    fireEvent.click(screen.getByRole('button', { name: 'End Campaign' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalled());
    const sent = client.calls.filter((c) => c.method === 'PATCH').at(-1)?.data as { end_date: string };
    expect(Math.abs(new Date(sent.end_date).getTime() - Date.now())).toBeLessThan(5000);
  });
});

/** Reads some cached keys, as the pages around the modals do. */
function Readers({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((key) => (
        <Reader key={key} path={key} />
      ))}
    </>
  );
}
function Reader({ path }: { path: string }) {
  const { data } = useResource<unknown>(path);
  return data === undefined ? null : <span>read {path}</span>;
}

describe('what a campaign write reads again', () => {
  it("reads every campaigns page, the team reads and this campaign's reads again, not another campaign's", async () => {
    const keys = [
      'campaigns/?include_metrics=true',
      'dashboard-campaigns/',
      'team-broadcasters/?team=4&days=30',
      'campaigns/spring/get_statuses/',
      'labels/?campaign=spring',
      'labels/?campaign=autumn',
      'squads/?team=4',
    ];
    const client = renderModal(
      CAMPAIGN_UPDATE_MODAL,
      <>
        <Readers keys={keys} />
        <CampaignUpdateModal campaign={campaign} />
      </>,
      {
        ...Object.fromEntries(keys.map((key) => [`GET ${key}`, []])),
        'PATCH campaigns/spring/': (call: { data: unknown }) => ({ ...campaign, ...(call.data as object) }),
      },
    );
    for (const key of keys) await screen.findByText(`read ${key}`);
    const reads = () => new Map(keys.map((key) => [key, client.routes.filter((r) => r === `GET ${key}`).length]));
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    const after = reads();
    expect(keys.filter((key) => after.get(key) !== before.get(key))).toEqual([
      'campaigns/?include_metrics=true',
      'dashboard-campaigns/',
      'team-broadcasters/?team=4&days=30',
      'campaigns/spring/get_statuses/',
      'labels/?campaign=spring',
    ]);
  });
});
