import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { latestMailTo, linkIn } from '../support/outbox.ts';
import { authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';
import { DESKTOP, DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Journey 2 (issue 10): spec 01 §2 Campaign management page, §4 broadcaster statuses, §5 invite
// rules, §6 canEditCampaigns, §7 status calls, §8 success texts; spec 02 §2 invitations and the
// Suspended group. Demo data (tools/seed): streamer_two has no status on the Aurora demo campaign.

const SLUG = 'demo-aurora-cloud-gaming';
const NAME = 'Aurora Cloud Gaming (Demo)';
const management = `${e2eUrls.manager}/campaigns/${SLUG}/management`;

/** Full-page screenshots at the desktop and phone sizes, then back to desktop. */
const shoot = (page: Page, name: string) => shootAt(page, name, { dir: 'management', sizes: DESKTOP_AND_PHONE, after: DESKTOP });

const menuButton = (page: Page, name: string) => page.getByRole('group', { name: 'Campaign menu' }).getByRole('button', { name });
const table = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

async function pickBroadcaster(dialog: Locator, username: string) {
  await dialog.getByRole('combobox', { name: 'Broadcaster' }).fill(username);
  await dialog.getByRole('option', { name: new RegExp(username) }).click();
}

test('an editor invites streamer_two, who accepts; the editor activates and deactivates them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(management);
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
  await expect(page).toHaveTitle(`Management · ${NAME} | Advocate`);
  await expect(table(page, 'Active Broadcasters').getByText('streamer_one')).toBeVisible();
  for (const item of [
    'Campaign Settings',
    'Invite a Broadcaster',
    'See Sent Invites',
    'Add a Broadcaster',
    'Manage Squads',
    'Update Campaign',
    'End Campaign',
  ]) {
    await expect(menuButton(page, item)).toBeVisible();
  }
  await expect(table(page, 'Inactive Broadcasters').getByText('No Inactive Broadcasters Found')).toBeVisible();
  await expectAccessible(page, 'management (editor)');
  await shoot(page, 'management-editor');

  // Campaign Settings: every toggle, the numbers and the default chatbot labelled '(default)'.
  await menuButton(page, 'Campaign Settings').click();
  const settings = page.getByRole('dialog', { name: 'Campaign Settings' });
  await expect(settings.getByLabel('New broadcasters start Active')).toBeVisible();
  await expect(settings.getByLabel('Daily Impression Cap')).toBeVisible();
  await expect(settings.getByTestId('current-chatbot')).toHaveText('advogg (default)');
  await expect(settings.getByRole('button', { name: 'Authorise a Twitch Account' })).toBeVisible();
  for (const label of [
    'Send action notifications',
    'Add new team members automatically',
    'Independent live graphics',
    'Broadcasters may suspend the campaign',
    'Set live graphic times',
    'Keyword links',
    'Allow hard-coded links',
    'Impression Cutoff',
    'Pause after live graphics (seconds)',
  ]) {
    await expect(settings.getByLabel(label)).toBeVisible();
  }
  await expect(settings.getByText('Post as the Chatbot')).toHaveCount(0); // admins only
  await expectAccessible(page, 'campaign settings');
  await shoot(page, 'settings-modal');
  await page.keyboard.press('Escape');

  await menuButton(page, 'Update Campaign').click();
  await expect(page.getByRole('dialog', { name: /Update/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await menuButton(page, 'End Campaign').click();
  await expect(page.getByRole('dialog', { name: 'End Campaign' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Add a Broadcaster: only Active members of the team (Advocate Demo Team) not on the campaign.
  await menuButton(page, 'Add a Broadcaster').click();
  const add = page.getByRole('dialog', { name: 'Add a Broadcaster' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Please select a valid team member!')).toBeVisible();
  await add.getByRole('combobox', { name: 'Broadcaster' }).fill('streamer_two');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Please select a valid team member!')).toBeVisible(); // the server's answer
  await expectAccessible(page, 'add a broadcaster');
  await shoot(page, 'add-modal');
  await page.keyboard.press('Escape');

  await menuButton(page, 'Manage Squads').click();
  await expect(page.getByRole('dialog', { name: 'Manage Squads' }).getByText('Demo Squad')).toBeVisible();
  await expectAccessible(page, 'manage squads');
  await shoot(page, 'squads-modal');
  await page.keyboard.press('Escape');

  // Invite a Broadcaster: the rules of spec 01 §5, then the invite.
  await menuButton(page, 'Invite a Broadcaster').click();
  const invite = page.getByRole('dialog', { name: 'Invite a Broadcaster' });
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByText('Please select a valid broadcaster!')).toBeVisible();
  await invite.getByRole('combobox', { name: 'Broadcaster' }).fill('streamer_one');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByText('This broadcaster is already on this campaign!')).toBeVisible();
  // The autosuggest: more than 1 character, broadcasters already on the campaign left out.
  await invite.getByRole('combobox', { name: 'Broadcaster' }).fill('streamer');
  await expect(invite.getByRole('option', { name: /streamer_two/ })).toBeVisible();
  await expect(invite.getByRole('option', { name: /streamer_one/ })).toHaveCount(0);
  await expectAccessible(page, 'invite a broadcaster with suggestions');
  await shoot(page, 'invite-modal');
  await pickBroadcaster(invite, 'streamer_two');
  await expect(invite.getByRole('combobox', { name: 'Broadcaster' })).toHaveValue('streamer_two');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toast(page, 'Invite Sent!')).toBeVisible();
  await expect(invite).toHaveCount(0);

  // See Sent Invites: the invitation and the campaign's /invite/{key} link.
  await menuButton(page, 'See Sent Invites').click();
  const sent = page.getByRole('dialog', { name: 'Sent Invites' });
  await expect(sent.getByText('streamer_two')).toBeVisible();
  await expect(sent.getByLabel('Invite link')).toHaveValue(new RegExp(`^${e2eUrls.login}/invite/[A-Za-z0-9_-]{22}$`));
  await expectAccessible(page, 'sent invites');
  await shoot(page, 'sent-invites-modal');
  await page.keyboard.press('Escape');

  // The invitation mail links to the creator studio dashboard.
  await expect.poll(() => latestMailTo('streamer_two@example.com')).toContain(NAME);
  expect(linkIn(await latestMailTo('streamer_two@example.com'), '/dashboard')).toBe(`${e2eUrls.creator}/dashboard`);

  // streamer_two signs in with Twitch (own browser context) and accepts on the studio dashboard.
  const studio = await (await browser.newContext()).newPage();
  await studio.goto(`${e2eUrls.login}/login/broadcaster`);
  await studio.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(studio, 'streamer_two');
  await expect(studio).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await studio.goto(`${e2eUrls.creator}/dashboard`);
  await studio.getByRole('button', { name: `Accept ${NAME}` }).click();
  await expect(studio.getByRole('button', { name: `Accept ${NAME}` })).toHaveCount(0);

  // Accepted without auto_active_invites: Pending, so Inactive; activate, then deactivate.
  await page.reload();
  const inactiveRow = table(page, 'Inactive Broadcasters').getByRole('row').filter({ hasText: 'streamer_two' });
  await expect(inactiveRow).toContainText('Pending');
  await inactiveRow.getByRole('button', { name: 'Activate streamer_two' }).click();
  await expect(toast(page, 'Update Succeeded!')).toBeVisible();
  const activeRow = table(page, 'Active Broadcasters').getByRole('row').filter({ hasText: 'streamer_two' });
  await expect(activeRow).toBeVisible();
  await expectAccessible(page, 'management with streamer_two active');
  await shoot(page, 'management-active');
  await activeRow.getByRole('button', { name: 'Deactivate streamer_two' }).click();
  await expect(table(page, 'Inactive Broadcasters').getByRole('row').filter({ hasText: 'streamer_two' })).toContainText('Deactivated');
  await expect(table(page, 'Active Broadcasters').getByText('streamer_two')).toHaveCount(0);

  // The studio shows the campaign as Suspended.
  await studio.goto(`${e2eUrls.creator}/campaigns`);
  await expect(studio.getByRole('region', { name: 'Suspended' })).toContainText(NAME);
  await studio.context().close();

  // The overview's activity feed lists the events, newest first.
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}`);
  const feed = page.getByRole('region', { name: 'Latest Activity' }).getByRole('listitem');
  await expect(feed.nth(0)).toContainText('streamer_two was deactivated');
  await expect(feed.nth(1)).toContainText('streamer_two was activated');
  await expect(feed.nth(2)).toContainText('streamer_two accepted the invitation');
  await expect(feed.nth(3)).toContainText('streamer_two was invited to the campaign');
});

test('a read-only manager cannot open Management', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer`);
  await expect(page.getByRole('link', { name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Management' })).toHaveCount(0);
  // Spec 00 §2 route guards: campaign-edit routes send others to /dashboard.
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer/management`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toHaveCount(0);
});

test('an admin sees the chatbot post form and ended campaigns have no Management', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/starlight-headsets-launch/management`);
  await menuButton(page, 'Campaign Settings').click();
  const settings = page.getByRole('dialog', { name: 'Campaign Settings' });
  await expect(settings.getByText('Post as the Chatbot')).toBeVisible();
  await settings.getByRole('button', { name: 'Post Message' }).click();
  await expect(settings.getByText('Required Field')).toBeVisible();
  await expectAccessible(page, 'campaign settings (admin)');
  await shoot(page, 'settings-modal-admin');
  await page.keyboard.press('Escape');
  await page.goto(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring/management`);
  await expect(page).toHaveURL(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring`);
});

// spec 00 §2 (/login/broadcaster authorises a chatbot), §4 (back to /campaigns/{slug}/management), 01 §7 set_chatbot_account.
test('an editor authorises a Twitch account as the campaign chatbot and stays signed in', async ({ page }) => {
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const orbit = `${e2eUrls.manager}/campaigns/orbit-chairs-always-on/management`;
  await page.goto(orbit);
  await menuButton(page, 'Campaign Settings').click();
  await page.getByRole('dialog', { name: 'Campaign Settings' }).getByRole('button', { name: 'Authorise a Twitch Account' }).click();
  await expect(page).toHaveURL(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'orbit_chat_bot', { typed: true });
  await expect(page).toHaveURL(orbit);
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
  await menuButton(page, 'Campaign Settings').click();
  await expect(page.getByRole('dialog', { name: 'Campaign Settings' }).getByTestId('current-chatbot')).toHaveText('orbit_chat_bot');
});
