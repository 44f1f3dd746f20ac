import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';
import { DESKTOP, shoot as shootAt, snap } from '../support/screenshots.ts';

// Journey 5 of issue 7 and the modals slice: spec 02 §2 /shopify/install and /shopify/confirm
// (through the Shopify stand-in), /watch-party (the frame's settings hand-shake, decision 447);
// spec 01 §2 the components toolbar modals, the dynamic call to action form and the admin next
// chatbot posts page. Demo data (tools/seed): 'Nova Energy Summer Push' offers every type, its
// editor is editor@example.com, streamer_one is Active on it (and its watch party's source is a
// YouTube watch address).

const SLUG = 'nova-energy-summer';
const SHOP = 'nova-energy.myshopify.com';

/** A 1400x900 screenshot; pages in full, an open modal as the viewport shows it. */
const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) => shootAt(page, `misc-${name}`, options);

/**
 * Every row shows its next post: a time, or what the post waits for (decision 704: the demo's
 * channels are offline, so most wait for the channel); the times come first, ascending.
 * chatbot.spec.ts shows a time appear once a channel is live with 20 chat lines.
 */
async function expectNextPostsInOrder(scope: Locator) {
  const rows = scope.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const seen = await rows.evaluateAll((nodes) =>
    nodes.map((n) => ({ at: n.querySelector('time')?.getAttribute('datetime') ?? null, text: n.textContent ?? '' })),
  );
  for (const row of seen)
    if (row.at === null) expect(row.text).toMatch(/Waiting for (the channel to go live|20 chat lines \(\d+ so far\))/);
  const stamps = seen.map((r) => r.at);
  const timed = stamps.filter((at): at is string => at !== null);
  expect(stamps.slice(0, timed.length)).toEqual([...timed].sort());
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'advocate_token')?.value;
  expect(token, 'the signed-in page holds its token cookie').toBeTruthy();
  return token as string;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('journey 5: a manager installs the Shopify app through the stand-in; the shop becomes usable on their campaign', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);

  // A bad hand-off (no signed query) asks to contact an admin.
  await page.goto(`${e2eUrls.creator}/shopify/install`);
  await expect(page.getByText("Couldn't install Shopify app...")).toBeVisible();
  await expect(page.getByText('Could Not install Shopify App. Please contact an Advocate Admin.')).toBeVisible();
  await expect(page).toHaveTitle('Install Shopify App | Advocate');
  await expectAccessible(page, 'shopify install failure');
  await shoot(page, 'shopify-install-failure');

  // The shop's admin opens the app: a signed redirect to /shopify/install, which fully redirects to the authorize page.
  await page.goto(
    `${e2eUrls.providers}/shopify/admin/apps/advocate?shop=${SHOP}&app_url=${encodeURIComponent(`${e2eUrls.creator}/shopify/install`)}`,
  );
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.providers}/shopify/admin/oauth/authorize\\?`));
  await expect(page.getByRole('heading', { name: `Install Advocate on ${SHOP}` })).toBeVisible();
  await shoot(page, 'shopify-stand-in-authorize');
  await page.getByRole('button', { name: 'Install' }).click();

  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/shopify/confirm\\?`));
  await expect(page.getByRole('heading', { name: 'Congratulations! The Advocate app is installed.' })).toBeVisible();
  await expect(page.getByText(`${SHOP} can now feed conversion popups.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText([
    'Open your campaign in the manager console.',
    'Go to the Components tab.',
    'Click Add New Component.',
    'Select Conversion Popup.',
    'Fill in the fields (images may be jpg, png, gif or webm) and choose your shop.',
    'Submit.',
  ]);
  await expectAccessible(page, 'shopify confirm');
  await shoot(page, 'shopify-confirm');

  // The confirmed shop is offered to the editor's campaign (contract 4); reloading the confirm page cannot spend the nonce twice.
  const token = await tokenOf(context);
  const shops = await page.request.get(`${e2eUrls.api}shopify/shops/?campaign=${SLUG}`, { headers: { Authorization: `Token ${token}` } });
  expect(await shops.json()).toContainEqual({ shop: SHOP });
  await page.reload();
  await expect(page.getByText('Could Not install Shopify App. Please contact an Advocate Admin.')).toBeVisible();
});

/** The page the stand-in frame shows: asks for its settings and prints what it receives. */
const FRAME_PAGE = `<!doctype html><html lang="en"><head><title>Watch party</title></head>
<body style="margin:0;padding:2rem;background:#fff;color:#111;font-family:sans-serif">
<h1>Watch party frame (test page)</h1><pre id="settings" style="white-space:pre-wrap">waiting</pre>
<script>
  window.addEventListener('message', (event) => {
    if (event.data && event.data.type === 'advocate:watch-party:settings') {
      document.getElementById('settings').textContent = JSON.stringify({ origin: event.origin, ...event.data });
    }
  });
  window.parent.postMessage({ type: 'advocate:watch-party:settings-request' }, '*');
</script></body></html>`;

test('a broadcaster opens /watch-party and the frame gets its settings', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // No network here: the YouTube embed is played by a local page that runs the hand-shake.
  await page.route('https://www.youtube.com/embed/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FRAME_PAGE }),
  );
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.getByRole('navigation').getByRole('link', { name: 'Watch Party' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/watch-party`);
  await expect(page).toHaveTitle('Watch Party | Advocate');

  const frame = page.locator('iframe[title^="Watch party"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/aqz-KE-bpKQ');
  const settings = page.frameLocator('iframe[title^="Watch party"]').locator('#settings');
  await expect(settings).toContainText('"username":"streamer_one"');
  const received = JSON.parse((await settings.textContent()) ?? '{}');
  expect(received).toMatchObject({ origin: e2eUrls.creator, type: 'advocate:watch-party:settings', username: 'streamer_one' });
  expect(received.api_key).toMatch(/^[0-9a-f]{32,}$/);
  expect(received.widget_id).toEqual(expect.any(Number));
  await expectAccessible(page, 'watch party');
  await shoot(page, 'watch-party');
});

