import { createFakeApiClient, makeBroadcaster, renderWithApi } from '@advocate/api-client/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_REQUEST } from './lib/settings-messages.ts';
import { WatchPartyPage } from './watch-party-page.tsx';

const user = makeBroadcaster({ username: 'streamer_one' });
const party = (id: number, source: string | null) => ({
  id,
  game: 'Rocket League',
  api_key: `key-${id}`,
  current_version: { source },
  component_id: id * 10,
  campaign: 'nova',
});

function renderPage(parties: unknown[]) {
  renderWithApi(<WatchPartyPage />, { client: createFakeApiClient({ 'GET rest-auth/user/': user, 'GET watch-parties/': parties }) });
}

describe('watch party page (spec 02 §2)', () => {
  it('embeds the first watch party (YouTube watch address as embed) and answers its settings request to its origin only', async () => {
    renderPage([party(1, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'), party(2, 'https://party.example/room')]);
    const frame = (await screen.findByTitle('Watch party: Rocket League')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    const target = frame.contentWindow as Window;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);

    const send = (origin: string, source: MessageEventSource | null, data: unknown = { type: SETTINGS_REQUEST }) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { origin, source, data })));
    send('https://evil.example', target);
    send('https://www.youtube.com', window);
    send('https://www.youtube.com', target, { type: 'something else' });
    expect(post).not.toHaveBeenCalled();

    send('https://www.youtube.com', target);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { type: 'advocate:watch-party:settings', widget_id: 10, watch_party_id: 1, username: 'streamer_one', api_key: 'key-1' },
      'https://www.youtube.com',
    );
  });

  it('skips a watch party without a usable source', async () => {
    renderPage([party(1, null), party(2, 'javascript:alert(1)'), party(3, 'https://party.example/room')]);
    expect((await screen.findByTitle('Watch party: Rocket League')).getAttribute('src')).toBe('https://party.example/room');
  });

  it('the empty text', async () => {
    renderPage([]);
    expect(await screen.findByText("You don't have any active Watch Parties right now.")).toBeTruthy();
  });
});
