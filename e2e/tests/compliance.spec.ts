import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { makePng } from '../support/fixture-files.ts';
import { signedInAs } from '../support/sign-in.ts';
import { apiAuth } from '../support/api-setup.ts';
import { shoot as shootAt } from '../support/screenshots.ts';

// Issue 9 compliance page — spec 01 §2 Campaign compliance page (labelled Fulfillment), §4 Compliance
// (overrides only while the campaign runs), §6 canEditCampaigns, §7 compliance, trigger-compliance,
// override-compliance. The test makes its own campaign on the Nebula team (editor@example.com edits
// it, viewer@example.com reads it) with two of the team's broadcasters, a banner and a suggested tweet.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const NAME = `Compliance Check ${stamp}`;
let slug = '';
let casters: string[] = [];

const shoot = (page: Page, name: string) => shootAt(page, `compliance-${name}`, { fullPage: false });

/** The campaign, its broadcasters (Active from the start) and two audited component types, made through the API. */
async function makeCampaign(request: APIRequestContext) {
  const headers = await apiAuth(request, 'editor@example.com');
  const teams = (await (await request.get(`${e2eUrls.api}teams/`, { headers })).json()) as Array<{ id: number; name: string }>;
  const team = teams.find((t) => t.name === 'Nebula Esports');
  expect(team, 'the Nebula team is seeded').toBeTruthy();
  const broadcasters = (await (await request.get(`${e2eUrls.api}broadcasters/`, { headers })).json()) as Array<{
    username: string;
    team_statuses: Record<string, { status: string }>;
  }>;
  casters = broadcasters
    .filter((b) => b.team_statuses[String(team?.id)]?.status === 'Active')
    .map((b) => b.username)
    .sort()
    .slice(0, 2);
  expect(casters).toHaveLength(2);
  const start = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const made = await request.post(`${e2eUrls.api}campaigns/`, {
    headers,
    data: {
      name: NAME,
      start_date: start,
      end_date: end,
      team: team?.id,
      auto_active_invites: true,
      broadcasters_to_add: casters,
      available_components: ['banner-graphics', 'suggested-tweet'],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  slug = ((await made.json()) as { slug: string }).slug;
  const banner = await request.post(`${e2eUrls.api}components/`, {
    headers,
    multipart: {
      campaign: slug,
      type: 'banner-graphics',
      name: `Panel ${stamp}`,
      link: 'https://brand.example/panel',
      image: { name: 'panel.png', mimeType: 'image/png', buffer: makePng(16, 4, [0x1d, 0x48, 0xe1]) },
    },
  });
  expect(banner.status(), await banner.text()).toBe(201);
  const tweet = await request.post(`${e2eUrls.api}components/`, {
    headers,
    data: { campaign: slug, type: 'suggested-tweet', name: `Tweet ${stamp}`, message: 'Loving my new gear from Nebula!', is_movable: true },
  });
  expect(tweet.status(), await tweet.text()).toBe(201);
}

const row = (page: Page, name: string) => page.getByTestId(`compliance-row-${name}`);

test('an editor reads the page, opens the modals, overrides one verdict and triggers an audit', async ({ page, request }) => {
  test.setTimeout(180_000);
  await makeCampaign(request);
  const [first, second] = casters;
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${e2eUrls.manager}/campaigns/${slug}/compliance`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fulfillment' })).toBeVisible();
  await expect(page.getByTestId('compliance-summary')).toHaveText('2/2 Broadcasters Compliant');
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Incorrect Image');
  await expect(page.getByRole('button', { name: 'Trigger Audit' })).toBeVisible();
  await expectAccessible(page, 'compliance (editor)');

  // Broadcaster actions: the suggested tweet and the banner ask for work; mark one complete.
  await row(page, first)
    .getByRole('button', { name: `Broadcaster actions of ${first}` })
    .click();
  const actions = page.getByRole('dialog', { name: `Broadcaster Actions: ${first}` });
  await expect(actions.getByRole('button', { name: /^Mark Complete/ }).first()).toBeVisible();
  await expectAccessible(page, 'broadcaster actions modal');
  const patched = page.waitForResponse((r) => r.url().includes('/api/v1/broadcaster-actions/') && r.request().method() === 'PATCH');
  await actions
    .getByRole('button', { name: /^Mark Complete/ })
    .first()
    .click();
  expect((await patched).status()).toBe(200);
  await expect(actions.getByText(/^Completed /).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();

  // Override the banner of the first broadcaster to Non-Compliant, with a note.
  await row(page, first)
    .getByRole('button', { name: `Override compliance of ${first}` })
    .click();
  const override = page.getByRole('dialog', { name: `Override Compliance: ${first}` });
  await override.getByLabel('Component').selectOption({ label: `Panel ${stamp} (Banner Graphics)` });
  await override.getByLabel('Note (optional)').fill('Panel missing from the channel page');
  await expectAccessible(page, 'override modal');
  await shoot(page, 'override-modal');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/override-compliance/'));
  await override.getByRole('button', { name: 'Mark Non-Compliant' }).click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByText('Update Succeeded!')).toBeVisible();
  await expect(override).toBeHidden();
  await expect(page.getByTestId('compliance-summary')).toHaveText('1/2 Broadcasters Compliant');
  await expect(row(page, first)).toContainText('Manually Marked As Non-Compliant');

  // The history shows who overrode it, when, and why.
  await row(page, first)
    .getByRole('button', { name: `Compliance history of ${first}` })
    .click();
  const history = page.getByRole('dialog', { name: `Compliance History: ${first}` });
  await expect(history.getByText('Override by editor@example.com')).toBeVisible();
  await expect(history.getByText('Panel missing from the channel page')).toBeVisible();
  await expect(history.getByText('Manually Marked As Non-Compliant')).toBeVisible();
  await expectAccessible(page, 'compliance history modal');
  await page.keyboard.press('Escape');

  // Filters: Show Non-Compliant, then the Components view of the banner.
  await page.getByLabel('Show').selectOption({ label: 'Non-Compliant' });
  await expect(row(page, first)).toBeVisible();
  await expect(row(page, second)).toBeHidden();
  await page.getByLabel('Show').selectOption({ label: 'All' });
  await page.getByRole('button', { name: 'Components', exact: true }).click();
  await expect(page.getByLabel('Component Type')).toHaveValue('banner-graphics');
  await expect(page.getByLabel('Component', { exact: true })).toContainText(`Panel ${stamp}`);
  await expect(row(page, first)).toContainText('Manually Marked As Non-Compliant');
  await expect(row(page, second)).toContainText('Not audited yet');
  await expectAccessible(page, 'compliance components view');
  await page.getByRole('button', { name: 'Broadcasters', exact: true }).click();
  await shoot(page, 'editor');

  // A manual audit.
  await page.getByRole('button', { name: 'Trigger Audit' }).click();
  await expect(page.getByText('Audit Triggered')).toBeVisible();
});

test('a read-only manager sees the page without controls', async ({ page, request }) => {
  // Independent of the first test: run alone (or after it failed early), it makes the campaign itself.
  if (slug === '') await makeCampaign(request);
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${e2eUrls.manager}/campaigns/${slug}/compliance`);
  await expect(page.getByTestId('compliance-summary')).toHaveText(/\/2 Broadcasters Compliant$/);
  await expect(row(page, casters[0])).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trigger Audit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Override compliance of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Broadcaster actions of / })).toHaveCount(0);
  await expectAccessible(page, 'compliance (read-only)');
  await shoot(page, 'read-only');
});
