import { expect, test } from '@playwright/test';
import { watchCspViolations } from '../support/csp-violations.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn, signInAsManager } from '../support/sign-in.ts';

// Issue 6, item 9 (decision 251): the app servers send a CSP without inline script, and the apps run under it.
const apiOrigin = new URL(e2eUrls.api).origin;

for (const [app, url] of [['login', `${e2eUrls.login}/login`], ['manager console', `${e2eUrls.manager}/`], ['creator studio', `${e2eUrls.creator}/`]]) {
  test(`the ${app} host sends the security headers`, async ({ request }) => {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`connect-src 'self' ${apiOrigin};`);
    expect(csp).toContain(`img-src 'self' data: ${apiOrigin};`);
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
