import { auditPage } from './audit.ts';
import { pageVerdict, verdictLines, type PageVerdict, type RunFigures } from './first-paint-goal.ts';
import { startProduct, URLS } from './product-process.ts';
import { broadcasterSession, managerSession, type SessionCookie } from './sign-ins.ts';

/**
 * `npm run lighthouse` (issue 28 item 8, decision 747): builds the apps, starts the product on the
 * e2e ports, and runs Lighthouse's mobile performance audit three times on the login page and on
 * both dashboards signed in; prints the median, the spread and every run, and exits 1 when a page
 * misses the goal. Heavy: run it under the lock, `flock /tmp/advocate-heavy.lock npm run lighthouse`.
 * LIGHTHOUSE_RUNS sets the runs per page.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<number> {
  const product = await startProduct(console.log);
  try {
    const pages: Array<{ name: string; url: string; session: () => Promise<SessionCookie[]> }> = [
      { name: 'Login page', url: `${URLS.login}/login`, session: async () => [] },
      { name: 'Manager console dashboard (demo admin)', url: `${URLS.manager}/dashboard`, session: managerSession },
      { name: 'Creator studio dashboard (Twitch demo broadcaster)', url: `${URLS.creator}/dashboard`, session: broadcasterSession },
    ];
    const verdicts: PageVerdict[] = [];
    for (const page of pages) {
      const cookies = await page.session();
      // One unmeasured load first, so the product's own first-request work (caches, JIT) is not in the figures.
      await auditPage(page.url, cookies);
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) figures.push(await auditPage(page.url, cookies));
      const verdict = pageVerdict(`${page.name} ${page.url}`, figures);
      console.log(verdictLines(verdict).join('\n'));
      verdicts.push(verdict);
    }
    const missed = verdicts.filter((verdict) => !verdict.meetsGoal);
    console.log(missed.length === 0 ? '\nAll three pages meet the goal.' : `\n${missed.length} page(s) miss the goal.`);
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
