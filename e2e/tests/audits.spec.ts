import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { makePng } from '../support/fixture-files.ts';
import { signedInAs } from '../support/sign-in.ts';
import { apiAuth } from '../support/api-setup.ts';
import { snap } from '../support/screenshots.ts';

// Issue 8 Done means: 'An audit run against the stand-in's panels marks one broadcaster Compliant
// and one Incorrect Image'. Spec 01 §2 compliance page ('Trigger Audit', 'Audit Triggered'), §4
// Compliance, §7 trigger-compliance/; decisions 550–553. Demo data (tools/seed): editor@example.com
// edits the Nebula Esports team, whose members include streamer_two and nightowl_gg (Twitch). The
// test makes its own campaign and banner; the Twitch panels stand-in holds what their channels show.

const STAMP = Date.now().toString(36);
const NAME = `Audit Check ${STAMP}`;
const RIGHT_LOGIN = 'streamer_two';
const WRONG_LOGIN = 'nightowl_gg';

interface WireAction {
  type: { slug: string };
  component: string;
  broadcaster: string;
  version: { image: string | null; link: string | null };
}
interface WireCompliance {
  last_audit: string | null;
  broadcasters: Array<{ name: string; compliance: Record<string, { status: string }> }>;
}

test('an audit against the Twitch panels stand-in marks one broadcaster Compliant and one Incorrect Image', async ({ page, request }) => {
  test.setTimeout(180_000);
  const auth = await apiAuth(request);

  // A running campaign of Nebula Esports with both broadcasters Active, and a banner for them.
  const teams = (await (await request.get(`${e2eUrls.api}teams/`, { headers: auth })).json()) as Array<{ id: number; name: string }>;
  const nebula = teams.find((t) => t.name === 'Nebula Esports');
  expect(nebula, 'the seeded Nebula Esports team').toBeTruthy();
  const day = 86_400_000;
  const created = await request.post(`${e2eUrls.api}campaigns/`, {
    headers: auth,
    data: {
      name: NAME,
      team: nebula?.id,
      start_date: new Date(Date.now() - day).toISOString(),
      end_date: new Date(Date.now() + 30 * day).toISOString(),
      auto_active_invites: true,
      broadcasters_to_add: [RIGHT_LOGIN, WRONG_LOGIN],
      available_components: ['banner-graphics'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;
  const banner = await request.post(`${e2eUrls.api}components/`, {
    headers: auth,
    multipart: {
      campaign: slug,
      type: 'banner-graphics',
      name: `Audit Banner ${STAMP}`,
      link: 'https://nova-energy.example.com/audit',
      image: { name: 'panel.png', mimeType: 'image/png', buffer: makePng(320, 100, [0x0f, 0x76, 0x6e]) },
    },
  });
  expect(banner.status(), await banner.text()).toBe(201);
  const bannerId = String(((await banner.json()) as { id: number }).id);

  // Each broadcaster's banner action carries the image and their tracked link.
  const actionsRes = await request.get(`${e2eUrls.api}broadcaster-actions/?campaign=${slug}`, { headers: auth });
  expect(actionsRes.status()).toBe(200);
  const actions = ((await actionsRes.json()) as WireAction[]).filter((a) => a.type.slug === 'banner-add');
  const actionOf = (login: string) => {
    const found = actions.find((a) => a.broadcaster === login);
    expect(found?.version.image && found.version.link, `${login}'s banner action with image and tracked link`).toBeTruthy();
    return found as WireAction & { version: { image: string; link: string } };
  };
  const right = actionOf(RIGHT_LOGIN);
  const wrong = actionOf(WRONG_LOGIN);
  expect(right.version.link).toMatch(/\/l\/[A-Za-z0-9]{6}$/);

  // Their channels: the right image with the tracked link; another picture with the tracked link.
  // Each adds the panel next to those the channel already shows (the demo's, put there by the launcher).
  const setPanels = async (login: string, panels: unknown[]) => {
    const shown = (await (await request.get(`${e2eUrls.providers}/twitch/panels/${login}`)).json()) as {
      data: Array<{ title: string; image_url: string | null; link: string | null }>;
    };
    const kept = await Promise.all(
      shown.data.map(async (p) => {
        const picture = p.image_url ? await request.get(p.image_url) : null;
        return {
          title: p.title,
          link: p.link,
          ...(picture?.ok() ? { image_data: (await picture.body()).toString('base64') } : { image_url: p.image_url }),
        };
      }),
    );
    const res = await request.put(`${e2eUrls.providers}/twitch/_dev/panels/${login}`, { data: [...kept, ...panels] });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setPanels(RIGHT_LOGIN, [{ title: 'Sponsor', image_url: right.version.image, link: right.version.link }]);
  await setPanels(WRONG_LOGIN, [
    { title: 'Sponsor', image_data: makePng(320, 100, [0xdb, 0x27, 0x77]).toString('base64'), link: wrong.version.link },
  ]);

  // The editor triggers the audit on the compliance page.
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.goto(`${e2eUrls.manager}/campaigns/${slug}/compliance`);
  await page.getByRole('button', { name: 'Trigger Audit' }).click();
  await expect(page.getByText('Audit Triggered')).toBeVisible();

  // The jobs runner of the launched product runs it; the compliance API shows the verdicts.
  const statuses = async () => {
    const res = await request.get(`${e2eUrls.api}compliance/?campaign=${slug}`, { headers: auth });
    const body = (await res.json()) as WireCompliance;
    return Object.fromEntries(body.broadcasters.map((b) => [b.name, b.compliance[bannerId]?.status ?? null]));
  };
  await expect
    .poll(statuses, { timeout: 90_000, intervals: [1000] })
    .toEqual({ [RIGHT_LOGIN]: 'Compliant', [WRONG_LOGIN]: 'Incorrect Image' });

  // And so does the page, without a reload (it follows the audit it triggered), with the time of the audit.
  await expect(page.getByTestId('compliance-last-audit')).toContainText('Last audit:');
  await expect(page.getByTestId(`compliance-row-${WRONG_LOGIN}`)).toContainText('Incorrect Image');
  await expect(page.getByTestId(`compliance-row-${RIGHT_LOGIN}`)).toContainText('Compliant');
  await expect(page.getByTestId(`compliance-row-${RIGHT_LOGIN}`)).not.toContainText('Incorrect Image');
  await expectAccessible(page, 'compliance page after an audit');
  await snap(page, 'audits-compliance', { fullPage: true });
});
