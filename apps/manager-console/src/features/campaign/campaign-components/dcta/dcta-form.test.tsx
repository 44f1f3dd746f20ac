import type { Component } from '@advocate/api-client';
import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DctaForm } from './dcta-form.tsx';

const component = { id: 5, name: 'Live Promo', type: 'dynamic-cta' } as Component;
const dcta = {
  id: 11,
  component: 5,
  rendered_image: null,
  widgets: [
    { id: 1, type: 'text', name: 'Headline', text: 'Tonight only' },
    { id: 2, type: 'text', name: 'Subline', text: 'Code NOVA' },
  ],
};

function renderForm(canEdit: boolean) {
  let current: typeof dcta | (Omit<typeof dcta, 'rendered_image'> & { rendered_image: string }) = dcta;
  const client = createFakeApiClient({
    'GET dctas/?component=5': () => [current],
    'PUT widgets/text/1/': (call: FakeCall) => ({ ...dcta.widgets[0], ...(call.data as object) }),
    'PUT widgets/text/2/': (call: FakeCall) => ({ ...dcta.widgets[1], ...(call.data as object) }),
    'POST dctas/11/render/': () => (current = { ...dcta, rendered_image: 'http://api.test/uploads/dctas/x.svg' }),
  });
  renderWithApi(
    <>
      <DctaForm component={component} canEdit={canEdit} />
      <ToastHost />
    </>,
    { client },
  );
  return client;
}

describe('dynamic call to action form (spec 01 §2, §7)', () => {
  it('one text input per text widget; Update saves the changed ones, then renders; Update Succeeded!', async () => {
    const client = renderForm(true);
    const headline = (await screen.findByLabelText('Headline')) as HTMLInputElement;
    expect(headline.value).toBe('Tonight only');
    fireEvent.change(headline, { target: { value: 'This weekend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    const writes = client.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path} ${JSON.stringify(c.data ?? null)}`);
    expect(writes).toEqual(['PUT widgets/text/1/ {"text":"This weekend"}', 'POST dctas/11/render/ null']);
    const graphic = await screen.findByRole('img', { name: 'Current graphic of Live Promo' });
    expect(graphic.getAttribute('src')).toBe('http://api.test/uploads/dctas/x.svg');
  });

  it('refuses a text over 280 characters without calling the API', async () => {
    const client = renderForm(true);
    fireEvent.change(await screen.findByLabelText('Subline'), { target: { value: 'x'.repeat(281) } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Must be no more than 280 characters')).toBeTruthy();
    await waitFor(() => expect(client.calls.filter((c) => c.method !== 'GET')).toEqual([]));
  });

  it('read-only: the texts without Update', async () => {
    renderForm(false);
    expect(await screen.findByText('Tonight only')).toBeTruthy();
    expect(screen.getByText('Headline')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
