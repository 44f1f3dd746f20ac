import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { makePng } from '../support/fixture-files.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';
import { snap } from '../support/screenshots.ts';

// Journey 2 of issue 7: spec 02 §2 (dashboard action queue, /panels, /twitter, /chatbot, /links),
// §4 (completion, mark incomplete, tab rules), §5 (edit tweet), §7 (update action). Demo data
// (tools/seed): streamer_one is Active on 'Nova Energy Summer Push' (every component type) with a
// connected Twitter account; editor@example.com edits Nebula's campaigns. The editor adds a banner
// and two suggested tweets through the API, the server hands streamer_one their actions, and the
// editor's view of the campaign's actions agrees with what streamer_one did.

const CAMPAIGN = 'nova-energy-summer';
const DESKTOP = { width: 1400, height: 900 };

const BANNER = 'E2E Panel Banner';
const TWEET_AUTO = 'E2E Tweet One';
const TWEET_MANUAL = 'E2E Tweet Two';

interface WireAction {
  id: number;
  type: { slug: string };
  component: string;
  broadcaster: string;
  completion_time: string | null;
  completion_data: { tweet_text?: string; tweet_url?: string; manual?: boolean };
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'advocate_token')?.value;
  expect(token, 'the signed-in page holds its token cookie').toBeTruthy();
  return token as string;
}

