import { expect, test } from '@playwright/test';
import { watchCspViolations } from '../support/csp-violations.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn, signInAsManager } from '../support/sign-in.ts';

// Issue 6, item 9 (decision 251): the app servers send a CSP without inline script, and the apps run under it.
const apiOrigin = new URL(e2eUrls.api).origin;
const providersOrigin = new URL(e2eUrls.providers).origin;

for (const [app, url] of [
  ['login', `${e2eUrls.login}/login`],
  ['manager console', `${e2eUrls.manager}/`],
  ['creator studio', `${e2eUrls.creator}/`],
]) {
  test(`the ${app} host sends the security headers`, async ({ request }) => {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${apiOrigin};`);
    // Uploads from the API; profile pictures from the providers, here the stand-ins (decision 635).
    expect(csp).toContain(`img-src 'self' data: ${apiOrigin} https://static-cdn.jtvnw.net `);
    expect(csp).toContain(` ${providersOrigin};`);
    expect(csp).toContain(`media-src 'self' ${apiOrigin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}

test('signing in as a manager and as a broadcaster reports no CSP violation', async ({ page }) => {
  const violations = watchCspViolations(page);
  await page.goto(`${e2eUrls.login}/login`);
  await expect(page.getByRole('button', { name: 'Manager' })).toBeVisible();
  await signInAsManager(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.getByRole('region', { name: 'Campaigns' }).getByRole('link', { name: 'Orbit Chairs Always On' }).click();
  await expect(page.getByRole('list', { name: 'Orbit Chairs Always On tabs' })).toBeVisible();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(`${e2eUrls.login}/login`);

  await page.getByRole('button', { name: 'Broadcaster' }).click();
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a broadcaster's Twitch profile picture shows in the manager console, within the policy", async ({ browser }) => {
  // A new broadcaster signs in through the stand-in: their profile picture is the provider's (the stand-in's) address.
  const login = `csp_avatar_${Date.now() % 100000}`;
  const broadcaster = await browser.newPage();
  await broadcaster.goto(`${e2eUrls.login}/login/broadcaster`);
  await broadcaster.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(broadcaster, login, { typed: true });
  await agreeToTerms(broadcaster);
  await expect(broadcaster).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await broadcaster.close();

  const page = await browser.newPage();
  const violations = watchCspViolations(page);
  await signInAsManager(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const nebula = page.getByRole('region', { name: 'Nebula Esports' });
  await nebula.getByRole('group', { name: 'Nebula Esports menu' }).getByRole('button', { name: 'Invite to Team' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to Team' });
  await invite.getByRole('combobox', { name: 'Broadcaster' }).fill(login);
  const picture = invite.getByRole('option', { name: new RegExp(login) }).locator('img');
  await expect(picture).toHaveAttribute('src', `${providersOrigin}/avatars/twitch/${login}.svg`);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(violations).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/security/profile-picture-in-invite.png' });
  await page.close();
});
