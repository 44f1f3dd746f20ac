import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot } from '../support/screenshots.ts';

// Issue 30 part 4 — the activity log: a manager's change shows with who, when, what and before -> after;
// secrets never show; filters, CSV export; managers without view-users get no page. Decisions 800-804.
// Demo data (tools/seed): editor@example.com (users: view) manages Nebula and the demo team; Blaze
// Burgers is Crimson's, which the editor does not manage; viewer@example.com has users: none.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SLUG = 'nova-energy-summer';
const table = (page: Page) => page.getByRole('table', { name: 'Activity' });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);

/** Full-page shots at both sizes (nothing wider than the phone), back to desktop. */
async function shots(page: Page, name: string) {
  for (const [label, size] of DESKTOP_AND_PHONE) {
    await shoot(page, name, { dir: 'activity', sizes: [[label, size]] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${label}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

test("an editor's change shows at the top of their teams' activity, a rotated secret never does", async ({ page, request }) => {
  const headers = await apiAuth(request, 'editor@example.com');
  const source = `e2e-${Date.now().toString(36)}`;
  const settings = await request.put(`${e2eUrls.api}campaign-link-settings/${SLUG}/`, { headers, data: { utm_source: source } });
  expect(settings.ok(), await settings.text()).toBe(true);
  // Twice: the first may make the campaign's first secret, the second replaces one.
  const secrets: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const rotated = await request.post(`${e2eUrls.api}campaign-conversion-secret/${SLUG}/rotate/`, { headers });
    expect(rotated.ok(), await rotated.text()).toBe(true);
    secrets.push(((await rotated.json()) as { secret: string }).secret);
  }

  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/activity`);
  await expect(page).toHaveTitle('Activity | Advocate');

  // Newest first: the rotations, then the UTM change with its before and after.
  await expect(firstRow(page)).toContainText('Webhooks & secrets · Conversion secret rotated');
  await expect(firstRow(page)).toContainText('conversion secret: hidden → hidden');
  const utm = table(page).getByRole('row').nth(3);
  await expect(utm).toContainText('editor@example.com');
  await expect(utm).toContainText('Campaign · Link settings updated');
  await expect(utm).toContainText('Nova Energy Summer Push');
  await expect(utm).toContainText(new RegExp(`utm source: .* → ${source}`));
  for (const secret of secrets) await expect(page.locator('body')).not.toContainText(secret);
  // Only the editor's teams: Crimson's entries are not there.
  await expect(table(page)).not.toContainText('Blaze Burgers Gaming Week');
  await expectAccessible(page, 'activity page (editor)');
  await shots(page, 'activity-editor');

  // Filters: kind, then campaign and dates; Clear brings everything back.
  await page.getByLabel('Kind', { exact: true }).selectOption('manager');
  await expect(firstRow(page)).toContainText('Manager · Updated');
  await expect(firstRow(page)).toContainText('viewer@example.com');
  // The viewer's teams include Crimson, which the editor does not manage: its name is left out.
  await expect(firstRow(page)).not.toContainText('Crimson Collective');
  // Levels and file types read as words, not codes (decision 850).
  await expect(firstRow(page)).toContainText('permissions campaigns: Read/Write → Read Only');
  await page.getByLabel('Kind', { exact: true }).selectOption('report');
  await expect(firstRow(page)).toContainText('type: — → PDF');
  await page.getByLabel('Kind', { exact: true }).selectOption('');
  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: 'Nova Energy Summer Push' });
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  // Some entries, and (once the filters apply) none of another campaign: only the header row lacks the name.
  await expect(firstRow(page)).toContainText('Nova Energy Summer Push');
  await expect(table(page).getByRole('row').filter({ hasNotText: 'Nova Energy Summer Push' })).toHaveCount(1);
  await expectAccessible(page, 'activity page (filtered)');
  await shots(page, 'activity-filtered');

  // The CSV of the filters: every entry they select, the secret still not in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activity.csv');
  const csv = readFileSync((await file.path()) as string, 'utf8');
  expect(csv.split('\n')[0]).toBe('time,person,kind,action,team,campaign,subject,changes');
  expect(csv).toContain(`link_settings_updated,Nebula Esports,Nova Energy Summer Push`);
  expect(csv).toContain(source);
  for (const secret of secrets) expect(csv).not.toContain(secret);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Campaign', { exact: true })).toHaveValue('');
});

test("an admin sees every team's activity and filters by team", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'admin@example.com');
  await page.goto(`${e2eUrls.manager}/activity`);
  await expect(table(page)).toContainText('Blaze Burgers Gaming Week');
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Crimson Collective' });
  await expect(firstRow(page)).toBeVisible();
  await expect(table(page)).not.toContainText('Nova Energy Summer Push');
  await expectAccessible(page, 'activity page (admin)');
  await shots(page, 'activity-admin');
});

test('a manager who cannot view users has no Activity page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto(`${e2eUrls.manager}/activity`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
});
