import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn } from '../support/sign-in.ts';
import { DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Journey 3 of issue 10: the broadcaster's side of joining (spec 02 §2 dashboard, campaigns page,
// profile; §4 invitations and self-suspension; §7 calls). Demo data (tools/seed): streamer_one is
// Active on 'Orbit Chairs Always On' (allow_self_deactivate); speedrun_sam is Invited to 'Inferno
// Snacks Holiday' (upcoming, no auto_active_invites).

async function signInAsBroadcaster(page: Page, login: string, options: { typed?: boolean } = {}) {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, login, options);
  // A known broadcaster lands in the studio; a new one on the terms screen.
  await expect(page).toHaveURL(options.typed ? /\/login\/tos/ : new RegExp(`^${e2eUrls.creator}/`));
}

const shoot = (page: Page, name: string) =>
  shootAt(page, name, { dir: 'studio', sizes: DESKTOP_AND_PHONE, after: { width: 1280, height: 720 } });

test('a broadcaster suspends and re-activates a campaign that allows it, from the campaigns page', async ({ page }) => {
  await signInAsBroadcaster(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/campaigns#orbit-chairs-always-on`);
  const card = page.locator('article#orbit-chairs-always-on');
  await expect(card.getByRole('heading', { name: 'Orbit Chairs Always On' })).toBeVisible();
  await expect(page.getByLabel('Show')).toBeVisible(); // more than 3 campaigns (spec 02 §2)
  await expectAccessible(page, 'campaigns page');
  await shoot(page, 'campaigns');

  // Tabs of the card.
  await card.getByRole('tab', { name: 'Components' }).click();
  await expect(card.getByRole('tabpanel')).toBeVisible();
  await card.getByRole('tab', { name: 'Metrics' }).click();
  await expect(card.getByRole('tabpanel').getByText('Clicks')).toBeVisible();
  await expectAccessible(page, 'campaigns page, metrics tab');

  await card.getByRole('button', { name: 'Suspend Campaign' }).click();
  await expect(card.getByRole('button', { name: 'Activate Campaign' })).toBeVisible();
  await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suspended', level: 2 })).toBeVisible();
  await expectAccessible(page, 'campaigns page with a suspended campaign');
  await shoot(page, 'campaigns-suspended');

  // The 'Show' select narrows to one group.
  await page.getByLabel('Show').selectOption('Suspended');
  await expect(page.locator('article')).toHaveCount(1);
  await page.getByLabel('Show').selectOption('All');

  await card.getByRole('button', { name: 'Activate Campaign' }).click();
  await expect(card.getByRole('button', { name: 'Suspend Campaign' })).toBeVisible();
  await page.reload();
  await expect(page.locator('article#orbit-chairs-always-on').getByRole('button', { name: 'Suspend Campaign' })).toBeVisible();

  // A campaign without allow_self_deactivate offers neither button.
  await expect(page.locator('article#starlight-headsets-launch').getByRole('button', { name: /Campaign$/ })).toHaveCount(0);
});

test('a broadcaster accepts a campaign invitation on the dashboard and sees the campaign', async ({ page }) => {
  await signInAsBroadcaster(page, 'speedrun_sam');
  await page.goto(`${e2eUrls.creator}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Invitations', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inferno Snacks Holiday' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Control Panel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Action Queue' })).toBeVisible();
  await expectAccessible(page, 'dashboard with an invitation');
  await shoot(page, 'dashboard-invitation');

  await page.getByRole('button', { name: 'Accept Inferno Snacks Holiday' }).click();
  await expect(page.getByRole('heading', { name: 'Inferno Snacks Holiday' })).toHaveCount(0);
  await expect(page.getByText('You have no open invitations.')).toBeVisible();
  await expectAccessible(page, 'dashboard after accepting');
  await shoot(page, 'dashboard-accepted');

  await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).click();
  const card = page.locator('article#inferno-snacks-holiday');
  await expect(card.getByRole('heading', { name: 'Inferno Snacks Holiday' })).toBeVisible();
  await expect(card.getByText('Upcoming', { exact: true })).toBeVisible(); // not started yet (spec 02 §2)
});

test('a YouTube broadcaster held on the profile joins a team there, then answers the rest on the dashboard', async ({ page }) => {
  // lets_play_lena has no campaign, team nor application: the studio holds her on /profile (spec 00 §2),
  // so her invitations show there too (decision 358).
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /youtube/i }).click();
  await page.getByRole('button', { name: 'lets_play_lena', exact: true }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  await expect(page.getByRole('heading', { name: 'Team Invitations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nova Energy Summer Push' })).toBeVisible();
  await expectAccessible(page, 'profile with invitations');
  await shoot(page, 'profile-invitations');

  await page.getByRole('button', { name: 'Accept Crimson Collective' }).click();
  await expect(page.getByRole('button', { name: 'Accept Crimson Collective' })).toHaveCount(0);
  // The user is read again after 2000 ms (spec 02 §4): the team is now hers.
  await expect(page.getByRole('region', { name: 'Team' }).getByText('Crimson Collective')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/dashboard`);
  await page.getByRole('button', { name: 'Decline Nova Energy Summer Push' }).click();
  await expect(page.getByText('You have no open invitations.')).toBeVisible();
  await expectAccessible(page, 'dashboard with no invitations');
});

test('the profile page shows its blocks; a new broadcaster submits Member Details', async ({ page }) => {
  await signInAsBroadcaster(page, 'streamer_one');
  await page.goto(`${e2eUrls.creator}/profile`);
  for (const heading of ['Team', 'Browser Source', 'Connected Accounts', 'Email Preferences & Notifications', 'API Key', 'Payments']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Fee schedule')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member Details' })).toHaveCount(0); // on a team
  await expectAccessible(page, 'profile');
  await shoot(page, 'profile');

  // Notification rules (spec 02 §5): SMS needs a phone number.
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You must add a phone number')).toBeVisible();
  await expectAccessible(page, 'profile with a notification error');
  await page.getByLabel('Phone number').fill('+12223334444');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update Succeeded!')).toBeVisible();

  // A broadcaster with no team, campaigns nor application lands on the profile and applies.
  await page.context().clearCookies();
  await signInAsBroadcaster(page, `e2e_applicant_${Date.now() % 100000}`, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  const form = page.getByRole('form', { name: 'Member Details' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Required Field').first()).toBeVisible();
  await expect(form.getByText('Must select at least 1 option').first()).toBeVisible();
  await expectAccessible(page, 'Member Details with errors');
  await shoot(page, 'profile-application');

  await form.getByLabel('Full name').fill('Ada Applicant');
  await form.getByLabel('Date of birth').fill('1990/04/12');
  await form.getByRole('checkbox', { name: 'PC' }).check();
  await form.getByRole('checkbox', { name: 'Entertainment' }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your partner application is submitted!', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member Details' })).toHaveCount(0);
  await expectAccessible(page, 'application submitted');
  await shoot(page, 'profile-submitted');
});
