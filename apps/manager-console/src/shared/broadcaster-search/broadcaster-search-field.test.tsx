import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BroadcasterSearchField } from './broadcaster-search-field.tsx';

const people = Array.from({ length: 12 }, (_, i) => ({ username: `streamer_${i}`, profile_image: null, platforms: ['twitch' as const] }));

function Harness({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BroadcasterSearchField
      label="Broadcaster"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
      filters={{ team: 7, excludeOnTeam: true }}
    />
  );
}

/** The query of a call, as URLSearchParams. */
const queryOf = (call: FakeCall) => new URLSearchParams(call.path.split('?')[1] ?? '');

function renderField() {
  const client = createFakeApiClient({
    'GET /api/v1/broadcasters/search/': (call: FakeCall) => people.filter((p) => p.username.includes(queryOf(call).get('username') ?? '')),
  });
  renderWithApi(<Harness />, { client });
  return { client, input: screen.getByRole('combobox', { name: 'Broadcaster' }) as HTMLInputElement };
}

describe('BroadcasterSearchField', () => {
  it('asks nothing for one character', async () => {
    const { client, input } = renderField();
    fireEvent.change(input, { target: { value: 's' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(client.calls).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows at most 10 suggestions from two characters, with the filters', async () => {
    const { client, input } = renderField();
    fireEvent.change(input, { target: { value: 'st' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(Object.fromEntries(queryOf(client.calls[0]))).toMatchObject({ username: 'st', team: '7', exclude_on_team: 'true' });
  });

  it('is keyboard operable: arrows move, Enter picks, Escape closes', async () => {
    const { input } = renderField();
    fireEvent.change(input, { target: { value: 'streamer_1' } });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(3));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('streamer_10');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'streamer_1' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with a click', async () => {
    const { input } = renderField();
    fireEvent.change(input, { target: { value: 'streamer_11' } });
    const option = await screen.findByRole('option', { name: /streamer_11/ });
    fireEvent.click(option);
    expect(input.value).toBe('streamer_11');
  });
});
