import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { Button, ToastHost, useModalManager } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEATURE_MODAL } from '../channels-texts.ts';
import { toLocalInput } from '../lib/feature-times.ts';
import { FeatureBroadcasterModal } from './feature-broadcaster-modal.tsx';

const DAY = 86_400_000;
const campaign = {
  slug: 'spring',
  start_date: new Date(Date.now() - 10 * DAY).toISOString(),
  end_date: new Date(Date.now() + 20 * DAY).toISOString(),
};

function Opener() {
  const { openModal } = useModalManager();
  return <Button onClick={() => openModal(FEATURE_MODAL)}>Feature This Campaign</Button>;
}

function renderModal() {
  const feature = vi.fn(async () => ({ id: 1 }));
  renderWithApi(
    <>
      <Opener />
      <FeatureBroadcasterModal campaign={campaign} broadcaster="alpha" feature={feature} />
      <ToastHost />
    </>,
    { client: createFakeApiClient() },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Feature This Campaign' }));
  return { feature, dialog: screen.getByRole('dialog', { name: 'Feature Broadcaster' }) };
}

describe('Feature Broadcaster (spec 01 §2, §5)', () => {
  it('does not submit with no input: start and end are required', async () => {
    const { feature, dialog } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText(messages.required)).toHaveLength(2));
    expect(feature).not.toHaveBeenCalled();
  });

  it('bounds both pickers to the campaign dates and refuses a time outside them', async () => {
    const { feature, dialog } = renderModal();
    const start = within(dialog).getByLabelText('Start') as HTMLInputElement;
    const end = within(dialog).getByLabelText('End') as HTMLInputElement;
    for (const input of [start, end]) {
      expect(input.min).toBe(toLocalInput(campaign.start_date));
      expect(input.max).toBe(toLocalInput(campaign.end_date));
    }
    fireEvent.change(start, { target: { value: toLocalInput(new Date(Date.now() + DAY)) } });
    fireEvent.change(end, { target: { value: toLocalInput(new Date(Date.now() + 30 * DAY)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(messages.withinCampaignDates)).toBeTruthy();
    expect(feature).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: toLocalInput(new Date(Date.now() + 2 * DAY)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(feature).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
  });
});
