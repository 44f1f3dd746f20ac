import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { latestMailTo, linkIn } from '../support/outbox.ts';
import { agreeToTerms, signedInAs, signInAsManager } from '../support/sign-in.ts';
import { DESKTOP, shoot } from '../support/screenshots.ts';

// Journey 4 — spec 01 §2 Managers page, §3-§6 (invitation, removal, reactivation, permissions, the
// locked-email tooltip), spec 00 §2 sign-up, §4 ('Invalid token.' forces a logout); decisions 340-347.

test.describe.configure({ mode: 'serial' });

const SIZES = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const NEW_EMAIL = `invited-${Date.now()}@example.com`;
const PASSWORD = 'invited-password-123';
const TOOLTIP = 'Email address cannot be edited. Please delete invitation and make a new one if you need to change the email address.';

/** Full-page screenshots at both sizes, back to desktop afterwards. */
async function shots(page: Page, name: string) {
  for (const size of SIZES) {
    await shoot(page, name, { dir: 'managers', sizes: [[size.name, size]] });
    // Nothing may widen the page past the viewport (a phone would scroll sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size.name}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

const current = (page: Page) => page.getByRole('region', { name: 'Current Managers' });
const removed = (page: Page) => page.getByRole('region', { name: 'Removed Managers' });
const rowOf = (page: Page, email: string) => current(page).getByRole('row').filter({ hasText: email });

async function openManagers(page: Page, email: string) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(page, email);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Managers' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/managers`);
  await expect(page).toHaveTitle('Managers | Advocate');
  await expect(current(page)).toBeVisible();
}

test('an admin invites a manager who signs up with the link, sees only the granted team, is removed and reactivated', async ({
  page,
  browser,
}) => {
  await openManagers(page, 'admin@example.com');
  await expect(rowOf(page, 'new.manager@example.com')).toContainText('Invitation Pending');
  await expect(removed(page)).toContainText('former.manager@example.com');
  await expectAccessible(page, 'managers page (admin)');
  await shots(page, 'managers-admin');

  // Invite: the rules of spec 01 §5 first, defaults 1/1/2 (spec 01 §6).
  await page.getByRole('button', { name: 'Add New Manager' }).click();
  const invite = page.getByRole('dialog', { name: 'Add New Manager' });
  await expect(invite.getByLabel('Campaigns permission')).toHaveValue('1');
  await expect(invite.getByLabel('Teams permission')).toHaveValue('1');
  await expect(invite.getByLabel('Users permission')).toHaveValue('2');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByText('Required Field')).toBeVisible();
  await expect(invite.getByText('Must select at least 1 option')).toBeVisible();
  await expectAccessible(page, 'invite modal with errors');
  await shots(page, 'invite-modal');
  await invite.getByLabel('Email').fill(NEW_EMAIL);
  await invite.getByLabel('Crimson Collective').check();
  await invite.getByLabel('Campaigns permission').selectOption('0');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invite Sent!' }).last()).toBeVisible();
  await expect(rowOf(page, NEW_EMAIL)).toContainText('Invitation Pending');
  await expect(rowOf(page, NEW_EMAIL)).toContainText('Crimson Collective');

  // Edit the invitation: the email is locked, with the spec's tooltip.
  await page.getByRole('button', { name: `Edit ${NEW_EMAIL}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invitation' });
  await expect(edit.getByLabel('Email')).toHaveValue(NEW_EMAIL);
  await expect(edit.getByLabel('Email')).not.toBeEditable();
  await edit.getByLabel('Email').hover();
  await expect(edit.getByRole('tooltip')).toHaveText(TOOLTIP);
  await expectAccessible(page, 'edit invitation modal');
  await shots(page, 'edit-invitation-modal');
  await edit.getByLabel('Teams permission').selectOption('0');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Update Succeeded!' }).last()).toBeVisible();
  await expect(rowOf(page, NEW_EMAIL).getByRole('img', { name: 'Teams: Read/Write' })).toBeVisible();

  // Delete the seeded invitation after confirming.
  await page.getByRole('button', { name: 'Delete new.manager@example.com' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Invitation' });
  await expectAccessible(page, 'delete invitation modal');
  await shots(page, 'delete-invitation-modal');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'new.manager@example.com')).toHaveCount(0);

  // The invited person signs up through the mailed link, in their own browser.
  const link = linkIn(await latestMailTo(NEW_EMAIL), '/sign-up?invite=');
  expect(link.startsWith(`${e2eUrls.login}/sign-up?invite=`)).toBe(true);
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByLabel('Email').fill(NEW_EMAIL);
  await them.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await them.getByLabel('Confirm Password').fill(PASSWORD);
  await them.getByRole('button', { name: 'Sign Up' }).click();
  await agreeToTerms(them);
  await expect(them).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const sidebar = them.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Ember VPN Creator Program' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Nova Energy Summer Push' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Managers' })).toHaveCount(0);

  // Now a manager with exactly the granted levels; the admin removes them: their session ends.
  await page.reload();
  const row = rowOf(page, NEW_EMAIL);
  await expect(row).not.toContainText('Invitation Pending');
  await expect(row.getByRole('img', { name: 'Campaigns: Read/Write' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Teams: Read/Write' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Users: No Access' })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${NEW_EMAIL}` }).click();
  const removal = page.getByRole('dialog', { name: 'Delete Manager' });
  await expectAccessible(page, 'delete manager modal');
  await removal.getByRole('button', { name: 'Delete' }).click();
  await expect(removed(page)).toContainText(NEW_EMAIL);
  await expect(rowOf(page, NEW_EMAIL)).toHaveCount(0);
  await expectAccessible(page, 'managers page with a removed manager');

  await them.goto(`${e2eUrls.manager}/campaigns`);
  await expect(them).toHaveURL(new RegExp(`^${e2eUrls.login}/login`));

  // Reactivation: back in Current Managers, and they can sign in again.
  await removed(page)
    .getByRole('button', { name: `Reactivate ${NEW_EMAIL}` })
    .click();
  await expect(rowOf(page, NEW_EMAIL)).toBeVisible();
  await expect(removed(page)).not.toContainText(NEW_EMAIL);
  await signInAsManager(them, NEW_EMAIL, { password: PASSWORD });
  await expect(them).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await theirs.close();
});

test('a manager who can only view users sees the managers page without controls', async ({ page }) => {
  await openManagers(page, 'editor@example.com'); // users 1: view only
  await expect(rowOf(page, 'viewer@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Manager' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Reactivate) / })).toHaveCount(0);
  await expectAccessible(page, 'managers page (read only)');
  await shots(page, 'managers-read-only');
});
