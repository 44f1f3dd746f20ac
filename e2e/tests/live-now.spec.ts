import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { DESKTOP_AND_PHONE, shoot } from '../support/screenshots.ts';
import { agreeToTerms, authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';
import { apiAuth, makeNebulaCampaign } from '../support/api-setup.ts';

// Issue 30 part 1 (decisions 790-792): a broadcaster joins a campaign and goes live on the Twitch
// stand-in; the editor's open "Live now" panel on the campaign overview shows the channel with its
// viewers and game, pushed by its event stream once the viewership poll (every 5 s in e2e) sees
// it, without a reload; the broadcaster's studio dashboard shows "You are live".

const stamp = Date.now().toString(36);
const LOGIN = `live_e2e_${stamp}`.slice(0, 25);
const providers = e2eUrls.providers.replace(/\/+$/, '');

async function setStream(request: APIRequestContext, body: object) {
  const res = await request.post(`${providers}/twitch/_dev/streams/${LOGIN}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

test('the Live now panel and the studio block follow a channel going live, pushed', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const headers = await apiAuth(request);
  const slug = await makeNebulaCampaign(request, headers, { name: `Live Now ${stamp}`, components: ['custom-link'] });
  const invite = (await (await request.get(`${e2eUrls.api}campaigns/${slug}/invite_code/`, { headers })).json()) as { key: string };

  await page.goto(`${e2eUrls.login}/invite/${invite.key}`);
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, LOGIN, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signedInAs(manager, 'editor@example.com');
  await manager.goto(`${e2eUrls.manager}/campaigns/${slug}`);
  const panel = manager.getByRole('region', { name: 'Live now' });
  await expect(panel.getByText('0 of 1 channel live · 0 viewers')).toBeVisible();
  await expect(panel.getByText('None of this campaign’s channels is live right now.')).toBeVisible();

  await setStream(request, { live: true, viewers: 1234, game: 'Just Chatting' });
  // Pushed: the page is not reloaded; the poll runs every 5 s and the stream carries its result.
  await expect(panel.getByText('1 of 1 channel live · 1,234 viewers')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('list', { name: 'Live channels' }).getByText(LOGIN)).toBeVisible();
  await expect(panel.getByText(/1,234 viewers · Just Chatting/)).toBeVisible();
  await expectAccessible(manager, 'campaign overview with Live now');
  await shoot(manager, 'live-now-overview', { dir: 'live-now', sizes: DESKTOP_AND_PHONE });

  await page.goto(`${e2eUrls.creator}/dashboard`);
  const block = page.getByRole('region', { name: 'You are live' });
  await expect(block.getByText(/1,234 viewers · Just Chatting/)).toBeVisible({ timeout: 20_000 });
  await expect(block.getByText('Clicks in the last 30 minutes:')).toBeVisible();
  await expectAccessible(page, 'studio dashboard with the live block');
  await shoot(page, 'live-now-studio', { dir: 'live-now', sizes: DESKTOP_AND_PHONE });

  await setStream(request, { live: false });
  await expect(panel.getByText('0 of 1 channel live · 0 viewers')).toBeVisible({ timeout: 20_000 });
  await managerContext.close();
});
