import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { csvRows, figure, pdfLines, sectionTables, xlsxTables, type ReadTable } from '../support/report-files.ts';
import { signedInAs } from '../support/sign-in.ts';
import { shoot as shootAt } from '../support/screenshots.ts';

// Issue 9 "Reports" — spec 01 §2 Reports tab, §3 Report and its sections, §4 generating → ready,
// §5 report validation, §7 create reports, §8 'failed to generate', §9 report defaults. An editor
// generates a PDF, an Excel and a CSV report of the seeded Nova Energy campaign for the last two
// whole weeks (UTC), downloads each and reads it back: the clicks in the files equal the clicks the
// metrics page reads (GET clicks/) for the same campaign and days.

test.describe.configure({ mode: 'serial' });
// The form's date-times are local; in UTC they are the very instants the page's whole days cover.
test.use({ timezoneId: 'UTC', acceptDownloads: true });

const SLUG = 'nova-energy-summer';
const stamp = Date.now().toString(36);
const DAY_MS = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const from = new Date(today.getTime() - 14 * DAY_MS);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const local = (d: Date) => d.toISOString().slice(0, 16);
const KINDS = [
  { type: 'PDF', name: `Nova PDF ${stamp}` },
  { type: 'Excel', name: `Nova Excel ${stamp}` },
  { type: 'CSV', name: `Nova CSV ${stamp}` },
] as const;
const TYPE_TABLE = 'Clicks by Type';
const WEEKLY_TABLE = 'Weekly Data';
/** Every section title a report prints (a table ends where the next one starts). */
const SECTION_TITLES = [
  'Campaign Parameters',
  TYPE_TABLE,
  'Clicks by Target Link',
  'Clicks by Country',
  'Clicks by Component',
  'Broadcaster Table',
  'Impressions by Broadcaster',
  'Daily Data',
  WEEKLY_TABLE,
  'Monthly Data',
  // Issue 30 part 2 (decision 815): every report ends each campaign with these two.
  'Traffic quality',
  'Traffic flags',
];

const shoot = (page: Page, name: string) => shootAt(page, `reports-${name}`, { fullPage: false });

