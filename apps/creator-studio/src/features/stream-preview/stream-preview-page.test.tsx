import type { Rotation, User } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeBroadcaster, makeProfile, renderWithApi } from '@advocate/api-client/testing';
import type { FakeCall } from '@advocate/api-client/testing';
import { clearSession } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamPreviewPage } from './stream-preview-page.tsx';

const OVERLAP = 'Woops! Looks like some of your graphics are overlapping. You must not have overlapping graphics to save your positioning.';

afterEach(() => {
  clearSession();
  setWindowWidth(1024);
});

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const streamer = makeBroadcaster({
  username: 'streamer_one',
  email: 'one@example.com',
  profile: makeProfile({ base_canvas_resolution: '1920x1080' }),
});
const rotations: Rotation[] = [
  {
    id: 7,
    name: 'Default rotation',
    campaigns: ['nova', 'star'],
    xPos: 0,
    yPos: 0,
    scale: 1,
    images: [
      { image_url: 'https://api.test/uploads/nova.png', version_id: 11, component_id: 1, campaign: 'nova' },
      { image_url: 'https://api.test/uploads/star.png', version_id: 12, component_id: 2, campaign: 'star' },
    ],
  },
  {
    id: 9,
    name: 'Aurora Cloud Gaming',
    campaigns: ['aurora'],
    xPos: 0,
    yPos: 0,
    scale: 1,
    images: [{ image_url: 'https://api.test/uploads/aurora.webm', version_id: 13, component_id: 3, campaign: 'aurora' }],
  },
];
const natural: Record<string, [number, number]> = {
  'https://api.test/uploads/nova.png': [400, 120],
  'https://api.test/uploads/star.png': [320, 160],
  'https://api.test/uploads/aurora.webm': [300, 100],
};

/** The server's answer to the bulk update: the rotations with the sent positions. */
const stored = (call: FakeCall) =>
  rotations.map((r) => ({ ...r, ...((call.data as Array<{ id: number }>).find((p) => p.id === r.id) ?? {}) }));

function renderPage(options: { list?: Rotation[]; put?: (call: FakeCall) => unknown; user?: User } = {}) {
  const user = options.user ?? streamer;
  const client = createFakeApiClient({
    'GET rest-auth/user/': user,
    'GET rotations/': options.list ?? rotations,
    'PUT rotations/bulk_update/': options.put ?? stored,
    'PUT rest-auth/user/': (call: FakeCall) => {
      const data = call.data as { profile?: object; stream_preview_screenshot?: unknown };
      const screenshot =
        data.stream_preview_screenshot instanceof Blob ? 'https://api.test/uploads/shot.png' : user.profile.stream_preview_screenshot;
      return { ...user, profile: { ...user.profile, ...data.profile, stream_preview_screenshot: screenshot } };
    },
  });
  renderWithApi(
    <>
      <StreamPreviewPage />
      <ToastHost />
    </>,
    { client },
  );
  return {
    client,
    puts: (path: string) => client.calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.data),
  };
}

/** Lets the images and videos 'load' with their natural sizes, as a browser would. */
function loadMedia() {
  for (const img of document.querySelectorAll('img')) {
    const size = natural[img.getAttribute('src') ?? ''];
    if (!size) continue;
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: size[0] });
    Object.defineProperty(img, 'naturalHeight', { configurable: true, value: size[1] });
    fireEvent.load(img);
  }
  for (const video of document.querySelectorAll('video')) {
    const size = natural[video.getAttribute('src') ?? ''];
    Object.defineProperty(video, 'videoWidth', { configurable: true, value: size[0] });
    Object.defineProperty(video, 'videoHeight', { configurable: true, value: size[1] });
    fireEvent.loadedMetadata(video);
  }
}

const graphic = (id: number) => screen.getByTestId(`graphic-${id}`);
const press = (id: number, key: string, times = 1) => {
  for (let i = 0; i < times; i += 1) fireEvent.keyDown(graphic(id), { key });
};

