import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn, signedInAs, signInAsManager } from '../support/sign-in.ts';

// Team standard: every page passes axe (WCAG 2.1 A/AA, no serious or critical violation), in each
// state a user can cheaply reach: empty and invalid forms, error answers, every user kind's shell.

/** Waits until the page shows its heading and nothing is still loading, so axe sees the real page. */
async function settled(page: Page, heading?: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1.first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** Opens `url`, waits for it to settle and checks it. */
async function visitAndCheck(page: Page, url: string, heading?: string | RegExp) {
  await page.goto(url);
  await settled(page, heading);
  await expectAccessible(page, url);
}

test('the check itself fails, naming each serious or critical violation, on a page that has them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><button></button><img src="data:,"><p style="color:#ccc">faint</p></main></body></html>',
  );
  const failure = await expectAccessible(page, 'a broken page').then(
    () => null,
    (error: Error) => error.message,
  );
  for (const rule of ['button-name', 'image-alt', 'color-contrast', 'document-title']) expect(failure).toContain(rule);
});

test.describe('login screens', () => {
  const screens: [path: string, heading: string | RegExp][] = [
    ['/login', 'Login as a'],
    ['/login/manager', 'Manager Login'],
    ['/login/broadcaster', 'Broadcaster Login'],
    ['/login/chatbot', 'Chatbot Login'],
    ['/sign-up', 'Create an account to start managing broadcasters'],
    ['/login/reset-request', 'Reset Password'],
    ['/login/reset-password/not-a-user/not-a-token', 'Reset Password'],
    ['/login/reset-success', 'Your password was successfully reset'],
    ['/login/email-confirmation/not-a-key', 'Email Confirmation'],
    ['/invite/demo-campaign-invite', /invited to join/],
    ['/join/demo-team-invite', /invited to join/],
    ['/no-such-page', 'Page Not Found'],
  ];
  for (const [path, heading] of screens) {
    test(`${path} passes axe`, async ({ page }) => {
      await visitAndCheck(page, `${e2eUrls.login}${path}`, heading);
    });
  }

  test('an expired invite (its error message) passes axe', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/invite/demo-expired-invite`);
    await expect(page.getByText('This invitation has expired.')).toBeVisible();
    await expectAccessible(page, 'expired invite');
  });

  test('the manager sign-in form with its validation messages, then a refused sign-in, passes axe', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/login/manager`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Required Field').first()).toBeVisible();
    await expectAccessible(page, 'manager sign-in with validation messages');
    await signInAsManager(page, 'admin@example.com', { password: 'not-the-password' });
    await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
    await expectAccessible(page, 'manager sign-in refused');
  });

  test('sign-up and reset request with their validation messages, and the sent reset request, pass axe', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/sign-up`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Required Field').first()).toBeVisible();
    await expectAccessible(page, 'sign-up with validation messages');

    await page.goto(`${e2eUrls.login}/login/reset-request`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await expect(page.getByText('Invalid Email Address')).toBeVisible();
    await expectAccessible(page, 'reset request with validation message');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await settled(page, 'Email Sent!');
    await expectAccessible(page, 'reset request sent');
  });

  test('the terms screen, for a new broadcaster who has not agreed, and the profile they are held at, pass axe', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/login/broadcaster`);
    await page.getByRole('button', { name: /twitch/i }).click();
    await authorizeOnTwitchStandIn(page, `axe_newcomer_${Date.now() % 100000}`, { typed: true });
    await expect(page).toHaveURL(/\/login\/tos/);
    await settled(page, 'Terms of Service');
    await expectAccessible(page, 'terms, unread');
    await page.getByRole('region', { name: 'Terms of Service text' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.getByLabel('I have read and agreed to the Terms of Service').check();
    await expectAccessible(page, 'terms, read and ticked');
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
    await settled(page, 'Profile');
    await expectAccessible(page, 'new broadcaster profile (Campaigns disabled)');
  });
});

/** Each kind of manager with the console paths it may open (libs/auth-and-guards route access). */
const managers = [
  { kind: 'admin', email: 'admin@example.com', extra: ['/managers', '/admin', '/admin/next-chatbot-posts'] },
  { kind: 'editor', email: 'editor@example.com', extra: ['/managers'] },
  { kind: 'read-only manager', email: 'viewer@example.com', extra: [] },
  { kind: 'brand viewer', email: 'brand@example.com', extra: [] },
];

for (const manager of managers) {
  test(`the manager console passes axe for the ${manager.kind} on every page they can reach`, async ({ page }) => {
    test.slow(); // a dozen pages, each analysed
    await signedInAs(page, manager.email);
    await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
    const campaigns = page.getByRole('region', { name: 'Campaigns' });
    await expect(campaigns.getByRole('link').first()).toBeVisible();

    for (const path of ['/dashboard', '/profile', '/campaigns', ...manager.extra, '/no-such-page', '/campaigns/no-such-campaign']) {
      await visitAndCheck(page, `${e2eUrls.manager}${path}`);
      await expect(campaigns.getByRole('link').first()).toBeVisible();
    }

    // The first campaign in the sidebar and every sub-tab this user is shown for it.
    await campaigns.getByRole('link').first().click();
    await settled(page);
    const tabs = page.getByRole('list', { name: / tabs$/ }).getByRole('link');
    await expect(tabs.first()).toBeVisible();
    const tabPaths = await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const path of tabPaths) await visitAndCheck(page, `${e2eUrls.manager}${path}`);
  });
}

test('the creator studio passes axe for a broadcaster on every page they can reach', async ({ page }) => {
  test.slow();
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  const paths = ['/dashboard', '/profile', '/campaigns', '/panels', '/twitter', '/chatbot', '/links', '/watch-party', '/stream-preview'];
  for (const path of [...paths, '/shopify/install', '/shopify/confirm', '/no-such-page']) {
    await visitAndCheck(page, `${e2eUrls.creator}${path}`);
  }
});
