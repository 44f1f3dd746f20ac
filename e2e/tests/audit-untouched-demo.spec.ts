import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';
import { shoot as shootAt, type ViewSize } from '../support/screenshots.ts';

// Issue 26 item 1 (and item 5's Compliance page at 390 px), on the launched demo: the launcher puts
// what the seed records as done on the provider stand-ins, so a Trigger Audit on every running
// campaign keeps each seeded verdict; the page follows the audit it triggered without a reload;
// an ended campaign shows its final compliance; the page fits a phone, its tables turned to cards.
// Named to run first among the specs that change the demo (files run in name order, one worker).

interface WireCompliance {
  last_audit: string | null;
  summary: { compliant: number; total: number };
  broadcasters: Array<{
    name: string;
    verdict: string;
    mod_status: { status: string } | null;
    compliance: Record<string, { status: string }>;
  }>;
}
interface WireCampaign {
  slug: string;
  start_date: string;
  end_date: string | null;
}

const shoot = (page: Page, name: string, size: ViewSize) =>
  shootAt(page, `compliance-demo-${name}`, { sizes: [[String(size.width), size]] });

/** The page must not scroll sideways. */
async function expectFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a Trigger Audit on every running demo campaign keeps each seeded verdict, and the page follows it', async ({ page, request }) => {
  test.setTimeout(300_000);
  const auth = await apiAuth(request, 'admin@example.com');
  const campaigns = (await (await request.get(`${e2eUrls.api}campaigns/`, { headers: auth })).json()) as WireCampaign[];
  const now = Date.now();
  const runningNow = campaigns
    .filter((c) => Date.parse(c.start_date) <= now && (c.end_date === null || Date.parse(c.end_date) > now))
    .map((c) => c.slug);
  // The demo's own running campaigns: those the seed audited (campaigns other specs create have none).
  const audited = async (slug: string) =>
    ((await (await request.get(`${e2eUrls.api}compliance/?campaign=${slug}`, { headers: auth })).json()) as { last_audit: string | null })
      .last_audit !== null;
  const running: string[] = [];
  for (const slug of runningNow) if (await audited(slug)) running.push(slug);
  expect(running).toContain('nova-energy-summer');
  const verdicts = async (slug: string) => {
    const body = (await (await request.get(`${e2eUrls.api}compliance/?campaign=${slug}`, { headers: auth })).json()) as WireCompliance;
    return {
      summary: `${body.summary.compliant}/${body.summary.total}`,
      broadcasters: Object.fromEntries(
        body.broadcasters.map((b) => [
          b.name,
          {
            verdict: b.verdict,
            chatbot: b.mod_status?.status ?? null,
            ...Object.fromEntries(Object.entries(b.compliance).map(([c, r]) => [c, r.status])),
          },
        ]),
      ),
    };
  };

  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  for (const slug of running) {
    const before = await verdicts(slug);
    await page.goto(`${e2eUrls.manager}/campaigns/${slug}/compliance`);
    const lastAudit = page.getByTestId('compliance-last-audit');
    await expect(lastAudit).toContainText('Last audit:');
    const seededText = (await lastAudit.textContent()) ?? '';
    await page.getByRole('button', { name: 'Trigger Audit' }).click();
    await expect(page.getByText('Audit Triggered')).toBeVisible();
    // No reload: the page reads again while the audit is pending and shows the new audit's time.
    await expect(lastAudit).not.toHaveText(seededText, { timeout: 30_000 });
    await expect(lastAudit).toContainText('Audits run daily at 7AM ET.', { timeout: 30_000 });
    await expect(page.getByTestId('compliance-summary')).toHaveText(`${before.summary} Broadcasters Compliant`);
    expect(await verdicts(slug), slug).toEqual(before);
  }

  // Nova after its audit: the verdicts, chatbot statuses and a tweet nobody sent, on a desktop and a phone.
  await page.goto(`${e2eUrls.manager}/campaigns/nova-energy-summer/compliance`);
  await expect(page.getByTestId('compliance-row-pixel_paula')).toContainText('Incorrect Image');
  await expect(page.getByTestId('compliance-row-pixel_paula')).toContainText('Chatbot: Not Modded');
  await expect(page.getByTestId('compliance-row-streamer_two')).toContainText('Chatbot: Modded');
  await expect(page.getByTestId('compliance-row-streamer_one')).toContainText('Not Sent');
  await expectAccessible(page, 'demo compliance after an audit (desktop)');
  await shoot(page, 'nova', { width: 1400, height: 900 });
  await expectFits(page, 390);
  await expect(page.getByTestId('compliance-card-pixel_paula')).toContainText('Incorrect Image');
  await expect(page.getByRole('button', { name: 'Compliance history of pixel_paula' })).toBeVisible();
  await expectAccessible(page, 'demo compliance after an audit (phone)');
  await shoot(page, 'nova', { width: 390, height: 844 });
  await page.getByRole('button', { name: 'Components', exact: true }).click();
  await expect(page.getByLabel('Component Type')).toHaveValue('banner-graphics');
  await expect(page.getByTestId('compliance-card-pixel_paula')).toBeVisible();
  await expect(page.getByTestId('compliance-row-pixel_paula')).toHaveCount(0);
  await expectFits(page, 390);
  await expectAccessible(page, 'demo compliance components view (phone)');
  await shoot(page, 'nova-components', { width: 390, height: 844 });
});

test("an ended campaign's page shows its final compliance and the audits it had, consistently", async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${e2eUrls.manager}/campaigns/pixel-peripherals-spring/compliance`);
  await expect(page.getByTestId('compliance-summary')).toHaveText('Final compliance shown from end of campaign');
  await expect(page.getByTestId('compliance-last-audit')).toContainText('Last audit:');
  await expect(page.getByText('No audit has run yet')).toHaveCount(0);
  await expect(page.getByText('Not audited yet')).toHaveCount(0);
  await expect(page.getByTestId('compliance-row-retro_rick')).toContainText("Can't Connect");
  await expect(page.getByTestId('compliance-row-streamer_one')).toContainText('Compliant');
  await expect(page.getByRole('button', { name: 'Trigger Audit' })).toHaveCount(0);
  await expectAccessible(page, 'ended campaign compliance');
  await shoot(page, 'ended', { width: 1400, height: 900 });
  await expectFits(page, 390);
  await expectAccessible(page, 'ended campaign compliance (phone)');
  await shoot(page, 'ended', { width: 390, height: 844 });
});
