import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth, trackedKeyFor } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { snap } from '../support/screenshots.ts';

// Issue 26 item 2: "A signed conversion and a Shopify order webhook add verified ones"; the secret is
// shown and rotated on Management; pages show verified and unverified apart. Decisions 662, 664, 710.
// Demo data (tools/seed): editor@example.com edits Nova Energy (with conversions); streamer_one is on it.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SLUG = 'nova-energy-summer';

/** A tracked link key of streamer_one on the campaign: a suggested tweet of our own gives one (decision 433). */
async function trackedKey(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const link = `${e2eUrls.providers}/e2e-landing/verified`;
  const made = await trackedKeyFor(request, headers, {
    campaign: SLUG,
    broadcaster: 'streamer_one',
    name: `E2E Verified ${Date.now().toString(36)}`,
    keyword: 'novaverified',
    link,
  });
  return made.key;
}

/** The figure `label` of the metrics page's Clicks & Conversions card. */
async function cardFigure(page: Page, label: string): Promise<number> {
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/metrics`);
  const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Clicks & Conversions', exact: true }) });
  const value = card.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(value).toHaveText(/^[\d,.]+K?M?$/, { timeout: 30_000 });
  return Number(((await value.textContent()) ?? '').replace(/,/g, ''));
}

type Split = { verified: number; unverified: number };

/** The numbers of a 'Verified N · Unverified M' line (decision 710). */
async function splitOf(line: ReturnType<Page['getByText']>): Promise<Split> {
  await expect(line).toBeVisible({ timeout: 30_000 });
  const [, verified, unverified] = /^Verified ([\d,]+) · Unverified ([\d,]+)$/.exec(((await line.textContent()) ?? '').trim()) ?? [];
  return { verified: Number(verified.replace(/,/g, '')), unverified: Number(unverified.replace(/,/g, '')) };
}

const SPLIT = /^Verified [\d,]+ · Unverified [\d,]+$/;

/** The overview's Conversions tile split (30-day range, the default). */
async function overviewSplit(page: Page): Promise<Split> {
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}`);
  const tile = page.locator('li', { has: page.getByText('Conversions', { exact: true }) });
  return splitOf(tile.getByText(SPLIT));
}

/** streamer_one's split on the channels page (30-day range, the default), in the layout asked for. */
async function channelSplit(page: Page, layout: 'Grid' | 'Detailed' = 'Grid'): Promise<Split> {
  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/channels`);
  if (layout === 'Detailed') await page.getByRole('button', { name: 'Detailed', exact: true }).click();
  return splitOf(page.locator('li[data-channel="streamer_one"]').getByText(SPLIT));
}

test('an editor sees and rotates the conversion secret; a signed conversion shows as verified', async ({ page, request }) => {
  const headers = await apiAuth(request);
  const key = await trackedKey(request, headers);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  const verifiedBefore = await cardFigure(page, 'Verified');
  const unverifiedBefore = await cardFigure(page, 'Unverified');
  const overviewBefore = await overviewSplit(page);
  const channelBefore = await channelSplit(page);

  await page.goto(`${e2eUrls.manager}/campaigns/${SLUG}/management`);
  const section = page.getByRole('region', { name: 'Verified Conversions' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const secret = section.getByTestId('conversion-secret');
  await expect(secret).toHaveText(/^•+$/);
  await section.getByRole('button', { name: 'Show Secret' }).click();
  await expect(secret).toHaveText(/^cvs_[0-9a-f]{64}$/);
  const first = (await secret.textContent()) ?? '';
  await expectAccessible(page, 'management with the conversion secret');
  await snap(section, 'conversion-secret');

  await section.getByRole('button', { name: 'Rotate Secret' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate Conversion Secret' });
  await expect(dialog).toContainText('Calls signed with the current secret will be refused from now on.');
  await expectAccessible(page, 'rotate conversion secret dialog');
  await dialog.getByRole('button', { name: 'Rotate Secret' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Secret Rotated!')).toBeVisible();
  await expect(secret).not.toHaveText(first);
  await expect(secret).toHaveText(/^cvs_[0-9a-f]{64}$/);
  const rotated = (await secret.textContent()) ?? '';

  // The shop's server signs its call: the old secret is refused, the new one counts as verified.
  const signedPost = (withSecret: string, orderId: string) => {
    const body = JSON.stringify({ source: key, order_id: orderId });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', withSecret).update(`${t}.${body}`).digest('hex');
    return request.post(`${e2eUrls.api}conversion/signed/`, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-advocate-conversion-signature': `t=${t},v1=${v1}` },
    });
  };
  const order = `E2E-${Date.now().toString(36)}`;
  expect((await signedPost(first, order)).status()).toBe(403);
  const accepted = await signedPost(rotated, order);
  expect(accepted.status(), await accepted.text()).toBe(201);
  expect((await signedPost(rotated, order)).status()).toBe(201);
  // And an anonymous call from the shop's page counts as unverified.
  expect((await request.post(`${e2eUrls.api}conversion/`, { data: { source: key } })).status()).toBe(201);

  await expect.poll(() => cardFigure(page, 'Verified'), { timeout: 20_000 }).toBe(verifiedBefore + 1);
  expect(await cardFigure(page, 'Unverified')).toBe(unverifiedBefore + 1);
  await expectAccessible(page, 'metrics with verified conversions');
  await snap(
    page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Clicks & Conversions', exact: true }) }),
    'conversions-card',
  );

  // Decision 710: the overview's Conversions tile and streamer_one's channel cards show them apart too.
  await expect
    .poll(() => overviewSplit(page), { timeout: 20_000 })
    .toEqual({ verified: overviewBefore.verified + 1, unverified: overviewBefore.unverified + 1 });
  await expectAccessible(page, 'overview with the verified split');
  await snap(page.locator('li', { has: page.getByText('Conversions', { exact: true }) }), 'overview-conversions-tile');
  expect(await channelSplit(page)).toEqual({ verified: channelBefore.verified + 1, unverified: channelBefore.unverified + 1 });
  await expectAccessible(page, 'channels grid with the verified split');
  expect(await channelSplit(page, 'Detailed')).toEqual({ verified: channelBefore.verified + 1, unverified: channelBefore.unverified + 1 });
  await expectAccessible(page, 'channels detailed with the verified split');
  await snap(page.locator('li[data-channel="streamer_one"]'), 'channel-detailed-split');
});
