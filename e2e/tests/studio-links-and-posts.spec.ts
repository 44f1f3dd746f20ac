import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { watchCspViolations } from '../support/csp-violations.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { overlayAddressOf, signedInAs } from '../support/sign-in.ts';
import { DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Issue 26 item 5, on the seeded demo (tools/seed): streamer_one has custom links, a banner placed
// from an older version of Orbit Chairs' panel (decision 703), chatbot posts scheduled in channels
// whose chat has not moved yet (decision 704), and an overlay (CSP and favicon).
const TRACKED = new RegExp(`^${e2eUrls.api.replace(/\/api\/v1\/$/, '')}/l/[A-Za-z0-9]{6}$`);
const WAITING = /^(Waiting for the channel to go live|Waiting for 20 chat lines \(\d+ so far\))$/;

const shoot = (page: Page, name: string) => shootAt(page, name, { sizes: DESKTOP_AND_PHONE, after: { width: 1280, height: 720 } });

/** Every <time> on the page is now or later: no "next post" in the past. */
async function noTimeInThePast(page: Page) {
  const times = await page.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  for (const time of times) expect(Date.parse(time), time).toBeGreaterThanOrEqual(Date.now() - 60_000);
}

test('streamer_one: tracked addresses on /links, tracked banner links, what the chatbot waits for, a clean overlay', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchCspViolations(page);
  const address = await overlayAddressOf(page, 'streamer_one');

  // /links: the tracked address itself, as text beside its Copy button.
  await page.goto(`${e2eUrls.creator}/links`);
  const first = page.locator('[data-testid^="custom-link-"]').first();
  await expect(first.getByTestId('tracked-address')).toHaveText(TRACKED);
  await expect(first.getByRole('button', { name: /^Copy Link: / })).toBeVisible();
  await expectAccessible(page, 'custom links');
  await shoot(page, 'links');

  // /panels, My Banners: each banner links through streamer_one's tracked link.
  await page.goto(`${e2eUrls.creator}/panels`);
  await page.getByRole('tab', { name: 'My Banners' }).click();
  const banners = page.getByRole('list', { name: 'My Banners' }).getByRole('listitem');
  await expect(banners.first()).toBeVisible();
  for (const href of await banners.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? '')))
    expect(href).toMatch(TRACKED);
  await expectAccessible(page, 'panels, my banners');
  await shoot(page, 'panels-my-banners');

  // /chatbot: no next post in the past; quiet channels say what they wait for.
  await page.goto(`${e2eUrls.creator}/chatbot`);
  await expect(page.locator('[data-testid^="chatbot-message-"]').first()).toBeVisible();
  await expect(page.getByText(WAITING).first()).toBeVisible();
  await noTimeInThePast(page);
  await expectAccessible(page, 'chatbot messages');
  await shoot(page, 'chatbot');

  // The overlay: one frame-src, no CSP error in the console, and a favicon (no /favicon.ico asked for).
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const response = await page.goto(address);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp.match(/frame-src/g)).toHaveLength(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expect(page.getByRole('main', { name: 'Overlay' })).toBeAttached();
  // The overlay keeps its event stream open (never network-idle): give a favicon request time to show.
  await page.waitForTimeout(1500);
  expect(asked).not.toContain('/favicon.ico');
  expect(violations).toEqual([]);
});

test('the admin page of next chatbot posts shows real times or what each post waits for', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.manager}/`));
  await page.goto(`${e2eUrls.manager}/admin/next-chatbot-posts`);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('cell', { name: WAITING }).first()).toBeVisible();
  await noTimeInThePast(page);
  await expectAccessible(page, 'admin next chatbot posts');
  await shoot(page, 'admin-next-chatbot-posts');
});

test('the Upcoming Chatbot Posts modal shows real times or what each post waits for', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.manager}/`));
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer/components`);
  await page.getByRole('button', { name: 'Upcoming Chatbot Posts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upcoming Chatbot Posts' });
  await expect(dialog.getByRole('cell', { name: WAITING }).first()).toBeVisible();
  await noTimeInThePast(page);
  await expectAccessible(page, 'upcoming chatbot posts modal');
  await shoot(page, 'upcoming-chatbot-posts-modal');
});
