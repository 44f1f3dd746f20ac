import { expect, test } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn } from '../support/sign-in.ts';

// spec 00 §2 (/login/broadcaster, /auth/twitch), §7 (social sign-in redirect and scopes).
test('a broadcaster signs in with Twitch through the stand-in and lands in the creator studio', async ({ page, context }) => {
  await page.goto(`${e2eUrls.login}/login`);
  await page.getByRole('button', { name: 'Broadcaster' }).click();
  await expect(page).toHaveURL(/\/login\/broadcaster/);
  await page.getByRole('button', { name: /twitch/i }).click();
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('scope')).toBe(
    'user:read:email chat:read chat:edit channel:moderate moderation:read channel:manage:moderators',
  );
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${e2eUrls.login}/auth/twitch`);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/(dashboard|profile)`));
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Profile' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'advocate_token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000); // third-party sign-in always stays logged in
});

// spec 00 §2 (invite pages), §4 (invite flow: accept, store key, log in, key sent with the code, keys cleared).
test('accepting a campaign invite stores it, and the next Twitch sign-in applies it', async ({ page, context, request }) => {
  await page.goto(`${e2eUrls.login}/invite/demo-campaign-invite?label=New%20Partners`);
  await expect(page.getByText("You've been invited to join")).toBeVisible();
  await expect(page.getByText('Nova Energy Summer Push')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  const invite = (await context.cookies()).find((c) => c.name === 'advocate_invite');
  expect(invite?.path).toBe('/');
  await expect(page).toHaveURL(/\/login\/broadcaster/);
  await page.getByRole('button', { name: /twitch/i }).click();
  const login = `e2e_newbie_${Date.now() % 100000}`;
  await authorizeOnTwitchStandIn(page, login, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  expect((await context.cookies()).find((c) => c.name === 'advocate_invite')).toBeUndefined();

  const token = (await context.cookies()).find((c) => c.name === 'advocate_token')?.value;
  const campaigns = await request.get(`${e2eUrls.api}campaigns/`, { headers: { Authorization: `Token ${token}` } });
  expect(campaigns.status()).toBe(200);
  const joined = (await campaigns.json()) as Array<{ slug: string; status: string }>;
  expect(joined.map((c) => c.slug)).toEqual(['nova-energy-summer']);
  expect(joined[0].status).toBe('Active'); // the campaign's auto_active_invites is on (spec 01 §4)
});

test('an unknown invite key says so', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/invite/no-such-key`);
  await expect(page.getByText('Could not find a matching invitation')).toBeVisible();
});

// spec 00 §7 (YouTube scopes, access_type=offline), 02 §2 (broadcaster console).
test('a broadcaster signs in with YouTube through the stand-in', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /youtube/i }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.providers}/google/o/oauth2/v2/auth`));
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('scope')).toBe(
    'https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile https://www.googleapis.com/auth/youtube.readonly',
  );
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${e2eUrls.login}/auth/youtube`);
  await page.getByRole('button', { name: 'yt_creator', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/(dashboard|profile)`));
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
