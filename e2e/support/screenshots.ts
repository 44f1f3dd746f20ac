import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export interface ViewSize {
  width: number;
  height: number;
}

export const DESKTOP: ViewSize = { width: 1400, height: 900 };
export const PHONE: ViewSize = { width: 390, height: 844 };
/** A desktop and a phone shot of the same page, labelled for the file name. */
export const DESKTOP_AND_PHONE: ReadonlyArray<readonly [string, ViewSize]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

const ROOT = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/**
 * Screenshots are for people to look through after a run, never assertions: taken on a developer's
 * machine, skipped under CI unless E2E_SCREENSHOTS=1 (E2E_SCREENSHOTS=0 skips them anywhere).
 */
export const screenshotsOn = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

export interface ShotOptions {
  /** A folder under the shots root. */
  dir?: string;
  /** The sizes to shoot at, in order; the viewport is left at the last unless `after` is given. */
  sizes?: ReadonlyArray<readonly [string, ViewSize]>;
  fullPage?: boolean;
  /** The viewport to return to afterwards. */
  after?: ViewSize;
}

/** Waits for two animation frames, so a resize has been laid out and painted. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Sets each size in turn and, when screenshots are on, saves `<root>/<dir>/<name>-<label>.png`.
 * The viewport changes either way, so a spec behaves the same with screenshots on or off.
 */
export async function shoot(page: Page, name: string, options: ShotOptions = {}) {
  const { dir = '', sizes = [['desktop', DESKTOP]], fullPage = true, after } = options;
  const folder = path.join(ROOT, dir);
  if (screenshotsOn) mkdirSync(folder, { recursive: true });
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    if (!screenshotsOn) continue;
    await settled(page);
    await page.screenshot({ path: path.join(folder, `${name}-${label}.png`), fullPage });
  }
  if (after) await page.setViewportSize(after);
}

/** One screenshot of a page as it is (no resize) or of one element, when screenshots are on. */
export async function snap(target: Page | Locator, name: string, options: { dir?: string; fullPage?: boolean } = {}) {
  if (!screenshotsOn) return;
  const folder = path.join(ROOT, options.dir ?? '');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage: options.fullPage ?? false }) : target.screenshot({ path: file }));
}
