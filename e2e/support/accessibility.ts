import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 A/AA rules: the team standard, no best-practice or AAA extras. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts the standard forbids; moderate and minor ones are left to review. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** How many offending elements to name per violation: enough to find them, short enough to read. */
const TARGETS_SHOWN = 3;

/**
 * Runs axe on the page as it is now and fails, listing each one, if it finds any serious or
 * critical WCAG 2.1 A/AA violation. `label` names the page in the failure (defaults to its URL).
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  await finishedFading(page);
  // Legacy mode runs axe in the page itself, without opening a blank page per check to gather frame
  // results (decision 780): the product's pages hold no cross-origin frame of its own to test.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more = violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    return `- [${violation.impact}] ${violation.id}: ${violation.help}\n    at ${targets.join(' | ')}${more}`;
  });
  expect(report, `${label ?? page.url()} has serious or critical accessibility violations:\n${report.join('\n')}`).toEqual([]);
}

/**
 * Colour contrast is only meaningful once fade-ins are over: waits for ui-kit's `Fade` to start
 * (it holds one frame at opacity 0), then for every finite animation and transition to end.
 */
async function finishedFading(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-fade="start"]') === null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
