import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';

// Issue 26 item 5: at 390x844 every page fits the screen (tables turn into cards, as the managers
// table does), stays accessible, and the open menu shows the word mark once. The campaign's
// Compliance page is the compliance work's own check. One signed-in page per console, one test per
// page of it, so a slow machine fails the page that is slow, not the whole tour.

const PHONE = { width: 390, height: 844 };
const CAMPAIGN = `${e2eUrls.manager}/campaigns/nova-energy-summer`;

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 90_000 });

/** Waits until the page shows its heading and nothing is still loading. */
async function settled(page: Page) {
  // Each page's chunk loads first; the machine running the suite may be busy.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
}

/** The elements reaching past the right edge, to name in a failure. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 5).join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`,
      ),
  );

/** Tables wider than the box they sit in: a table that only scrolls inside its box is not a card. */
const scrollingTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.parentElement && table.getBoundingClientRect().width > table.parentElement.clientWidth + 1)
      .map((table) => table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? 'a table'),
  );

/**
 * The document does not scroll sideways, no table scrolls inside its box, and the page passes axe;
 * saved for a look when PHONE_SHOTS names a folder.
 */
async function expectFits(page: Page, label: string) {
  await settled(page);
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  const culprits = width.scroll > width.inner ? (await overflowing(page)).join('; ') : '';
  if (process.env.PHONE_SHOTS)
    await page.screenshot({ path: `${process.env.PHONE_SHOTS}/${label.replace(/\W+/g, '_')}.png`, fullPage: true });
  expect(width.scroll, `${label} scrolls sideways: ${culprits}`).toBeLessThanOrEqual(width.inner);
  expect(await scrollingTables(page), `${label} has tables that scroll sideways`).toEqual([]);
  await expectAccessible(page, `${label} at 390 px`);
}

async function visit(page: Page, url: string, label: string) {
  await page.goto(url);
  await expectFits(page, label);
}

/** The menu on a phone opens over the page with the word mark once: the top bar's. */
async function expectOneWordMark(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Advocate', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Close Menu' }).click();
}

/** A page of its own context, kept signed in across the describe's tests. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test.describe('the login app at 390 px', () => {
  for (const path of [
    '/login',
    '/login/manager',
    '/login/broadcaster',
    '/login/chatbot',
    '/sign-up',
    '/login/reset-request',
    '/invite/demo-campaign-invite',
    '/no-such-page',
  ]) {
    test(`${path} fits`, async ({ page }) => {
      await visit(page, `${e2eUrls.login}${path}`, `login ${path}`);
    });
  }
});

test.describe('the manager console at 390 px, as an admin', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    page = await phonePage(browser);
    await signedInAs(page, 'admin@example.com');
    await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`, { timeout: 30_000 });
  });
  test.afterAll(() => page.context().close());

  test('the open menu shows the word mark once', async () => {
    await settled(page);
    await expectOneWordMark(page);
  });

  const pages: Array<[label: string, url: string]> = [
    ...['/dashboard', '/campaigns', '/managers', '/profile', '/admin', '/admin/next-chatbot-posts'].map((p): [string, string] => [
      `manager ${p}`,
      `${e2eUrls.manager}${p}`,
    ]),
    ...[
      '',
      '/management',
      '/components',
      '/channels',
      '/metrics',
      '/metrics?view=clicks',
      '/metrics?view=games',
      '/metrics?view=reports',
    ].map((p): [string, string] => [`campaign ${p || 'overview'}`, `${CAMPAIGN}${p}`]),
  ];
  for (const [label, url] of pages) {
    test(`${label} fits`, async () => {
      await visit(page, url, label);
    });
  }

  test('campaign channels, detailed layout, fits', async () => {
    await page.goto(`${CAMPAIGN}/channels`);
    await settled(page);
    await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Detailed' }).click();
    await expectFits(page, 'campaign channels detailed');
  });
});

test.describe('the creator studio at 390 px, as a broadcaster', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    page = await phonePage(browser);
    await page.goto(`${e2eUrls.login}/login/broadcaster`);
    await page.getByRole('button', { name: /twitch/i }).click();
    await authorizeOnTwitchStandIn(page, 'streamer_one');
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`), { timeout: 30_000 });
  });
  test.afterAll(() => page.context().close());

  test('the open menu shows the word mark once', async () => {
    await settled(page);
    await expectOneWordMark(page);
  });

  for (const path of [
    '/dashboard',
    '/panels',
    '/twitter',
    '/chatbot',
    '/links',
    '/stream-preview',
    '/watch-party',
    '/campaigns',
    '/profile',
  ]) {
    test(`studio ${path} fits`, async () => {
      await visit(page, `${e2eUrls.creator}${path}`, `studio ${path}`);
    });
  }
});
