import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { shoot as shootAt } from '../support/screenshots.ts';

// Issue 9 metrics page — spec 01 §2 Campaign metrics page (sub-tabs, Filters bar, cards, charts), §4
// unique clicks, §9 number formats and top countries. Demo data (tools/seed): the Nebula team's Nova
// Energy campaign has 60 days of clicks, conversions and viewership; editor@example.com edits it,
// viewer@example.com reads it; 'Top Performers' holds streamer_one and nightowl_gg. Other journeys
// add data of their own, so figures are compared with each other, never with fixed numbers.

// Each journey signs in and waits for real charts; axe runs several times per journey.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SLUG = 'nova-energy-summer';
const metricsUrl = `${e2eUrls.manager}/campaigns/${SLUG}/metrics`;

const shoot = (page: Page, name: string) => shootAt(page, `metrics-${name}`, { fullPage: false });

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const card = (page: Page, title: string) => page.locator('li', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Waits until the chart or list under `title` is drawn (not loading, not empty). */
async function expectDrawn(page: Page, title: string) {
  const box = section(page, title);
  await expect(box.getByRole('status')).toHaveCount(0);
  await expect(box.locator('svg.recharts-surface, table').first()).toBeVisible();
}

/** The headline of a summary card as a number ('1,234' → 1234; '12.5M' → 12500000). */
async function headline(page: Page, title: string): Promise<number> {
  const text = /^[\d,.]+M?/.exec(await card(page, title).locator('p').first().innerText())?.[0] ?? '';
  const value = Number(text.replace(/,/g, '').replace(/M$/, ''));
  return text.endsWith('M') ? value * 1_000_000 : value;
}

const metricsRead = (page: Page, resource: string, has: Record<string, string>) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(`/api/v1/${resource}`) && Object.entries(has).every(([k, v]) => url.searchParams.get(k) === v);
  });

async function openMetrics(page: Page, email: string) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(metricsUrl);
  // The campaign list and the page's chunk load first; the machine running the suite may be busy.
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Metrics views' }).getByRole('link', { name: 'Campaign' })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test('an editor reads the Campaign tab and its conversion charts', async ({ page }) => {
  await openMetrics(page, 'editor@example.com');
  for (const title of [
    'Clicks & Conversions',
    'Broadcasts',
    'Live Graphic Impressions',
    'Live Graphic Display Counts',
    'Social Media',
    'Fullscreen Videos',
  ]) {
    await expect(card(page, title)).toBeVisible();
  }
  await expectDrawn(page, 'Clicks By Day');
  await expectDrawn(page, 'Viewership');
  const allClicks = await headline(page, 'Clicks & Conversions');
  expect(allClicks).toBeGreaterThan(0);
  await expectAccessible(page, 'metrics campaign tab');
  await shoot(page, 'campaign');

  await page.getByRole('button', { name: 'Show Conversion Charts' }).click();
  await expectDrawn(page, 'Conversions By Time of Day');
  await expectDrawn(page, 'Conversions By Day');
  await expect(section(page, 'Clicks By Day')).toHaveCount(0);
  await expectAccessible(page, 'metrics conversion charts');
  await shoot(page, 'conversions');
  await page.getByRole('button', { name: 'Hide Conversion Charts' }).click();
  await expectDrawn(page, 'Clicks By Day');
});

