import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn } from '../support/sign-in.ts';
import { apiAuth, makeNebulaCampaign } from '../support/api-setup.ts';

// Issue 8 Viewership: the launched product polls the Twitch stand-in (a job every
// VIEWERSHIP_POLL_SECONDS, 5 s in e2e) for the broadcasters on active campaigns; `is_live` follows
// the channel going live and offline. A new broadcaster on the spec's own campaign, so no seeded
// channel changes state.

const stamp = Date.now().toString(36);
const LOGIN = `view_e2e_${stamp}`.slice(0, 25);
const providers = e2eUrls.providers.replace(/\/+$/, '');

async function setStream(request: APIRequestContext, body: object) {
  const res = await request.post(`${providers}/twitch/_dev/streams/${LOGIN}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

async function isLive(request: APIRequestContext, headers: Record<string, string>): Promise<boolean | undefined> {
  const res = await request.get(`${e2eUrls.api}broadcasters/`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = (await res.json()) as Array<{ username: string; is_live: boolean }>;
  return rows.find((r) => r.username === LOGIN)?.is_live;
}

test('is_live follows the Twitch channel going live and offline', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await apiAuth(request);
  const slug = await makeNebulaCampaign(request, headers, { name: `Viewership Check ${stamp}`, components: ['custom-link'] });
  const invite = (await (await request.get(`${e2eUrls.api}campaigns/${slug}/invite_code/`, { headers })).json()) as { key: string };

  await page.goto(`${e2eUrls.login}/invite/${invite.key}`);
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, LOGIN, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  expect(await isLive(request, headers)).toBe(false);

  await setStream(request, { live: true, viewers: 33, game: 'Fortnite' });
  await expect.poll(() => isLive(request, headers), { timeout: 30_000, intervals: [1000] }).toBe(true);

  await setStream(request, { live: false });
  await expect.poll(() => isLive(request, headers), { timeout: 30_000, intervals: [1000] }).toBe(false);
});