describe('stream preview (spec 02 §2)', () => {
  it('is desktop only', async () => {
    setWindowWidth(800);
    const { client } = renderPage();
    expect(await screen.findByText('You need to be on a desktop to edit your stream')).toBeTruthy();
    expect(client.routes).not.toContain('GET rotations/');
    act(() => setWindowWidth(1400));
    expect(await screen.findByRole('heading', { name: 'Default rotation' })).toBeTruthy();
  });

  it('shows the empty state without rotations', async () => {
    renderPage({ list: [] });
    expect(await screen.findByText('No Components Available')).toBeTruthy();
  });

  it('lists each rotation with arrows only when it has several images, a counter, dots and the scale', async () => {
    renderPage();
    const first = await screen.findByTestId('rotation-7');
    const second = screen.getByTestId('rotation-9');
    expect(within(first).getByTestId('image-counter').textContent).toBe('1 / 2');
    expect(within(second).getByTestId('image-counter').textContent).toBe('1 / 1');
    expect(within(second).queryByRole('button', { name: /Next image/ })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Next image of Default rotation' }));
    expect(within(first).getByTestId('image-counter').textContent).toBe('2 / 2');
    fireEvent.click(within(first).getByRole('button', { name: 'Next image of Default rotation' }));
    expect(within(first).getByTestId('image-counter').textContent).toBe('1 / 2');
    fireEvent.click(within(first).getByRole('button', { name: 'Show image 2 of Default rotation' }));
    expect(within(first).getByTestId('image-counter').textContent).toBe('2 / 2');
    const slider = within(first).getByRole('slider', { name: 'Scale' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['25', '100', '100']);
    expect(document.querySelector('video')?.muted).toBe(true);
  });

  it('blocks saving while graphics overlap, then saves the changed positions once apart', async () => {
    const { puts } = renderPage();
    await screen.findByTestId('rotation-7');
    loadMedia();
    expect(graphic(7).dataset.overlapping).toBe('true');
    expect(graphic(9).dataset.overlapping).toBe('true');
    expect(screen.getByText('No unsaved changes')).toBeTruthy();

    press(9, 'ArrowRight');
    expect(graphic(9).getAttribute('aria-label')).toBe('Aurora Cloud Gaming: x 10, y 0, 100% scale');
    expect(within(screen.getByTestId('unsaved-changes')).getByText('Aurora Cloud Gaming')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Positioning' }));
    expect(screen.getByRole('alert').textContent).toBe(OVERLAP);
    expect(puts('rotations/bulk_update/')).toEqual([]);

    // The default rotation's box is 400 x 160 (its largest images): 16 steps down clears it.
    press(9, 'ArrowDown', 16);
    expect(graphic(9).dataset.overlapping).toBe('false');
    expect(screen.queryByText(OVERLAP)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Positioning' }));
    expect(await screen.findByText('Positioning Saved!')).toBeTruthy();
    expect(puts('rotations/bulk_update/')).toEqual([[{ id: 9, xPos: 10, yPos: 160, scale: 1 }]]);
    await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeTruthy());
  });

  it('keeps graphics within 20 px of the edges', async () => {
    renderPage();
    await screen.findByTestId('rotation-7');
    loadMedia();
    press(7, 'ArrowLeft', 5);
    press(7, 'ArrowUp', 5);
    expect(graphic(7).getAttribute('aria-label')).toBe('Default rotation: x -20, y -20, 100% scale');
  });

  it('scales with the slider and resets to the saved positions', async () => {
    const { puts } = renderPage();
    const first = await screen.findByTestId('rotation-7');
    loadMedia();
    fireEvent.change(within(first).getByRole('slider', { name: 'Scale' }), { target: { value: '50' } });
    expect(graphic(7).getAttribute('aria-label')).toBe('Default rotation: x 0, y 0, 50% scale');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Positioning' }));
    expect(graphic(7).getAttribute('aria-label')).toBe('Default rotation: x 0, y 0, 100% scale');
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(puts('rotations/bulk_update/')).toEqual([]);
  });

  it('shows the save failure', async () => {
    renderPage({ put: () => fakeApiError(400, { scale: ['Must be between 0.25 and 1'] }) });
    await screen.findByTestId('rotation-7');
    loadMedia();
    press(9, 'ArrowDown', 30);
    fireEvent.click(screen.getByRole('button', { name: 'Save Positioning' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save this stream layout.');
  });

  it('saves the base resolution on the profile and keeps graphics inside the new canvas', async () => {
    const { puts } = renderPage();
    await screen.findByTestId('rotation-7');
    loadMedia();
    const select = screen.getByLabelText('Base resolution') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['1920x1080', '1600x900', '1440x810', '1360x768', '1280x720']);
    press(9, 'ArrowRight', 170); // x 1640: beyond a 1280 wide canvas
    fireEvent.change(select, { target: { value: '1280x720' } });
    expect(await screen.findByText('Base Resolution Updated!')).toBeTruthy();
    expect(puts('rest-auth/user/')).toEqual([
      { username: 'streamer_one', email: 'one@example.com', profile: { base_canvas_resolution: '1280x720' } },
    ]);
    await waitFor(() => expect(graphic(9).getAttribute('aria-label')).toBe('Aurora Cloud Gaming: x 1000, y 0, 100% scale'));
    expect(select.value).toBe('1280x720');
  });

  it('uploads a screenshot (gif, jpeg, jpg, png) as the background; other files are refused', async () => {
    const { puts } = renderPage();
    await screen.findByTestId('rotation-7');
    const input = screen.getByLabelText('Stream screenshot') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Must be a valid graphic file type.')).toBeTruthy();
    expect(puts('rest-auth/user/')).toEqual([]);
    const shot = new File(['png'], 'shot.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [shot] } });
    expect(await screen.findByText('Screenshot Updated!')).toBeTruthy();
    expect(puts('rest-auth/user/')).toEqual([{ username: 'streamer_one', email: 'one@example.com', stream_preview_screenshot: shot }]);
    await waitFor(() =>
      expect(screen.getByTestId('stream-canvas').querySelector('img[src="https://api.test/uploads/shot.png"]')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Remove Screenshot' })).toBeTruthy();
  });

  it('explains itself in a help modal', async () => {
    renderPage();
    await screen.findByTestId('rotation-7');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Positioning your live graphics' });
    expect(within(dialog).getByText(/Graphics must not overlap/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
