import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';

// Issue 26: 'Unique IPs Only' changes the Campaign tab's headline as it changes the Clicks tab (spec
// 01 §2 Filters bar, §4 unique clicks). Demo data: the Nova Energy campaign has repeat clicks from one ip.

const metricsUrl = `${e2eUrls.manager}/campaigns/nova-energy-summer/metrics`;
const card = (page: Page) =>
  page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Clicks & Conversions', exact: true }) });
const views = (page: Page) => page.getByRole('navigation', { name: 'Metrics views' });
const figure = (text: string) => Number(text.replace(/,/g, ''));
const headline = async (page: Page) => figure(/^[\d,]+/.exec(await card(page).locator('p').first().innerText())?.[0] ?? 'NaN');

test('Unique IPs Only turns the Clicks headline into the unique count', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(metricsUrl);
  await expect(card(page)).toBeVisible({ timeout: 30_000 });
  const all = await headline(page);
  const unique = figure(await card(page).getByRole('definition').first().innerText());
  expect(unique).toBeLessThan(all);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Unique IPs Only').check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/1 filter applied/)).toBeVisible();
  await expect.poll(() => headline(page)).toBe(unique);
  await expectAccessible(page, 'campaign tab, unique IPs only');

  // The Clicks tab counts the same clicks under the same filter.
  await views(page).getByRole('link', { name: 'Clicks', exact: true }).click();
  await expect(page).toHaveURL(/\?view=clicks$/);
  await views(page).getByRole('link', { name: 'Campaign', exact: true }).click();
  await expect.poll(() => headline(page)).toBe(unique);
});