test('an editor filters by unique IPs, component type, broadcaster and group', async ({ page }) => {
  await openMetrics(page, 'editor@example.com');
  await expectDrawn(page, 'Clicks By Day');
  const allClicks = await headline(page, 'Clicks & Conversions');

  // Unique IPs Only: the same page, fewer or as many clicks (spec 01 §4).
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('From')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await filters.getByLabel('Unique IPs Only').check();
  let read = metricsRead(page, 'metrics/summary/', { unique: 'true' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  expect((await read).status()).toBe(200);
  await expect.poll(() => headline(page, 'Clicks & Conversions')).toBeLessThanOrEqual(allClicks);

  // A component type and a broadcaster.
  await filters.getByLabel('Live Graphics').check();
  await filters.getByLabel('streamer_one').check();
  await expectAccessible(page, 'metrics filters');
  await shoot(page, 'filters');
  read = metricsRead(page, 'metrics/summary/', { unique: 'true', broadcasters: 'streamer_one', component_types: 'live-graphics' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  expect((await read).status()).toBe(200);
  await expectDrawn(page, 'Clicks By Day');
  await filters.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(filters.getByLabel('streamer_one')).not.toBeChecked();

  // Groups as the alternative to broadcasters.
  await filters.getByLabel('Groups', { exact: true }).check();
  await filters.getByLabel('Top Performers').check();
  read = metricsRead(page, 'clicks/', { unique: 'true', component_types: 'live-graphics' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  const groupRead = await read;
  expect(groupRead.status()).toBe(200);
  expect(new URL(groupRead.url()).searchParams.get('groups')).toMatch(/^\d+$/);
  expect(new URL(groupRead.url()).searchParams.get('broadcasters')).toBeNull();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(filters).toBeHidden();

  // Clicks tab: the filters stay applied.
  await page.getByRole('link', { name: 'Clicks', exact: true }).click();
  await expect(page).toHaveURL(/\?view=clicks$/);
  await expect(page.getByText(/3 filters applied/)).toBeVisible();
  for (const title of [
    'Clicks By Country',
    'Clicks By Target Link',
    'Clicks By Component',
    'Clicks Over Time',
    'Clicks By Time of Day',
    'CVM By Day',
  ]) {
    await expectDrawn(page, title);
  }
  const countries = section(page, 'Clicks By Country').getByRole('row');
  expect(await countries.count()).toBeLessThanOrEqual(6);
  await expectAccessible(page, 'metrics clicks tab filtered');
  await shoot(page, 'clicks-filtered');
});

test('an editor reads the Clicks, Games and Reports tabs', async ({ page }) => {
  // The page reads clicks/ once for its default filters (the Clicks tab shares that read).
  const clicksRead = metricsRead(page, 'clicks/', { campaign: SLUG });
  await openMetrics(page, 'editor@example.com');
  await page.getByRole('link', { name: 'Clicks', exact: true }).click();
  await expect(page).toHaveURL(/\?view=clicks$/);
  const { total } = (await (await clicksRead).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  for (const title of ['Clicks By Country', 'Clicks By Target Link', 'Clicks By Component', 'Clicks Over Time', 'Clicks By Time of Day']) {
    await expectDrawn(page, title);
  }
  await expectDrawn(page, 'CVM By Day');
  await expectAccessible(page, 'metrics clicks tab');
  await shoot(page, 'clicks');

  // The raw clicks of the same filters (decision 622): one CSV row per click the page counts.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Raw Clicks (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^clicks-${SLUG}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const rows = parse(readFileSync((await download.path()) as string, 'utf8')) as string[][];
  expect(rows[0]).toEqual(['time', 'broadcaster', 'component_type', 'component_id', 'ip_addr']);
  expect(rows.length - 1).toBe(total);

  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await expectDrawn(page, 'Hours Streamed By Game');
  await expectDrawn(page, 'Viewership By Game');
  await expectAccessible(page, 'metrics games tab');
  await shoot(page, 'games');

  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\?view=reports$/);
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expectAccessible(page, 'metrics reports tab');
  await shoot(page, 'reports');
});

test('a read-only manager sees the metrics page', async ({ page }) => {
  await openMetrics(page, 'viewer@example.com');
  await expect(card(page, 'Clicks & Conversions')).toBeVisible();
  await expectDrawn(page, 'Clicks By Day');
  await expectAccessible(page, 'metrics read-only');
  await page.getByRole('link', { name: 'Clicks', exact: true }).click();
  await expectDrawn(page, 'Clicks By Country');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Apply' })).toBeVisible();
  await shoot(page, 'read-only');
});
