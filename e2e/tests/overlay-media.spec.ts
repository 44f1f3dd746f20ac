import { expect, test, type Page } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { makePng, WEBM } from '../support/fixture-files.ts';
import { overlayAddressOf } from '../support/sign-in.ts';
import { apiAuth } from '../support/api-setup.ts';
import { snap } from '../support/screenshots.ts';

// Issue 8 (browser-source overlay: fullscreen video triggers play once, full screen; the test
// pattern shows at the chosen size) and Done means ('a triggered fullscreen video plays once');
// decisions 510-512. Demo data (tools/seed): editor@example.com edits the Nebula Esports team, of
// which nightowl_gg (Twitch) is a member. The test makes its own campaign and fullscreen video.

const STAMP = Date.now().toString(36);
const LOGIN = 'nightowl_gg';
const DAY = 86_400_000;

/** Counts, in the page, every fullscreen layer and test pattern that ever appears. */
async function recordAppearances(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shown: string[] };
    w.__shown = [];
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of Array.from(m.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const id = node.getAttribute('data-testid');
          if (id === 'fullscreen-layer') w.__shown.push(`video:${node.dataset.trigger}`);
          if (id === 'test-pattern') w.__shown.push(`pattern:${node.dataset.pattern}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const appearances = (page: Page) => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);

test('a triggered fullscreen video plays once across two open overlays; a test pattern shows at its size', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const auth = await apiAuth(request);

  // A running Nebula Esports campaign with nightowl_gg Active, and a fullscreen video on it.
  const teams = (await (await request.get(`${e2eUrls.api}teams/`, { headers: auth })).json()) as Array<{ id: number; name: string }>;
  const nebula = teams.find((t) => t.name === 'Nebula Esports');
  expect(nebula, 'the seeded Nebula Esports team').toBeTruthy();
  const created = await request.post(`${e2eUrls.api}campaigns/`, {
    headers: auth,
    data: {
      name: `Overlay Media ${STAMP}`,
      team: nebula?.id,
      start_date: new Date(Date.now() - DAY).toISOString(),
      end_date: new Date(Date.now() + 30 * DAY).toISOString(),
      auto_active_invites: true,
      independent_live_graphics: true,
      broadcasters_to_add: [LOGIN],
      available_components: ['fullscreen-video', 'live-graphics'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;
  const video = await request.post(`${e2eUrls.api}components/`, {
    headers: auth,
    multipart: {
      campaign: slug,
      type: 'fullscreen-video',
      name: `Trailer ${STAMP}`,
      image: { name: 'trailer.webm', mimeType: 'video/webm', buffer: WEBM },
    },
  });
  expect(video.status(), await video.text()).toBe(201);
  const videoId = ((await video.json()) as { id: number }).id;
  const graphic = await request.post(`${e2eUrls.api}components/`, {
    headers: auth,
    multipart: {
      campaign: slug,
      type: 'live-graphics',
      name: `Media Graphic ${STAMP}`,
      config: JSON.stringify({ duration: 3 }),
      image: { name: 'graphic.png', mimeType: 'image/png', buffer: makePng(160, 90, [0x0f, 0x76, 0x6e]) },
    },
  });
  expect(graphic.status(), await graphic.text()).toBe(201);

  // The streamer's overlay, open twice (OBS and a browser tab, say).
  const address = await overlayAddressOf(page, LOGIN);
  const key = new URL(address).searchParams.get('key') ?? '';
  const pending = async () => (await request.get(`${new URL(address).origin}/browsersource/${LOGIN}/pending/?key=${key}`)).json();
  const contexts = [
    await browser.newContext({ viewport: { width: 1920, height: 1080 } }),
    await browser.newContext({ viewport: { width: 1920, height: 1080 } }),
  ];
  const overlays = await Promise.all(contexts.map((c) => c.newPage()));
  // Each display of the live graphic (3 s) is reported; the server stores it (201) or, where the other
  // overlay already reported the same seconds, refuses it (409).
  const displayStored = Promise.any(
    overlays.map((o) =>
      o.waitForResponse((r) => r.url().includes(`/browsersource/${LOGIN}/displays/`) && r.status() === 201, { timeout: 30_000 }),
    ),
  );
  for (const overlay of overlays) {
    await recordAppearances(overlay);
    await overlay.goto(address);
    await expect(overlay.locator('#overlay')).toHaveAttribute('data-ready', 'true');
  }

  await displayStored;

  // The editor triggers the video for nightowl_gg: exactly one overlay plays it, once.
  const trigger = await request.post(`${e2eUrls.api}video-trigger/`, {
    headers: auth,
    data: { component: videoId, broadcasters: [LOGIN] },
  });
  expect(trigger.status(), await trigger.text()).toBe(201);
  await expect
    .poll(async () => (await Promise.all(overlays.map(appearances))).flat().filter((s) => s.startsWith('video:')).length, {
      timeout: 10_000,
    })
    .toBe(1);
  await expect.poll(async () => (await pending()).videos.length).toBe(0);
  await expect(overlays[0].getByTestId('fullscreen-layer')).toHaveCount(0, { timeout: 15_000 });
  await expect(overlays[1].getByTestId('fullscreen-layer')).toHaveCount(0, { timeout: 15_000 });
  // It stays played: a reloaded overlay does not play it again (whichever of the two claimed it;
  // a reload starts that page's record afresh).
  const videos = async (o: Page) => (await appearances(o)).filter((s) => s.startsWith('video:')).length;
  const playedByFirst = await videos(overlays[0]);
  await overlays[1].reload();
  await expect(overlays[1].locator('#overlay')).toHaveAttribute('data-ready', 'true');
  await overlays[1].waitForTimeout(1500);
  expect(await videos(overlays[1])).toBe(0);
  expect(await videos(overlays[0])).toBe(playedByFirst);

  // A test pattern at 1280x720: shown at that size for a few seconds, then reported shown.
  await contexts[1].close();
  const asked = await request.post(`${e2eUrls.api}browsersource-test-pattern/`, {
    headers: auth,
    data: { broadcaster: LOGIN, size: '1280x720' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const pattern = overlays[0].getByTestId('test-pattern');
  await expect(pattern).toBeVisible();
  await expect(pattern).toHaveAccessibleName('Test pattern 1280x720');
  const box = await pattern.boundingBox();
  expect(box && [box.x, box.y, box.width, box.height]).toEqual([0, 0, 1280, 720]);
  await snap(overlays[0], 'overlay-test-pattern');
  await expect(pattern).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(async () => (await pending()).test_patterns.length).toBe(0);
  await contexts[0].close();
});
