import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { makePng, WEBM, widgetZip } from '../support/fixture-files.ts';
import { DEMO_PASSWORD, e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { shoot as shootAt } from '../support/screenshots.ts';

// Issue 7 journeys 1 and 4 — spec 01 §2 Campaign components page, §4 component lifecycle, §5 component
// rules, §6 canEditCampaigns, §7 component and label calls. Demo data (tools/seed): editor@example.com
// edits the Nebula team's campaigns, viewer@example.com reads them; Nova Energy offers all 12 types and
// has its own chatbot account (nebula_bot).

test.describe.configure({ mode: 'serial' });

const SLUG = 'nova-energy-summer';
const NAME = 'Nova Energy Summer Push';
const componentsUrl = `${e2eUrls.manager}/campaigns/${SLUG}/components`;
const SHOP = 'nova-e2e.myshopify.com';

const shoot = (page: Page, name: string) => shootAt(page, `components-${name}`, { fullPage: name !== 'form' && name !== 'add-modal' });

const PNG_SMALL = makePng(8, 4, [0xe1, 0x1d, 0x48]);
const PNG_WIDE = makePng(16, 4, [0xe1, 0x1d, 0x48]);

const png = (name: string, buffer = PNG_SMALL) => ({ name, mimeType: 'image/png', buffer });

// ---- A confirmed Shopify shop for the conversion popup (contract 4), through the stand-in. ----

async function confirmShop(request: APIRequestContext) {
  const signIn = await request.post(`${e2eUrls.api}rest-auth/login/`, {
    data: { username: 'editor@example.com', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const headers = { Authorization: `Token ${((await signIn.json()) as { key: string }).key}` };
  const query: Record<string, string> = { shop: SHOP, timestamp: String(Math.floor(Date.now() / 1000)) };
  const message = Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  query.hmac = createHmac('sha256', 'advocate-local-secret').update(message).digest('hex');
  const install = await request.get(`${e2eUrls.api}shopify/install/?${new URLSearchParams(query)}`, { headers });
  expect(install.ok(), await install.text()).toBe(true);
  const authorize = new URL(((await install.json()) as { url: string }).url);
  const approved = await request.post(`${authorize.origin}${authorize.pathname}`, {
    form: Object.fromEntries(authorize.searchParams),
    maxRedirects: 0,
  });
  const back = new URL(approved.headers().location ?? '');
  const confirm = await request.get(`${e2eUrls.api}shopify/confirm/?${back.searchParams}`, { headers });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

// ---- Page helpers. ----

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openForm(page: Page, typeName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Component' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Component' });
  await add.getByLabel('Component Type').selectOption({ label: typeName });
  await expect(add.getByTestId('type-description')).not.toBeEmpty();
  await add.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('form', { name: `New Component: ${typeName}` });
  await expect(form).toBeVisible();
  return form;
}

async function submit(page: Page, form: Locator, name: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/components/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create' }).click();
  const response = await answer;
  expect(response.status(), `${name}: ${await response.text()}`).toBe(201);
  await expect(form).toBeHidden();
  await expect(card(page, name)).toBeVisible();
}

/** One component of each of the 12 types, each with what its type needs (spec 01 §5). */
const creations: Array<[string, string, (form: Locator) => Promise<void>]> = [
  [
    'Live Graphics',
    'E2E Overlay',
    async (form) => {
      await form.getByLabel('Image or Video').setInputFiles(png('overlay.png'));
      await form.getByLabel('Link').fill('https://nova-energy.example.com/live');
      await form.getByLabel('Duration (seconds)').fill('30');
    },
  ],
  [
    'Banner Graphics',
    'E2E Panel',
    async (form) => {
      await form.getByLabel('Image', { exact: true }).setInputFiles(png('panel.png'));
      await form.getByLabel('Link').fill('https://nova-energy.example.com/panel-1');
    },
  ],
  [
    'Chat Bot Posts',
    'E2E Chat Post',
    async (form) => {
      await form.getByLabel('Message', { exact: true }).fill('Stay charged with Nova');
      await form.getByRole('button', { name: 'Insert Link' }).click();
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Stay charged with Nova {{link}}');
      await form.getByLabel('Link').fill('https://nova-energy.example.com/chat');
      await expect(form.getByLabel('Message Interval (minutes)')).toHaveValue('20');
      await form.getByLabel('Post at Minute').selectOption({ label: ':15' });
    },
  ],
  [
    'Chat Bot Commands',
    'E2E Command',
    async (form) => {
      await form.getByLabel('Command').fill('!nova');
      await form.getByLabel('Message', { exact: true }).fill('Nova Energy, summer flavours');
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form.getByText('Commands cannot begin with !')).toBeVisible();
      await form.getByLabel('Command').fill('novae2e');
    },
  ],
  [
    'Suggested Tweets',
    'E2E Tweet',
    async (form) => {
      await form.getByLabel('Tweet', { exact: true }).fill('Streaming with Nova tonight!');
      await form.getByRole('button', { name: 'Insert Link' }).click();
      await form.getByLabel('Link').fill('https://nova-energy.example.com/tweet');
      await form.getByLabel('Image', { exact: true }).setInputFiles(png('tweet.png'));
      await expect(form.getByText('/ 280 characters')).toBeVisible();
    },
  ],
  [
    'Suggested Retweets',
    'E2E Retweet',
    async (form) => {
      await form.getByLabel('Tweet URL').fill('https://twitter.com/novaenergy/status/1790000000000000001');
    },
  ],
  [
    'Fullscreen Video',
    'E2E Trailer',
    async (form) => {
      await form.getByRole('button', { name: 'Create' }).click();
      await expect(form.getByText('You must add at least a youtube url or video file, but not both')).toBeVisible();
      await form.getByLabel('Video File').setInputFiles({ name: 'trailer.webm', mimeType: 'video/webm', buffer: WEBM });
    },
  ],
  [
    'Custom Links',
    'E2E Link',
    async (form) => {
      await form.getByLabel('Link').fill('https://nova-energy.example.com/offer-e2e');
      await form.getByLabel('Source Keyword').fill('novae2e');
    },
  ],
  [
    'Advocate Widgets',
    'E2E Widget',
    async (form) => {
      await form.getByLabel('Widget (zip)').setInputFiles({ name: 'widget.zip', mimeType: 'application/zip', buffer: widgetZip() });
    },
  ],
  [
    'Conversion Popups',
    'E2E Popup',
    async (form) => {
      await form.getByLabel('Shop').selectOption(SHOP);
      await form.getByLabel('Image or Video').setInputFiles(png('popup.png'));
      await form.getByLabel('Popup Message').fill('{name} just got a Nova!');
    },
  ],
  [
    'Watch Parties',
    'E2E Watch Party',
    async (form) => {
      await form.getByLabel('Description').fill('Season finale together');
    },
  ],
  [
    'Dynamic Calls to Action',
    'E2E Promo',
    async (form) => {
      await expect(form.getByLabel('Text Widgets (one name per line)')).toHaveValue('Headline');
      await form.getByLabel('Text Widgets (one name per line)').fill('Headline\nPromo Code');
      await form.getByLabel('Image', { exact: true }).setInputFiles(png('promo.png'));
    },
  ],
];

test('an editor creates one component of each type, versions a banner, archives, reactivates and groups', async ({ page, request }) => {
  test.setTimeout(240_000);
  await confirmShop(request);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(componentsUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
  await expect(page).toHaveTitle(`Components · ${NAME} | Advocate`);
  await expect(page.getByRole('heading', { level: 2, name: 'Live Graphics' })).toBeVisible();
  const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(sections.indexOf('Live Graphics')).toBeLessThan(sections.indexOf('Banner Graphics'));
  expect(sections.indexOf('Banner Graphics')).toBeLessThan(sections.indexOf('Dynamic Calls to Action'));
  await expect(page.getByLabel('Show Past Components')).toBeVisible();
  await expectAccessible(page, 'components (editor)');
  await shoot(page, 'editor');

  await page.getByRole('button', { name: 'Add New Component' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Component' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Add New Component' }).getByLabel('Component Type').selectOption({ label: 'Banner Graphics' });
  await expectAccessible(page, 'add new component');
  await shoot(page, 'add-modal');
  await page.keyboard.press('Escape');

  for (const [typeName, name, fill] of creations) {
    const form = await openForm(page, typeName);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await fill(form);
    if (typeName === 'Banner Graphics') {
      await expectAccessible(page, 'banner form');
      await shoot(page, 'form');
    }
    await submit(page, form, name);
  }
  await expect(card(page, 'E2E Overlay').getByTestId('image-dimensions')).toHaveText('8 x 4');
  // The widget runs in a sandboxed frame from its unpacked zip.
  await card(page, 'E2E Widget').scrollIntoViewIfNeeded();
  await expect(card(page, 'E2E Widget').locator('iframe[sandbox="allow-scripts"]')).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Widget preview: E2E Widget"]').getByRole('heading', { name: 'Spin the wheel' }),
  ).toBeVisible();
  await expect(card(page, 'E2E Trailer').locator('video')).toBeVisible();

  // Edit the banner: a new image and link make a new version.
  const panel = card(page, 'E2E Panel');
  await panel.getByRole('button', { name: 'Edit E2E Panel' }).click();
  const edit = page.getByRole('form', { name: 'Edit E2E Panel' });
  await edit.getByLabel('Image', { exact: true }).setInputFiles(png('panel-2.png', PNG_WIDE));
  await edit.getByLabel('Link').fill('https://nova-energy.example.com/panel-2');
  const patched = page.waitForResponse((r) => r.url().includes('/api/v1/components/') && r.request().method() === 'PATCH');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await patched).status()).toBe(200);
  await expect(edit).toBeHidden();
  await expect(panel.getByText('https://nova-energy.example.com/panel-2')).toBeVisible();
  await expect(panel.getByTestId('image-dimensions').first()).toHaveText('16 x 4');

  // The history: one entry per content id, newest first; reactivate the first version.
  await panel.getByRole('button', { name: 'Show the version history of E2E Panel' }).click();
  const history = panel.getByRole('region', { name: 'Version History' });
  await expect(history.getByTestId('version-entry')).toHaveCount(2);
  await expect(history.getByTestId('version-entry').first()).toContainText('Active Version');
  await expectAccessible(page, 'version history');
  await shoot(page, 'versions');
  await history.getByRole('button', { name: 'Reactivate version 1' }).click();
  await expect(panel.getByText('https://nova-energy.example.com/panel-1').first()).toBeVisible();
  await expect(history.getByTestId('version-entry')).toHaveCount(2);
  await expect(history.getByTestId('version-entry').first()).toContainText('panel-1');
  await expect(history.getByTestId('version-entry').first()).toContainText('Active Version');

  // Archive, then reactivate through Show Past Components.
  await card(page, 'E2E Chat Post').getByRole('button', { name: 'Delete E2E Chat Post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete E2E Chat Post?' });
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'E2E Chat Post')).toBeHidden();
  await page.getByLabel('Show Past Components').check();
  await card(page, 'E2E Chat Post').getByRole('button', { name: 'Reactivate E2E Chat Post' }).click();
  await expect(card(page, 'E2E Chat Post').getByRole('button', { name: 'Reactivate E2E Chat Post' })).toBeHidden();
  await page.getByLabel('Show Past Components').uncheck();
  await expect(card(page, 'E2E Chat Post')).toBeVisible();

  // Groups: a new group, then Manage Groups and one batch update.
  await page.getByRole('button', { name: 'Add New Group' }).click();
  const newGroup = page.getByRole('dialog', { name: 'Add New Group' });
  await newGroup.getByRole('button', { name: 'Create' }).click();
  await expect(newGroup.getByText('Required Field')).toBeVisible();
  await newGroup.getByLabel('Group Name').fill('x'.repeat(33));
  await newGroup.getByRole('button', { name: 'Create' }).click();
  await expect(newGroup.getByText('Must be no more than 32 characters')).toBeVisible();
  await newGroup.getByLabel('Group Name').fill('E2E Night Owls');
  await newGroup.getByRole('button', { name: 'Create' }).click();
  await expect(newGroup).toBeHidden();
  const save = page.getByRole('button', { name: 'Save Group Changes' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Manage Groups' }).click();
  await panel.getByLabel('Add E2E Panel to a group').selectOption({ label: 'E2E Night Owls' });
  await card(page, 'E2E Tweet').getByLabel('Add E2E Tweet to a group').selectOption({ label: 'E2E Night Owls' });
  await expect(save).toBeEnabled();
  await shoot(page, 'manage-groups');
  const batch = page.waitForResponse((r) => r.url().endsWith('/api/v1/labels/batch_update/') && r.request().method() === 'PUT');
  await save.click();
  expect((await batch).status()).toBe(200);
  await page.reload();
  await expect(card(page, 'E2E Panel').getByRole('list', { name: 'Groups' })).toContainText('E2E Night Owls');
  await expect(card(page, 'E2E Tweet').getByRole('list', { name: 'Groups' })).toContainText('E2E Night Owls');
  await expect(page.getByRole('button', { name: 'Save Group Changes' })).toBeDisabled();
});

test('a read-only manager sees the components page without any control', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(componentsUrl);
  await expect(page.getByRole('heading', { level: 2, name: 'Banner Graphics' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const name of [
    'Add New Component',
    'Manage Groups',
    'Add New Group',
    'Save Group Changes',
    /^Edit /,
    /^Delete /,
    /^Reactivate /,
    /^Remove from /,
  ]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('combobox', { name: /to a group$/ })).toHaveCount(0);
  await expectAccessible(page, 'components (read-only)');
  await shoot(page, 'read-only');
});