const reportsTab = (page: Page) => page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/metrics?view=reports`);
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** The sum of a table's figure column whose header matches `column`, skipping a total row. */
function columnSum(table: ReadTable | undefined, column: RegExp): number {
  expect(table, 'the table is in the file').toBeTruthy();
  const index = (table?.header ?? []).findIndex((h) => column.test(h));
  expect(index, `${table?.title} has a ${column} column: ${table?.header.join(' | ')}`).toBeGreaterThan(0);
  const rows = (table?.rows ?? []).filter((r) => !/^total/i.test(r[0] ?? ''));
  for (const row of rows) expect(Number.isFinite(figure(row[index])), `${table?.title}: a figure in ${row.join(' | ')}`).toBe(true);
  return rows.reduce((sum, r) => sum + figure(r[index]), 0);
}

/** Every table a downloaded file holds, whatever its type. */
async function tablesOf(type: (typeof KINDS)[number]['type'], path: string): Promise<ReadTable[]> {
  if (type === 'Excel') return xlsxTables(path);
  const lines = type === 'PDF' ? await pdfLines(path) : await csvRows(path);
  return sectionTables(lines, SECTION_TITLES);
}

test("an editor generates a PDF, an Excel and a CSV report and each holds the page's clicks", async ({ page, request }) => {
  test.setTimeout(300_000);
  const headers = await apiAuth(request, 'editor@example.com');
  const clicks = await request.get(
    `${e2eUrls.api}clicks/?campaign=${SLUG}&date_from=${ymd(from)}&date_to=${ymd(new Date(today.getTime() - DAY_MS))}`,
    { headers },
  );
  expect(clicks.status(), await clicks.text()).toBe(200);
  const pageTotal = ((await clicks.json()) as { total: number }).total;
  expect(pageTotal, 'the seed has clicks in the last two weeks').toBeGreaterThan(0);

  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await reportsTab(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Generation can take a few minutes.')).toBeVisible();

  // The form keeps its messages until a submit fails (spec 01 §5).
  await page.getByRole('button', { name: 'Generate New Report' }).click();
  const form = page.getByRole('form', { name: 'Generate New Report' });
  await expect(form.getByLabel('Clicks by Target Link', { exact: true })).toBeChecked();
  await expect(form.getByLabel('Monthly Data', { exact: true })).not.toBeChecked();
  await expect(form.getByTestId('report-section-clicks_by_country_table').getByLabel('Row limit')).toHaveValue('10');
  await form.getByLabel('Report Name').fill('n'.repeat(129));
  await form.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(form.getByText('Must be no more than 128 characters')).toBeVisible();
  await expectAccessible(page, 'report form');
  await shoot(page, 'form');
  await form.getByRole('button', { name: 'Cancel' }).click();

  for (const kind of KINDS) {
    await page.getByRole('button', { name: 'Generate New Report' }).click();
    await form.getByLabel('Report Name').fill(kind.name);
    await form.getByLabel('File Type').selectOption({ label: kind.type });
    await form.getByLabel('Start', { exact: true }).fill(local(from));
    // Reports count their ends by the UTC day they fall on (decision 597): 23:59 of yesterday is the page's last day.
    await form.getByLabel('End', { exact: true }).fill(local(new Date(today.getTime() - 60_000)));
    const created = page.waitForResponse((r) => r.url() === `${e2eUrls.api}reports/` && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Generate', exact: true }).click();
    expect((await created).status()).toBe(201);
    await expect(form).toBeHidden();
    await expect(rowOf(page, kind.name)).toBeVisible();
    await expect(rowOf(page, kind.name)).toContainText(kind.type);
  }
  await expectAccessible(page, 'reports list while generating');
  await shoot(page, 'generating');

  for (const kind of KINDS) {
    const link = rowOf(page, kind.name).getByRole('link', { name: `Download ${kind.name}` });
    await expect(link).toBeVisible({ timeout: 120_000 });
    const downloading = page.waitForEvent('download');
    await link.click();
    const path = await (await downloading).path();
    const tables = await tablesOf(kind.type, path);
    const byType = tables.find((t) => t.title.startsWith(TYPE_TABLE));
    const weekly = tables.find((t) => t.title.startsWith(WEEKLY_TABLE));
    expect(columnSum(byType, /clicks/i), `${kind.type}: clicks by type`).toBe(pageTotal);
    expect(columnSum(weekly, /clicks/i), `${kind.type}: weekly clicks`).toBe(pageTotal);
    // Each file ends with the Traffic quality section, its last row the total (decision 815).
    const quality = tables.find((t) => t.title.startsWith('Traffic quality'));
    expect(quality?.rows.at(-1)?.[0], `${kind.type}: traffic quality total row`).toBe('Total');
  }
  for (const kind of KINDS) await expect(rowOf(page, kind.name)).not.toContainText('failed to generate');
  await expectAccessible(page, 'reports list ready');
  await shoot(page, 'list');

  // Delete one, after confirming.
  await rowOf(page, KINDS[2].name)
    .getByRole('button', { name: `Delete ${KINDS[2].name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Report' });
  await expectAccessible(page, 'delete report modal');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, KINDS[2].name)).toHaveCount(0);
});

test('a read-only manager reads the reports and downloads one', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await reportsTab(page);
  const link = rowOf(page, KINDS[1].name).getByRole('link', { name: `Download ${KINDS[1].name}` });
  await expect(link).toBeVisible();
  // The editor's reports are not theirs to delete (decision 675).
  await expect(rowOf(page, KINDS[1].name).getByRole('button', { name: `Delete ${KINDS[1].name}` })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await link.click();
  const tables = await xlsxTables(await (await downloading).path());
  expect(tables.some((t) => t.title.startsWith(TYPE_TABLE))).toBe(true);
  await expectAccessible(page, 'reports (read-only manager)');
  await shoot(page, 'read-only');
});
