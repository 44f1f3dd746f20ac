import path from 'node:path';
import { auditPage } from './audit.ts';
import { pageVerdict, verdictLines, type PageVerdict, type RunFigures } from './first-paint-goal.ts';
import { startProduct, URLS } from './product-process.ts';
import { broadcasterSession, managerSession, type SessionCookie } from './sign-ins.ts';

/**
 * `npm run lighthouse` (issue 28 item 8, decision 747): builds the apps, starts the product on the
 * e2e ports, and runs Lighthouse's mobile performance audit three times on the login page and on
 * both dashboards signed in; prints the median, the spread and every run, and exits 1 when a page
 * misses the goal. Heavy: run it under the lock, `flock /tmp/advocate-heavy.lock npm run lighthouse`.
 * LIGHTHOUSE_RUNS sets the runs per page; LIGHTHOUSE_REPORTS names a folder that keeps each run's
 * full Lighthouse result (JSON), to see what a figure is made of; LIGHTHOUSE_PAGES (`login,manager,creator`)
 * measures only those pages.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((id) => id.trim());

async function main(): Promise<number> {
  const product = await startProduct(console.log);
  try {
    const pages: Array<{ id: string; name: string; url: string; session: () => Promise<SessionCookie[]> }> = [
      { id: 'login', name: 'Login page', url: `${URLS.login}/login`, session: async () => [] },
      { id: 'manager', name: 'Manager console dashboard (demo admin)', url: `${URLS.manager}/dashboard`, session: managerSession },
      {
        id: 'creator',
        name: 'Creator studio dashboard (Twitch demo broadcaster)',
        url: `${URLS.creator}/dashboard`,
        session: broadcasterSession,
      },
    ];
    const verdicts: PageVerdict[] = [];
    for (const page of pages.filter(({ id }) => !onlyPages || onlyPages.includes(id))) {
      const cookies = await page.session();
      // One unmeasured load first, so the product's own first-request work (caches, JIT) is not in the figures.
      await auditPage(page.url, cookies);
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const reportFile = reportsDir ? path.resolve(reportsDir, `${page.id}-${i + 1}.json`) : undefined;
        figures.push(await auditPage(page.url, cookies, reportFile));
      }
      const verdict = pageVerdict(`${page.name} ${page.url}`, figures);
      console.log(verdictLines(verdict).join('\n'));
      verdicts.push(verdict);
    }
    const missed = verdicts.filter((verdict) => !verdict.meetsGoal);
    console.log(missed.length === 0 ? `\nAll ${verdicts.length} pages meet the goal.` : `\n${missed.length} page(s) miss the goal.`);
    return missed.length === 0 ? 0 : 1;
  } finally {
    await product.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
