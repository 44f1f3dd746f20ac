import { expect, test } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';

// spec 00 §2 (route guards, main shell sidebar), 01 §2 (sidebar for managers, sub-tabs), 02 §2 (broadcaster sidebar).

test('the admin sees campaigns grouped by team, the filter box above 10 campaigns, and every sub-tab', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  for (const team of ['Nebula Esports', 'Crimson Collective', 'Advocate Demo Team']) {
    await expect(campaigns.getByRole('heading', { name: team })).toBeVisible();
  }
  const filter = campaigns.getByPlaceholder('Filter Campaigns');
  await filter.fill('orbit');
  await expect(campaigns.getByRole('link', { name: 'Orbit Chairs Always On' })).toBeVisible();
  await expect(campaigns.getByRole('link', { name: 'Nova Energy Summer Push' })).toHaveCount(0);
  await campaigns.getByRole('link', { name: 'Orbit Chairs Always On' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/campaigns/orbit-chairs-always-on`);
  const tabs = page.getByRole('list', { name: 'Orbit Chairs Always On tabs' });
  for (const tab of ['Overview', 'Components', 'Channels', 'Metrics', 'Fulfillment', 'Management']) {
    await expect(tabs.getByRole('link', { name: tab })).toBeVisible();
  }
  await tabs.getByRole('link', { name: 'Fulfillment' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/campaigns/orbit-chairs-always-on/compliance`);
});

test('a read-only manager sees only their teams, no filter box, no Management tab, and is kept off guarded pages', async ({ page }) => {
  await signedInAs(page, 'brand@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(campaigns.getByRole('link', { name: 'Ember VPN Creator Program' })).toBeVisible();
  await expect(campaigns.getByRole('link', { name: 'Nova Energy Summer Push' })).toHaveCount(0); // another team's
  await expect(campaigns.getByPlaceholder('Filter Campaigns')).toHaveCount(0);
  await campaigns.getByRole('link', { name: 'Ember VPN Creator Program' }).click();
  await expect(page.getByRole('list', { name: 'Ember VPN Creator Program tabs' }).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Management' })).toHaveCount(0);

  await page.goto(`${e2eUrls.manager}/managers`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/admin`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer`);
  await expect(page.getByText('404 Campaign Not Found')).toBeVisible();
});

test('a broadcaster on the manager host is sent to the creator studio, with the entries their components allow', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.manager}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  const sidebar = page.getByRole('navigation');
  for (const entry of ['Profile', 'Dashboard', 'Campaigns', 'Panels', 'Stream Preview']) {
    await expect(sidebar.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(sidebar.getByText('Need help?')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Managers' })).toHaveCount(0);
});

test('a new broadcaster with nothing yet is sent to their profile, with Campaigns disabled', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, `fresh_face_${Date.now() % 100000}`, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  await page.goto(`${e2eUrls.creator}/dashboard`);
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Panels' })).toHaveCount(0);
  await expect(sidebar.getByText('Campaigns')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Campaigns' })).toHaveCount(0); // disabled, not a link
});

test('a manager opening the creator studio is sent to the manager console', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.creator}/panels`);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.manager}/`));
});

test('an expired invite shows its expiry message, a team invite names the team', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/invite/demo-expired-invite`);
  await expect(page.getByText('This invitation has expired.')).toBeVisible();
  await page.goto(`${e2eUrls.login}/join/demo-team-invite`);
  await expect(page.getByText("You've been invited to join")).toBeVisible();
  await expect(page.getByText('Nebula Esports')).toBeVisible();
});
