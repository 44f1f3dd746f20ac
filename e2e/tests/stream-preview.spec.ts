import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { authorizeOnTwitchStandIn } from '../support/sign-in.ts';
import { snap } from '../support/screenshots.ts';

// Journey 3 of issue 7: spec 02 §2 Stream preview, §4 Stream layout, §5, §7 rotations/. Demo data
// (tools/seed): streamer_one is Active on 'Nova Energy Summer Push' (its live graphic in the 'Top
// Performers' group with them) and 'Starlight Headsets Launch' (no groups), which share the default
// rotation, and on 'Aurora Cloud Gaming (Demo)', whose independent live graphics have their own.
// The seed places both somewhere on the canvas; the test moves them from wherever they are.

const OVERLAP = 'Woops! Looks like some of your graphics are overlapping. You must not have overlapping graphics to save your positioning.';
const DEFAULT = 'Default rotation';
const AURORA = 'Aurora Cloud Gaming (Demo)';
/** A 1x1 PNG, checked by the server by its content. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function signInAsBroadcaster(page: Page, login: string) {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, login);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
}

/** The draggable graphic of a rotation, named '{rotation}: x …, y …, …% scale'. */
const graphic = (page: Page, rotation: string) =>
  page.getByRole('button', { name: new RegExp(`^${rotation.replace(/[()]/g, '\\$&')}: x `) });

async function positionOf(page: Page, rotation: string): Promise<string> {
  return (await graphic(page, rotation).getAttribute('aria-label')) ?? '';
}

test('streamer_one positions two live graphics: no save while they overlap, saved when apart, kept after a reload', async ({ page }) => {
  test.setTimeout(120_000); // three drags, three axe runs and a reload
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAsBroadcaster(page, 'streamer_one');
  await page.getByRole('navigation').getByRole('link', { name: 'Stream Preview' }).click();
  await expect(page).toHaveURL(`${e2eUrls.creator}/stream-preview`);
  await expect(page).toHaveTitle('Stream Preview | Advocate');

  const defaultRotation = page.getByRole('region', { name: DEFAULT });
  const auroraRotation = page.getByRole('region', { name: AURORA });
  await expect(defaultRotation).toBeVisible();
  await expect(auroraRotation).toBeVisible();
  // Two campaigns share the default rotation: arrows, a counter and dots.
  // (At least two: other journeys of the same run may add live graphics that reach streamer_one.)
  const counter = defaultRotation.getByText(/^1 \/ \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(((await counter.textContent()) ?? '').split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  await defaultRotation.getByRole('button', { name: `Next image of ${DEFAULT}` }).click();
  await expect(defaultRotation.getByText(`2 / ${total}`)).toBeVisible();
  await expect(auroraRotation.getByText('1 / 1')).toBeVisible();
  await expect(auroraRotation.getByRole('button', { name: /Next image/ })).toHaveCount(0);

  // Drag the default rotation into the top-left corner (it stops 20 px beyond the edges), then the
  // Aurora graphic onto it: they overlap, and saving is refused with the spec's message.
  const canvas = page.getByTestId('stream-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await graphic(page, DEFAULT).dragTo(canvas, { targetPosition: { x: 2, y: 2 } });
  await expect(graphic(page, DEFAULT)).toHaveAttribute('aria-label', /^Default rotation: x -20, y -20, /);
  await graphic(page, AURORA).dragTo(graphic(page, DEFAULT));
  await expect(graphic(page, AURORA)).toHaveAttribute('data-overlapping', 'true');
  await expect(graphic(page, DEFAULT)).toHaveAttribute('data-overlapping', 'true');
  await expect(page.getByTestId('unsaved-changes')).toContainText(AURORA);
  await expect(page.getByTestId('unsaved-changes')).toContainText(DEFAULT);
  await page.getByRole('button', { name: 'Save Positioning' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OVERLAP })).toBeVisible();

  // Drag the Aurora graphic to the middle of the canvas; the overlap and the message end.
  await graphic(page, AURORA).dragTo(canvas, { targetPosition: { x: box.width / 2, y: box.height / 2 } });
  await expect(graphic(page, AURORA)).toHaveAttribute('data-overlapping', 'false');
  await expect(graphic(page, DEFAULT)).toHaveAttribute('data-overlapping', 'false');
  await expect(page.getByText(OVERLAP)).toHaveCount(0);
  // The default rotation, scaled to 50 % and moved with the keyboard (10 px a press).
  await defaultRotation.getByRole('slider', { name: 'Scale' }).fill('50');
  await graphic(page, DEFAULT).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(graphic(page, DEFAULT)).toHaveAttribute('aria-label', `${DEFAULT}: x -10, y 0, 50% scale`);
  const aurora = await positionOf(page, AURORA);
  await expectAccessible(page, 'stream preview');
  await snap(page, 'stream-preview-editing');

  const saved = page.waitForResponse((r) => r.url().endsWith('/rotations/bulk_update/') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Positioning' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Positioning Saved!' })).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  await page.reload();
  await expect(graphic(page, AURORA)).toHaveAttribute('aria-label', aurora);
  await expect(graphic(page, DEFAULT)).toHaveAttribute('aria-label', `${DEFAULT}: x -10, y 0, 50% scale`);
  await expect(graphic(page, AURORA)).toHaveAttribute('data-overlapping', 'false');
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await expectAccessible(page, 'stream preview after reload');
  await snap(page, 'stream-preview-saved');

  // The base resolution is kept on the profile; a screenshot becomes the canvas background.
  const resolution = page.getByLabel('Base resolution');
  await expect(resolution.locator('option')).toHaveText(['1920x1080', '1600x900', '1440x810', '1360x768', '1280x720']);
  await resolution.selectOption('1366x768');
  await expect(page.getByRole('status').filter({ hasText: 'Base Resolution Updated!' })).toBeVisible();
  await page
    .getByLabel('Stream screenshot')
    .setInputFiles({ name: 'stream.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByRole('status').filter({ hasText: 'Screenshot Updated!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Base resolution')).toHaveValue('1366x768');
  await expect(canvas.getByTestId('stream-screenshot')).toHaveAttribute('src', /\/uploads\//);
  await page.getByRole('button', { name: 'Remove Screenshot' }).click();
  await expect(canvas.getByTestId('stream-screenshot')).toHaveCount(0);
  await page.getByLabel('Base resolution').selectOption('1920x1080');
  await expect(page.getByLabel('Base resolution')).toHaveValue('1920x1080');

  // The help modal, then the desktop-only message on a narrow window.
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Positioning your live graphics' })).toBeVisible();
  await expectAccessible(page, 'stream preview help');
  await snap(page, 'stream-preview-help');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByText('You need to be on a desktop to edit your stream')).toBeVisible();
});
