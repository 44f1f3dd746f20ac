import { messages } from '@advocate/validation';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth, makeNebulaCampaign } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Issue 26 (console flows): spec 01 §1 and §3 the wizard's components (dynamic calls to action), §2
// Management (End Campaign, Delete Campaign), §4 ended and deleted campaigns, §8 texts; decisions
// 680 (a failed action shows the server's message), 681 (ending an upcoming campaign), 682, 683.

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);

const shoot = (page: Page, name: string) => shootAt(page, name, { dir: 'console-flows', sizes: DESKTOP_AND_PHONE, after: DESKTOP });

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Create New Campaign' });
const menuButton = (page: Page, name: string) => page.getByRole('group', { name: 'Campaign menu' }).getByRole('button', { name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();
const management = (slug: string) => `${e2eUrls.manager}/campaigns/${slug}/management`;

test('an admin creates an upcoming campaign offering Dynamic Calls to Action, then ends it before it starts', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Upcoming ${RUN}`;
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns`);
  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await wizard(page).getByLabel('Campaign Name').fill(name);
  await wizard(page).getByLabel('Team').selectOption({ label: 'Nebula Esports' });
  for (let i = 0; i < 3; i += 1) await wizard(page).getByRole('button', { name: 'Next' }).click();
  await expect(wizard(page).locator('h3')).toHaveText('Settings');
  await expect(wizard(page).getByLabel('Dynamic Calls to Action')).toBeChecked();
  await expectAccessible(page, 'wizard settings');
  await shoot(page, 'wizard-settings');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/campaigns/') && r.request().method() === 'POST');
  await wizard(page).getByRole('button', { name: 'Submit' }).click();
  const body = (await (await created).json()) as { slug: string; available_components: string[] };
  expect(body.available_components).toContain('dynamic-cta');
  await expect(toast(page, 'Campaign Created!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${body.slug}$`));
  await expect(page.getByText(/This campaign has not started yet/)).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'created campaign');
  await shoot(page, 'campaign-created');

  // End Campaign on a campaign that has not started: it ends now (decision 681), then /dashboard.
  await page.goto(management(body.slug));
  await menuButton(page, 'End Campaign').click();
  const end = page.getByRole('dialog', { name: 'End Campaign' });
  await expectAccessible(page, 'end campaign modal');
  const ended = page.waitForResponse((r) => r.url().endsWith(`/campaigns/${body.slug}/`) && r.request().method() === 'PATCH');
  await end.getByRole('button', { name: 'End Campaign' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const headers = await apiAuth(page.request, 'admin@example.com');
  const read = (await (await page.request.get(`${e2eUrls.api}campaigns/${body.slug}/`, { headers })).json()) as {
    start_date: string;
    end_date: string;
  };
  expect(new Date(read.end_date).getTime()).toBeLessThanOrEqual(Date.now());
  expect(new Date(read.start_date).getTime()).toBeLessThan(new Date(read.end_date).getTime());
  await page.goto(`${e2eUrls.manager}/campaigns/${body.slug}`);
  await expect(page.getByText(/This campaign ended on/)).toBeVisible({ timeout: 30_000 });
});

test('an editor deletes a campaign from Management after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Doomed ${RUN}`;
  const slug = await makeNebulaCampaign(page.request, await apiAuth(page.request), { name, components: ['banner-graphics'] });
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(management(slug));
  await menuButton(page, 'Delete Campaign').click();
  const dialog = page.getByRole('dialog', { name: 'Delete Campaign' });
  await expect(dialog.getByText(name)).toBeVisible();
  await expectAccessible(page, 'delete campaign modal');
  await shoot(page, 'delete-campaign-modal');
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await menuButton(page, 'Delete Campaign').click();
  const removed = page.waitForResponse((r) => r.url().endsWith(`/campaigns/${slug}/`) && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await removed).status()).toBe(204);
  await expect(page).toHaveURL(`${e2eUrls.manager}/campaigns`);
  await expect(toast(page, 'Campaign Deleted!')).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Nova Energy Summer Push' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expectAccessible(page, '/campaigns after delete');
  await shoot(page, 'campaigns-after-delete');
  const gone = await page.request.get(`${e2eUrls.api}campaigns/${slug}/`, { headers: await apiAuth(page.request) });
  expect(gone.status()).toBe(404);
});

test("a refused End Campaign shows the server's message, not a generic one", async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await apiAuth(page.request);
  const slug = await makeNebulaCampaign(page.request, headers, { name: `Raced ${RUN}`, components: ['banner-graphics'] });
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(management(slug));
  await expect(menuButton(page, 'End Campaign')).toBeVisible();
  // Someone else ends it meanwhile; this page still offers End Campaign.
  const elsewhere = await page.request.patch(`${e2eUrls.api}campaigns/${slug}/`, { headers, data: { end_date: new Date().toISOString() } });
  expect(elsewhere.status()).toBe(200);
  await menuButton(page, 'End Campaign').click();
  const dialog = page.getByRole('dialog', { name: 'End Campaign' });
  await dialog.getByRole('button', { name: 'End Campaign' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.campaignEnded);
  await expect(dialog.getByText("Couldn't end or delete campaign. Please try again later")).toHaveCount(0);
  await expectAccessible(page, 'end campaign refused');
  await shoot(page, 'end-campaign-refused');
});
