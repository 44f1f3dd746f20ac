import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Journeys 1, 6 and part of 7 (issue 10): spec 01 §2 Campaign overview and Modals (the creation
// wizard), §4 ended campaigns, §6 canEditCampaigns, §7 campaign calls. Demo data: tools/seed.

const NAME = 'Wizard Launch Week';

const shoot = (page: Page, name: string) => shootAt(page, name, { dir: 'campaigns', sizes: DESKTOP_AND_PHONE, after: DESKTOP });

/** A datetime-local value two days from now, on the hour (the field's step is one hour). */
function startInTwoDays(): string {
  const start = new Date(Date.now() + 2 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:00`;
}

const sidebarCampaigns = (page: Page) => page.getByRole('region', { name: 'Campaigns' });
const wizard = (page: Page) => page.getByRole('dialog', { name: 'Create New Campaign' });
const pageHeading = (page: Page) => wizard(page).locator('h3');

test('an admin creates a campaign through the four wizard pages with a squad', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Nova Energy Summer Push' })).toBeVisible();
  await expectAccessible(page, '/campaigns (admin)');
  await shoot(page, 'campaigns-list');

  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await expect(pageHeading(page)).toHaveText('Details');
  // Next checks the page first (spec 01 §5: name required; messages once submit failed).
  await wizard(page).getByRole('button', { name: 'Next' }).click();
  await expect(wizard(page).getByText('Required Field')).toBeVisible();
  await expectAccessible(page, 'wizard details (error)');
  await wizard(page).getByLabel('Campaign Name').fill(NAME);
  await wizard(page).getByLabel('Team').selectOption({ label: 'Nebula Esports' });
  await wizard(page).getByLabel('Client').fill('Wizard Brand');
  await wizard(page).getByLabel('Website').fill('https://wizard.example.com');
  // The default start is the next full hour, which a run crossing the hour would reach before the
  // overview opens; a start two days ahead keeps 'not started yet' true whenever the test runs.
  await wizard(page).getByLabel('Start Date').fill(startInTwoDays());
  await shoot(page, 'wizard-details');
  await wizard(page).getByRole('button', { name: 'Next' }).click();

  await expect(pageHeading(page)).toHaveText('Requirements');
  await wizard(page).getByRole('textbox', { name: 'Requirements' }).fill('Show the graphic every stream.');
  await wizard(page).getByRole('button', { name: 'Back' }).click();
  await expect(pageHeading(page)).toHaveText('Details');
  await expect(wizard(page).getByLabel('Campaign Name')).toHaveValue(NAME);
  await wizard(page).getByRole('button', { name: 'Next' }).click();
  await expectAccessible(page, 'wizard requirements');
  await shoot(page, 'wizard-requirements');
  await wizard(page).getByRole('button', { name: 'Next' }).click();

  await expect(pageHeading(page)).toHaveText('Participation');
  await wizard(page)
    .getByLabel(/^Alpha Squad/)
    .check();
  await wizard(page).getByLabel('streamer_two', { exact: true }).check();
  await expectAccessible(page, 'wizard participation');
  await shoot(page, 'wizard-participation');
  await wizard(page).getByRole('button', { name: 'Next' }).click();

  await expect(pageHeading(page)).toHaveText('Settings');
  await expect(wizard(page).getByLabel('Seconds per impression')).toHaveValue('15');
  await expectAccessible(page, 'wizard settings');
  await shoot(page, 'wizard-settings');
  await wizard(page).getByRole('button', { name: 'Submit' }).click();

  // The new campaign opens on its overview and is listed in the sidebar and on /campaigns.
  await expect(page).toHaveURL(/\/campaigns\/wizard-launch-week$/);
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await expect(sidebarCampaigns(page).getByRole('link', { name: NAME })).toBeVisible();
  await expect(page.getByText(/This campaign has not started yet/)).toBeVisible();
  await expect(page.getByText('Add a group to selectively distribute components.')).toBeVisible();
  // The creation wrote its events in the same transaction: the feed is not empty.
  await expect(page.getByText('The campaign was created')).toBeVisible();
  await expect(page.getByText('Squad Alpha Squad was added to the campaign')).toBeVisible();
  await expect(page.getByLabel('Date range')).toHaveValue('30');
  await expectAccessible(page, 'new campaign overview');
  await shoot(page, 'overview-new');

  // Groups: editors add one; the list shows it.
  await page.getByRole('button', { name: 'Add New Group' }).click();
  const group = page.getByRole('dialog', { name: 'Add New Group' });
  await group.getByRole('button', { name: 'Create' }).click();
  await expect(group.getByText('Required Field')).toBeVisible();
  await group.getByLabel('Group Name').fill('Night owls');
  await expectAccessible(page, 'new group modal');
  await group.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Night owls')).toBeVisible();

  await page.goto(`${e2eUrls.manager}/campaigns`);
  await expect(page.getByRole('table').getByRole('link', { name: NAME })).toBeVisible();
  await page.goto(`${e2eUrls.manager}/dashboard`);
  await expect(sidebarCampaigns(page).getByRole('link', { name: NAME })).toBeVisible();
  // The dashboard lists the team's campaigns that have not ended among its sponsors.
  await expect(page.getByRole('region', { name: 'Nebula Esports' }).getByText(NAME)).toBeVisible();

  // Reopening the wizard starts on page 1 with an empty form.
  await page.goto(`${e2eUrls.manager}/campaigns`);
  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await expect(pageHeading(page)).toHaveText('Details');
  await expect(wizard(page).getByLabel('Campaign Name')).toHaveValue('');
});

test('a running campaign overview shows its charts, tiles and activity', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer`);
  await expect(page.getByRole('heading', { level: 2, name: 'Nova Energy Summer Push' })).toBeVisible();
  await expect(page.getByText('Viewable Minutes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Activity' })).toBeVisible();
  await page.getByRole('button', { name: 'Viewership' }).click();
  await expect(page.getByRole('button', { name: 'Viewership' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Date range').selectOption('all');
  await expectAccessible(page, 'running campaign overview');
  await shoot(page, 'overview-running');
});

test('an ended campaign is read-only: no Management tab, no menu, no group editing', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pixel Peripherals Spring Sale' })).toBeVisible();
  await expect(page.getByText(/This campaign ended on/)).toBeVisible();
  const tabs = page.getByRole('list', { name: 'Pixel Peripherals Spring Sale tabs' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Management' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New Group' })).toHaveCount(0);
  await expectAccessible(page, 'ended campaign overview');
  await shoot(page, 'overview-ended');
  await page.goto(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring/management`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring`);
  await expect(page.getByRole('group', { name: 'Campaign menu' })).toHaveCount(0);
});

test('a read-only manager reads the overview without edit controls', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns`);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Nova Energy Summer Push' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Campaign' })).toHaveCount(0);
  await expectAccessible(page, '/campaigns (read-only manager)');
  await table.getByRole('link', { name: 'Nova Energy Summer Push' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nova Energy Summer Push' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaign Groups' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove group/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Management' })).toHaveCount(0);
  await expectAccessible(page, 'overview (read-only manager)');
  await shoot(page, 'overview-read-only');
});