/** The campaign's actions as its editor sees them (contract 2: managers need ?campaign=). */
async function managerActions(request: APIRequestContext, token: string): Promise<WireAction[]> {
  const res = await request.get(`${e2eUrls.api}broadcaster-actions/?campaign=${CAMPAIGN}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as WireAction[];
}

/** A 1400x900 screenshot: the whole page, or only the viewport while a modal is open. */
const shoot = (page: Page, name: string, fullPage = true) => snap(page, `studio-${name}`, { fullPage });

const idOf = async (card: Locator, prefix: string) => Number((await card.getAttribute('data-testid'))?.slice(prefix.length));

test('streamer_one completes a panel action, sends tweets automatically and manually, marks one incomplete; the editor sees the same', async ({
  browser,
}) => {
  test.setTimeout(360_000);

  // The editor adds a banner and two tweets to the campaign (contract 1); the server assigns them (contract 2).
  const managerContext = await browser.newContext({ viewport: DESKTOP });
  const manager = await managerContext.newPage();
  await signedInAs(manager, 'editor@example.com');
  await expect(manager).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const managerToken = await tokenOf(managerContext);
  const auth = { Authorization: `Token ${managerToken}` };
  const banner = await manager.request.post(`${e2eUrls.api}components/`, {
    headers: auth,
    multipart: {
      campaign: CAMPAIGN,
      type: 'banner-graphics',
      name: BANNER,
      link: 'https://nova-energy.example.com/summer',
      image: { name: 'panel.png', mimeType: 'image/png', buffer: makePng(320, 100, [0xf5, 0x9e, 0x0b]) },
    },
  });
  expect(banner.status(), await banner.text()).toBe(201);
  for (const name of [TWEET_AUTO, TWEET_MANUAL]) {
    const tweet = await manager.request.post(`${e2eUrls.api}components/`, {
      headers: auth,
      data: {
        campaign: CAMPAIGN,
        type: 'suggested-tweet',
        name,
        keyword: 'novasummer',
        link: 'https://nova-energy.example.com/summer',
        message: `Summer flavours are here: {{link}} #ad (${name})`,
        config: { is_editable: true },
      },
    });
    expect(tweet.status(), await tweet.text()).toBe(201);
  }

  // streamer_one signs in through the Twitch stand-in and finds them in the dashboard queue.
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_one');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/dashboard`);
  const panelsGroup = page.getByTestId('action-group-panels');
  const tweetsGroup = page.getByTestId('action-group-tweets');
  await expect(panelsGroup.getByText(`Add Banner: ${BANNER}`)).toBeVisible();
  await expect(tweetsGroup.getByText(`Send Tweet: ${TWEET_AUTO}`)).toBeVisible();
  await expect(tweetsGroup.getByText(`Send Tweet: ${TWEET_MANUAL}`)).toBeVisible();
  await expect(panelsGroup.getByRole('link', { name: 'Go to Twitch Panels' })).toHaveAttribute('href', '/panels');
  await expectAccessible(page, 'dashboard with the action queue');
  await shoot(page, 'dashboard');

  // /panels: the banner-add action, completed through its confirmation; then it is on My Banners.
  await panelsGroup.getByRole('link', { name: 'Go to Twitch Panels' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/panels`);
  await expect(page.getByRole('tab', { name: 'Required Actions' })).toHaveAttribute('aria-selected', 'true');
  const bannerCard = page.locator('[data-testid^="panel-action-"]').filter({ hasText: BANNER });
  await expect(bannerCard.getByRole('heading', { name: 'Add Banner' })).toBeVisible();
  const bannerActionId = await idOf(bannerCard, 'panel-action-');
  await expectAccessible(page, 'panels, required actions');
  await shoot(page, 'panels-required');
  await bannerCard.getByRole('button', { name: `Mark as Completed: Add Banner, ${BANNER}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Add Banner' });
  await expect(confirm.getByText('Have you added this banner to your Twitch panels with its link?')).toBeVisible();
  await expectAccessible(page, 'panels, confirmation');
  await shoot(page, 'panels-confirm', false);
  await confirm.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(bannerCard).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Banners' }).click();
  await expect(page.getByRole('img', { name: `${BANNER} banner` })).toBeVisible();
  await expectAccessible(page, 'panels, my banners');
  await shoot(page, 'panels-banners');

  // /twitter: one tweet sent automatically (through the Twitter stand-in), one manually.
  await page.getByRole('navigation').getByRole('link', { name: 'Twitter' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/twitter`);
  await expect(page.getByRole('link', { name: 'Go To Twitter' })).toBeVisible();
  await expect(page.getByTestId('twitter-blocked')).toHaveCount(0);
  const autoCard = page.locator('[data-testid^="tweet-action-"]').filter({ hasText: TWEET_AUTO });
  const manualCard = page.locator('[data-testid^="tweet-action-"]').filter({ hasText: TWEET_MANUAL });
  await expect(autoCard.getByTestId('tweet-text')).toContainText('Summer flavours are here: http');
  await expect(autoCard.getByTestId('tweet-text')).not.toContainText('{{link}}');
  const autoId = await idOf(autoCard, 'tweet-action-');
  const manualId = await idOf(manualCard, 'tweet-action-');
  await expectAccessible(page, 'twitter, required actions');
  await shoot(page, 'twitter-required');

  // Edit within the rules (spec 02 §5), then send automatically.
  await autoCard.getByRole('button', { name: `Edit: ${TWEET_AUTO}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tweet' });
  await edit.getByLabel('Tweet', { exact: true }).fill('No link in this one');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(/^Your tweet must include "http.*\.$/)).toBeVisible();
  await expectAccessible(page, 'twitter, edit tweet with an error');
  await shoot(page, 'twitter-edit', false);
  await edit.getByLabel('Tweet', { exact: true }).fill('Tonight on stream with Nova Energy {{link}} #ad');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(autoCard.getByTestId('tweet-text')).toContainText('Tonight on stream with Nova Energy http');
  await autoCard.getByRole('button', { name: `Send Automatically: ${TWEET_AUTO}` }).click();
  await expect(autoCard).toHaveCount(0);

  await manualCard.getByRole('button', { name: `Send Manually: ${TWEET_MANUAL}` }).click();
  const manual = page.getByRole('dialog', { name: 'Send Manually' });
  await expect(manual.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await expect(manual.getByTestId('manual-tweet-text')).toContainText(TWEET_MANUAL);
  await expectAccessible(page, 'twitter, send manually');
  await shoot(page, 'twitter-manual', false);
  await manual.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(manual).toHaveCount(0);
  await expect(manualCard).toHaveCount(0);

  // Sent Tweets: both, newest first; the latest (the manual one) is marked incomplete.
  await page.getByRole('tab', { name: 'Sent Tweets' }).click();
  const sentAuto = page.getByTestId(`sent-tweet-${autoId}`);
  const sentManual = page.getByTestId(`sent-tweet-${manualId}`);
  await expect(sentAuto.getByText('Tonight on stream with Nova Energy')).toBeVisible();
  await expect(sentAuto.getByRole('link', { name: 'View on Twitter' })).toBeVisible();
  await expect(sentManual.getByText(/Posted manually/)).toBeVisible();
  await expect(sentAuto.getByRole('button', { name: /Mark Incomplete/ })).toHaveCount(0);
  await expectAccessible(page, 'twitter, sent tweets');
  await shoot(page, 'twitter-sent');
  await sentManual.getByRole('button', { name: `Mark Incomplete: Send Tweet, ${TWEET_MANUAL}` }).click();
  await page.getByRole('dialog', { name: 'Mark Incomplete' }).getByRole('button', { name: 'Mark Incomplete' }).click();
  await expect(sentManual).toHaveCount(0);
  await page.getByRole('tab', { name: 'Required Actions' }).click();
  await expect(page.getByTestId(`tweet-action-${manualId}`)).toBeVisible();

  // The dashboard agrees: the banner and the sent tweet left the queue, the reopened tweet is back.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(tweetsGroup.getByText(`Send Tweet: ${TWEET_MANUAL}`)).toBeVisible();
  await expect(tweetsGroup.getByText(`Send Tweet: ${TWEET_AUTO}`)).toHaveCount(0);
  await expect(page.getByText(`Add Banner: ${BANNER}`)).toHaveCount(0);

  // The chatbot and links pages.
  await page.goto(`${e2eUrls.creator}/chatbot`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chatbot' })).toBeVisible();
  await expect(page.locator('[data-testid^="chatbot-message-"]').first().or(page.getByText('You have no chatbot messages'))).toBeVisible();
  await expectAccessible(page, 'chatbot messages');
  await shoot(page, 'chatbot');
  await page.goto(`${e2eUrls.creator}/links`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Links' })).toBeVisible();
  await expect(
    page.locator('[data-testid^="custom-link-"]').first().or(page.getByText("You don't have any custom links assigned")),
  ).toBeVisible();
  await expectAccessible(page, 'custom links');
  await shoot(page, 'links');

  // The editor's view of the campaign's actions (GET broadcaster-actions/?campaign=) agrees.
  const seen = await managerActions(manager.request, managerToken);
  const byId = new Map(seen.map((a) => [a.id, a]));
  expect(byId.get(bannerActionId)).toMatchObject({
    type: { slug: 'banner-add' },
    component: BANNER,
    broadcaster: 'streamer_one',
    completion_time: expect.any(String),
  });
  expect(byId.get(autoId)).toMatchObject({
    type: { slug: 'twitter-send-tweet' },
    component: TWEET_AUTO,
    broadcaster: 'streamer_one',
    completion_time: expect.any(String),
    completion_data: {
      tweet_text: expect.stringContaining('Tonight on stream with Nova Energy'),
      tweet_url: expect.stringMatching(/^https?:\/\//),
    },
  });
  expect(byId.get(manualId)).toMatchObject({ component: TWEET_MANUAL, broadcaster: 'streamer_one', completion_time: null });

  await context.close();
  await managerContext.close();
});

test('a broadcaster without a connected Twitter account is asked to connect it, and cannot send', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_two');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  const user = await (
    await page.request.get(`${e2eUrls.api}rest-auth/user/`, { headers: { Authorization: `Token ${await tokenOf(context)}` } })
  ).json();
  test.skip(user.has_twitter_oauth === true, 'streamer_two has Twitter connected in this seed');
  await page.goto(`${e2eUrls.creator}/twitter`);
  const blocked = page.getByTestId('twitter-blocked');
  await expect(blocked).toContainText('Connect it on your profile page');
  await expect(blocked.getByRole('link', { name: 'profile page' })).toHaveAttribute('href', '/profile');
  for (const button of await page.locator('[data-testid^="tweet-action-"] button').all()) await expect(button).toBeDisabled();
  await expectAccessible(page, 'twitter, not connected');
  await shoot(page, 'twitter-blocked');
  await context.close();
});
