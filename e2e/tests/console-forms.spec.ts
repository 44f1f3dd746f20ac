import { countryName } from '@advocate/metrics-math';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Issue 26 (console flows): spec 00 §5 and §8 manager sign-in errors; spec 01 §2 the Feature
// Broadcaster form and the channels filters, §5 the Feature form, §8 'Update Succeeded!' for team
// settings; decisions 684 (sign-in errors), 685 (feature form), 686 (country names).

test.describe.configure({ mode: 'serial' });

const SLUG = 'nova-energy-summer';

const shoot = (page: Page, name: string) => shootAt(page, name, { dir: 'console-flows', sizes: DESKTOP_AND_PHONE, after: DESKTOP });

const card = (page: Page, username: string) => page.locator(`li[data-channel="${username}"]`);
const cardNames = (page: Page) => page.locator('li[data-channel] h2').allTextContents();
const toLocal = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('manager sign-in: Invalid Email Address, and a server error gives way to later client errors', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/login/manager`);
  await page.getByLabel('Email').fill('notanemail');
  await page.getByLabel('Password').fill('whatever-it-is');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await expectAccessible(page, 'sign-in invalid email');
  await shoot(page, 'sign-in-invalid-email');

  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Required Field')).toBeVisible();
  await expect(page.getByText('Unable to log in with provided credentials.')).toHaveCount(0);
  await expectAccessible(page, 'sign-in required after server error');
  await shoot(page, 'sign-in-required');
});

test('the Feature Broadcaster form needs its times and keeps to the campaign dates', async ({ page }) => {
  const headers = await apiAuth(page.request);
  const campaign = (await (await page.request.get(`${e2eUrls.api}campaigns/${SLUG}/`, { headers })).json()) as {
    start_date: string;
    end_date: string | null;
  };
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/channels`);
  await card(page, 'streamer_one').getByRole('button', { name: 'Featured Campaigns of streamer_one' }).click();
  await page
    .getByRole('dialog', { name: 'Featured Campaigns of streamer_one' })
    .getByRole('button', { name: 'Feature This Campaign' })
    .click();
  const form = page.getByRole('dialog', { name: 'Feature Broadcaster' });
  const start = form.getByLabel('Start', { exact: true });
  const end = form.getByLabel('End', { exact: true });
  await expect(start).toHaveValue('');
  await expect(end).toHaveValue('');
  for (const input of [start, end]) {
    await expect(input).toHaveAttribute('min', toLocal(campaign.start_date));
    if (campaign.end_date) await expect(input).toHaveAttribute('max', toLocal(campaign.end_date));
  }
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/featured-campaigns/') && r.method() === 'POST') posted += 1;
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Required Field')).toHaveCount(2);
  await expectAccessible(page, 'feature form required');
  await shoot(page, 'feature-form-required');
  expect(posted).toBe(0);
});

test('the channels filter finds countries by name and by code', async ({ page }) => {
  const headers = await apiAuth(page.request);
  const answer = (await (await page.request.get(`${e2eUrls.api}channels/?campaign=${SLUG}&range=30`, { headers })).json()) as {
    channels: Array<{ username: string; status: string }>;
    stats: Record<string, Record<string, { clicks_by_country: Array<{ country: string }> }>>;
  };
  const active = new Set(answer.channels.filter((c) => c.status === 'Active' || c.status === 'Campaign Ended').map((c) => c.username));
  const fromCanada = Object.entries(answer.stats['30'] ?? {})
    .filter(([username, s]) => active.has(username) && s.clicks_by_country.some((c) => c.country === 'CA'))
    .map(([username]) => username)
    .sort();
  expect(fromCanada.length, 'the seed has clicks from Canada').toBeGreaterThan(0);
  expect(countryName('CA')).toBe('Canada');
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/channels`);
  await expect(card(page, 'streamer_one')).toBeVisible();
  const filter = page.getByLabel('Filter by Games & Countries');
  for (const text of ['Canada', 'canada', 'CA']) {
    await filter.fill(text);
    await expect.poll(async () => (await cardNames(page)).filter((n) => fromCanada.includes(n)).sort()).toEqual(fromCanada);
  }
  await filter.fill('Canada');
  await expectAccessible(page, 'channels filtered by country');
  await shoot(page, 'channels-canada');
});

test("saving team settings says 'Update Succeeded!'", async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const nebula = page.getByRole('region', { name: 'Nebula Esports' });
  await nebula.getByRole('group', { name: 'Nebula Esports menu' }).getByRole('button', { name: 'Edit Team Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Edit Team Settings' });
  await settings.getByLabel('Seconds per Impression').fill('16');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Update Succeeded!' }).last()).toBeVisible();
  await expect(settings).toBeHidden();
  await expectAccessible(page, 'dashboard after team settings');
  await shoot(page, 'team-settings-saved');
});
