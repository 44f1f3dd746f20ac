import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { RunFigures } from './first-paint-goal.ts';
import type { SessionCookie } from './sign-ins.ts';

/** Debian's Chromium, as the e2e tier runs it (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Plus --headless, which puppeteer adds (headless: true): Lighthouse needs the page it audits in the foreground.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A renderer Chromium counts as hidden stops painting, and Lighthouse then sees no first paint (NO_FCP).
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
];

/**
 * One Lighthouse performance run (its default mobile profile: simulated slow 4G and a 4x slower
 * CPU) of `url` in a fresh Chromium profile, so nothing is cached. A signed-in page gets the
 * session cookies first, and Lighthouse is told to keep them (it clears the origin's storage otherwise).
 * With `reportFile`, the whole Lighthouse result (JSON, viewable at googlechrome.github.io/lighthouse/viewer) is kept there.
 */
export async function auditPage(url: string, cookies: SessionCookie[], reportFile?: string): Promise<RunFigures> {
  const profile = mkdtempSync(path.join(tmpdir(), 'advocate-lighthouse-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    userDataDir: profile,
    defaultViewport: null,
  });
  try {
    const [page = await browser.newPage()] = await browser.pages();
    // Host-only cookies of the login host (localhost): every app host on another port reads them too.
    if (cookies.length > 0) await page.setCookie(...cookies.map((cookie) => ({ ...cookie, sameSite: 'Lax' as const })));
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: cookies.length > 0 },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (reportFile) {
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not the page meant (signed out?)`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${url} measured no ${id}`);
      return value;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