test('the components toolbar modals and the dynamic call to action form', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/components`);
  await expect(page.getByRole('button', { name: 'Upcoming Chatbot Posts' })).toBeVisible({ timeout: 20_000 });

  // Upcoming Chatbot Posts: broadcasters with their next post (a time, or what it waits for), soonest first.
  await page.getByRole('button', { name: 'Upcoming Chatbot Posts' }).click();
  const upcoming = page.getByRole('dialog', { name: 'Upcoming Chatbot Posts' });
  await expectNextPostsInOrder(upcoming);
  await expectAccessible(page, 'upcoming chatbot posts');
  await shoot(page, 'upcoming-chatbot-posts', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(upcoming).toBeHidden();

  // Preview Live Graphics: alphabetical broadcasters; Open Preview opens the preview address in a new tab.
  await page.getByRole('button', { name: 'Preview Live Graphics' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview Live Graphics' });
  const names = await preview.getByRole('option').allTextContents();
  expect(names).toContain('streamer_one');
  expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  await preview.getByLabel('Broadcaster').selectOption('streamer_one');
  await expectAccessible(page, 'live graphics preview');
  await shoot(page, 'live-graphics-preview', { fullPage: false });
  const [popup] = await Promise.all([page.waitForEvent('popup'), preview.getByRole('button', { name: 'Open Preview' }).click()]);
  // A signed preview address of the broadcaster's overlay (decision 504): it opens without their key.
  expect(popup.url()).toMatch(new RegExp(`^${new URL(e2eUrls.api).origin}/browsersource/streamer_one/\\?preview=\\d+\\.\\d+\\.[\\w-]+$`));
  await expect(popup.locator('#overlay')).toHaveAttribute('data-ready', 'true');
  await popup.close();
  await page.keyboard.press('Escape');

  // Trigger Fullscreen Video: required fields, then one broadcaster and the video; stored for the overlay.
  await page.getByRole('button', { name: 'Trigger Fullscreen Video' }).click();
  const trigger = page.getByRole('dialog', { name: 'Trigger Fullscreen Video' });
  await trigger.getByRole('button', { name: 'Trigger' }).click();
  await expect(trigger.getByText('Required Field')).toHaveCount(2);
  await trigger.getByRole('checkbox', { name: 'streamer_one' }).check();
  const video = (await trigger.getByLabel('Component').locator('option').nth(1).getAttribute('value')) ?? '';
  await trigger.getByLabel('Component').selectOption(video);
  await expectAccessible(page, 'fullscreen video trigger');
  await shoot(page, 'fullscreen-trigger', { fullPage: false });
  await trigger.getByRole('button', { name: 'Trigger' }).click();
  await expect(toast(page, 'Component Triggered!')).toBeVisible();
  await expect(trigger).toBeHidden();

  // The dynamic call to action: change the headline, Update (widgets then render), 'Update Succeeded!'.
  const cta = page.getByRole('form', { name: /^Text of / }).first();
  await cta.scrollIntoViewIfNeeded();
  const headline = cta.getByLabel('Headline');
  await headline.fill('Nova Energy - this weekend only');
  const render = page.waitForResponse((r) => /\/dctas\/\d+\/render\/$/.test(r.url()) && r.request().method() === 'POST');
  await cta.getByRole('button', { name: 'Update' }).click();
  expect((await render).status()).toBe(200);
  await expect(toast(page, 'Update Succeeded!')).toBeVisible();
  await expect(headline).toHaveValue('Nova Energy - this weekend only');
  await expectAccessible(page, 'components page with the dcta form');
  // The new graphic is served from the uploads folder and shown on the card.
  const graphic = page.getByRole('img', { name: /^Current graphic of / }).first();
  await expect(graphic).toHaveAttribute('src', /\/uploads\/dctas\/[0-9a-f]{32}\.svg$/);
  await expect.poll(() => graphic.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await snap(cta.locator('xpath=..'), 'misc-dcta-form');
  const svg = await page.request.get((await graphic.getAttribute('src')) ?? '');
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain('>Nova Energy - this weekend only</text>');
  const rendered = await context.newPage();
  await rendered.setViewportSize(DESKTOP);
  // As an overlay shows it: through <img>.
  await rendered.setContent(
    `<body style="margin:0;background:#333"><img alt="" src="${(await graphic.getAttribute('src')) ?? ''}"></body>`,
  );
  await expect.poll(() => rendered.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(rendered, 'misc-dcta-rendered');
  await rendered.close();
});

test('the admin next chatbot posts page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.manager}/`));
  await page.goto(`${e2eUrls.manager}/admin/next-chatbot-posts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Next Chatbot Posts' })).toBeVisible();
  await expectNextPostsInOrder(page.locator('main'));
  await expectAccessible(page, 'next chatbot posts');
  await shoot(page, 'next-chatbot-posts');
});
