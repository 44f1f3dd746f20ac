import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn } from '../support/sign-in.ts';
import { DESKTOP_AND_PHONE, shoot as shootAt } from '../support/screenshots.ts';

// Issue 26 item 5: as speedrun_sam, Connect YouTube on the profile and choosing a YouTube account
// left the session as lets_play_lena. Decision 701: the connect links to the signed-in broadcaster
// or refuses clearly; the session stays speedrun_sam's either way.
const stamp = Date.now().toString(36).slice(-5);
const FREE_CHANNEL = `sam_yt_${stamp}`;
const TAKEN = 'This YouTube channel is already connected to another Advocate broadcaster. Sign in with it, or choose another channel.';

async function signedInUsername(page: Page): Promise<string> {
  const answer = await page.request.get(`${e2eUrls.api}rest-auth/user/`, {
    headers: { Authorization: `Token ${(await page.context().cookies()).find((c) => c.name === 'advocate_token')?.value ?? ''}` },
  });
  return ((await answer.json()) as { username: string }).username;
}

const shoot = (page: Page, name: string) => shootAt(page, name, { sizes: DESKTOP_AND_PHONE, after: { width: 1280, height: 720 } });

test('speedrun_sam connects YouTube: lena’s channel is refused, a free one is linked, and the session stays sam’s', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'speedrun_sam');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/profile`);
  await expect(page.getByRole('region', { name: 'Connected Accounts' }).getByText('YouTube', { exact: true })).toBeVisible();

  // lets_play_lena's channel belongs to lets_play_lena: refused, clearly, and sam stays signed in.
  await page.getByRole('button', { name: 'Connect YouTube' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.providers}/google/`));
  await page.getByRole('button', { name: 'lets_play_lena', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(TAKEN);
  await expectAccessible(page, 'YouTube connect refused');
  await shoot(page, 'youtube-connect-refused');
  expect(await signedInUsername(page)).toBe('speedrun_sam');
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  await expect(page.getByRole('button', { name: 'Connect YouTube' })).toBeVisible();

  // A channel nobody has: linked to sam, back on the profile, still sam.
  await page.getByRole('button', { name: 'Connect YouTube' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.providers}/google/`));
  await page.getByLabel('Login').fill(FREE_CHANNEL);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/profile`);
  await expect(page.getByText(`Connected as ${FREE_CHANNEL}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect YouTube' })).toHaveCount(0);
  expect(await signedInUsername(page)).toBe('speedrun_sam');
  await expectAccessible(page, 'profile with YouTube connected');
  await shoot(page, 'youtube-connected-profile');
});
