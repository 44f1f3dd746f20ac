import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { apiAuth } from '../support/api-setup.ts';
import { e2eUrls } from '../support/e2e-env.ts';
import { makePng } from '../support/fixture-files.ts';
import { authorizeOnTwitchStandIn, overlayAddressOf, signedInAs } from '../support/sign-in.ts';
import { snap } from '../support/screenshots.ts';

// Issue 8 'Done means' (browser-source overlay) and decisions 500-506: streamer_one's overlay open in
// one tab, the console in another; every step is a person's action in the manager console (or, to
// accept the invitation, in the creator studio), and after each one the overlay shows exactly the
// graphics it should within 2 s, without a reload; a second overlay tab does not disturb the first
// one's rotation. Demo data (tools/seed): editor@example.com edits the Nebula Esports team,
// streamer_one is a Twitch broadcaster. The journey makes its own campaign (set-up through the API:
// independent live graphics, so its graphics have a rotation of their own and whatever other
// journeys do to the seeded campaigns does not matter) and its own live graphics, in the console.

const STAMP = Date.now().toString(36);
const LOGIN = 'streamer_one';
const DAY = 86_400_000;
/** The bound: a change shows on an open overlay within 2 seconds. */
const WITHIN = 2_000;
const GROUP = `Overlay ${STAMP}`;

// ---- The console's controls (the texts of the manager console). ----

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();
const menuButton = (page: Page, name: string) => page.getByRole('group', { name: 'Campaign menu' }).getByRole('button', { name });
const table = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const componentCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const png = (name: string, rgb: readonly [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(160, 90, rgb) });

/** Add New Component > Live Graphics, filled and created; answers the new component's id. */
async function createLiveGraphic(page: Page, name: string, rgb: readonly [number, number, number]): Promise<number> {
  await page.getByRole('button', { name: 'Add New Component' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Component' });
  await add.getByLabel('Component Type').selectOption({ label: 'Live Graphics' });
  await add.getByRole('button', { name: 'Create' }).click();
  const form = page.getByRole('form', { name: 'New Component: Live Graphics' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Image or Video').setInputFiles(png(`${name}.png`, rgb));
  await form.getByLabel('Link').fill('https://nebula.example.com/overlay');
  await form.getByLabel('Duration (seconds)').fill('60');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/components/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(componentCard(page, name)).toBeVisible();
  return ((await response.json()) as { id: number }).id;
}

/** Delete <name> > Archive or Delete in its confirmation. */
async function removeComponent(page: Page, name: string, how: 'Archive' | 'Delete') {
  await componentCard(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: how, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** Picks a broadcaster in a modal's autosuggest. */
async function pickBroadcaster(dialog: Locator, username: string) {
  await dialog.getByRole('combobox', { name: 'Broadcaster' }).fill(username);
  await dialog.getByRole('option', { name: new RegExp(username) }).click();
}

test('every step in the consoles reaches the open overlay within 2 s, and a second overlay leaves the first one alone', async ({
  browser,
  page,
  request,
}) => {
  // Many page loads and builds of the console on a busy machine; each overlay check keeps its 2 s.
  test.setTimeout(420_000);
  const editor = await apiAuth(request);

  // Set-up: a running Nebula Esports campaign offering live graphics, in a rotation of its own.
  const teams = (await (await request.get(`${e2eUrls.api}teams/`, { headers: editor })).json()) as Array<{ id: number; name: string }>;
  const nebula = teams.find((t) => t.name === 'Nebula Esports');
  expect(nebula, 'the seeded Nebula Esports team').toBeTruthy();
  const name = `Overlay Journey ${STAMP}`;
  const created = await request.post(`${e2eUrls.api}campaigns/`, {
    headers: editor,
    data: {
      name,
      team: nebula?.id,
      start_date: new Date(Date.now() - DAY).toISOString(),
      end_date: new Date(Date.now() + 30 * DAY).toISOString(),
      available_components: ['live-graphics'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = ((await created.json()) as { slug: string }).slug;
  const independent = await request.patch(`${e2eUrls.api}campaigns/${slug}/`, {
    headers: editor,
    data: { independent_live_graphics: true },
  });
  expect(independent.ok(), await independent.text()).toBe(true);

  // streamer_one's studio (this page), their overlay in a tab of its own, the console in another.
  const address = await overlayAddressOf(page, LOGIN);
  const overlay = await (await browser.newContext()).newPage();
  await overlay.goto(address);
  await expect(overlay.locator('#overlay')).toHaveAttribute('data-ready', 'true');
  // A mark in the page: it would be gone after a reload.
  await overlay.evaluate(() => Object.assign(window, { journeyMark: true }));
  const manager = await (await browser.newContext()).newPage();
  await manager.setViewportSize({ width: 1400, height: 900 });
  await signedInAs(manager, 'editor@example.com');
  await expect(manager).toHaveURL(/\/dashboard/);
  const open = async (tab: 'components' | 'management' | 'channels') => {
    await manager.goto(`${e2eUrls.manager}/campaigns/${slug}/${tab}`);
    await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
  };

  // The campaign's own rotation (independent live graphics) is named after it.
  const rotation = (p: Page) => p.locator(`[data-rotation^="campaign-"][data-name="${name}"]`);
  // Read in one go in the page: the rotation element goes away when its last graphic does.
  const itemsIn = (p: Page) =>
    p.evaluate(
      (n) =>
        [...document.querySelectorAll<HTMLElement>('[data-rotation^="campaign-"]')].find((el) => el.dataset.name === n)?.dataset.items ??
        '',
      name,
    );
  const shows = (p: Page) => async () =>
    (await itemsIn(p))
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);
  /** The product requirement: the open overlay shows exactly `ids` within 2 s of the action. */
  const expectShows = (ids: number[], p: Page = overlay) =>
    expect.poll(shows(p), { timeout: WITHIN, intervals: [50] }).toEqual([...ids].sort((a, b) => a - b));

  // A live graphic on a campaign streamer_one is not on: nothing.
  await open('components');
  const firstName = `First ${STAMP}`;
  const first = await createLiveGraphic(manager, firstName, [220, 40, 40]);
  await expectShows([]);

  // Invited on the management page: not yet.
  await open('management');
  await menuButton(manager, 'Invite a Broadcaster').click();
  const invite = manager.getByRole('dialog', { name: 'Invite a Broadcaster' });
  await pickBroadcaster(invite, LOGIN);
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toast(manager, 'Invite Sent!')).toBeVisible();
  await expectShows([]);

  // Accepted in the studio (no auto_active_invites: Pending): not yet.
  await page.goto(`${e2eUrls.creator}/dashboard`);
  await page.getByRole('button', { name: `Accept ${name}` }).click();
  await expect(page.getByRole('button', { name: `Accept ${name}` })).toHaveCount(0);
  await expectShows([]);

  // Activated on the management page: the graphic shows.
  await manager.reload();
  await table(manager, 'Inactive Broadcasters')
    .getByRole('row')
    .filter({ hasText: LOGIN })
    .getByRole('button', { name: `Activate ${LOGIN}` })
    .click();
  await expectShows([first]);
  await expect(toast(manager, 'Update Succeeded!')).toBeVisible();

  // A group on the live graphic (components page) without the broadcaster hides it …
  await open('components');
  await manager.getByRole('button', { name: 'Add New Group' }).click();
  const newGroup = manager.getByRole('dialog', { name: 'Add New Group' });
  await newGroup.getByLabel('Group Name').fill(GROUP);
  await newGroup.getByRole('button', { name: 'Create' }).click();
  await expect(newGroup).toBeHidden();
  await manager.getByRole('button', { name: 'Manage Groups' }).click();
  await componentCard(manager, firstName).getByLabel(`Add ${firstName} to a group`).selectOption({ label: GROUP });
  await manager.getByRole('button', { name: 'Save Group Changes' }).click();
  await expectShows([]);

  // … and the broadcaster in the group (channels page) shows it again.
  await open('channels');
  await manager
    .locator(`li[data-channel="${LOGIN}"]`)
    .getByRole('button', { name: `Select groups of ${LOGIN}` })
    .click();
  const groups = manager.getByRole('dialog', { name: `Select groups of ${LOGIN}` });
  await groups.getByLabel(GROUP).check();
  await groups.getByRole('button', { name: 'Save' }).click();
  await expectShows([first]);
  await expect(groups).toBeHidden();

  // A second live graphic (no group: everyone on the campaign) joins the rotation.
  await open('components');
  const secondName = `Second ${STAMP}`;
  const second = await createLiveGraphic(manager, secondName, [40, 40, 220]);
  await expectShows([first, second]);
  await expect(rotation(overlay).locator('img')).toHaveCount(1);

  // A second overlay tab of the same broadcaster does not change what the first one shows or since when.
  const showing = rotation(overlay).locator('img');
  const before = { component: await showing.getAttribute('data-component'), since: await showing.getAttribute('data-shown-since') };
  const again = await overlay.context().newPage();
  await again.goto(address);
  await expectShows([first, second], again);
  await overlay.waitForTimeout(500);
  expect({ component: await showing.getAttribute('data-component'), since: await showing.getAttribute('data-shown-since') }).toEqual(
    before,
  );
  await again.close();

  // Edited with a new image: a new version of the same graphic, at once.
  const versions = async () => (await rotation(overlay).getAttribute('data-versions')) ?? '';
  const versionsBefore = await versions();
  await componentCard(manager, secondName)
    .getByRole('button', { name: `Edit ${secondName}` })
    .click();
  const edit = manager.getByRole('form', { name: `Edit ${secondName}` });
  await edit.getByLabel('Image or Video').setInputFiles(png('second-new.png', [40, 200, 40]));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect.poll(versions, { timeout: WITHIN, intervals: [50] }).not.toBe(versionsBefore);
  await expectShows([first, second]);
  await expect(edit).toBeHidden();

  // Archived, then deleted; a third one created.
  await removeComponent(manager, firstName, 'Archive');
  await expectShows([second]);
  await removeComponent(manager, secondName, 'Delete');
  await expectShows([]);
  const third = await createLiveGraphic(manager, `Third ${STAMP}`, [200, 200, 40]);
  await expectShows([third]);
  await snap(overlay, 'overlay-third');

  // Deactivated and activated again on the management page.
  await open('management');
  await table(manager, 'Active Broadcasters')
    .getByRole('row')
    .filter({ hasText: LOGIN })
    .getByRole('button', { name: `Deactivate ${LOGIN}` })
    .click();
  await expectShows([]);
  await table(manager, 'Inactive Broadcasters')
    .getByRole('row')
    .filter({ hasText: LOGIN })
    .getByRole('button', { name: `Activate ${LOGIN}` })
    .click();
  await expectShows([third]);

  // The campaign ends: the overlay is empty, the console goes to the dashboard.
  await menuButton(manager, 'End Campaign').click();
  const end = manager.getByRole('dialog', { name: 'End Campaign' });
  await expectAccessible(manager, 'end campaign confirmation');
  await end.getByRole('button', { name: 'End Campaign' }).click();
  await expectShows([]);
  await expect(manager).toHaveURL(`${e2eUrls.manager}/dashboard`);
  expect(await overlay.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(true); // never reloaded
  await snap(overlay, 'overlay-after-end');
  await manager.context().close();
  await overlay.context().close();
});

test('the studio profile regenerates the overlay link after a confirmation; the old link stops at once', async ({ browser, page }) => {
  test.setTimeout(90_000);
  // streamer_two, so the journey above keeps streamer_one's link.
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, 'streamer_two');
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/profile`);
  const link = page.getByRole('textbox', { name: 'Browser source link' });
  await expect(link).toHaveValue(/\/browsersource\/streamer_two\/\?key=/);
  const old = await link.inputValue();
  const overlay = await browser.newPage();
  await overlay.goto(old);
  await expect(overlay.locator('#overlay')).toHaveAttribute('data-ready', 'true');

  await page.getByRole('button', { name: 'Generate New Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a new browser source link?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'regenerate browser source link');
  await dialog.getByRole('button', { name: 'Generate New Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new link was generated.' })).toBeVisible();
  await expect(link).not.toHaveValue(old);
  await expectAccessible(page, 'profile after a new browser source link');

  // The open overlay on the old link goes blank and the old address answers 404.
  await expect(overlay.locator('#overlay')).toHaveAttribute('data-stopped', 'true', { timeout: WITHIN });
  await expect(overlay.locator('#overlay [data-rotation]')).toHaveCount(0);
  expect((await overlay.request.get(old)).status()).toBe(404);
  const fresh = await link.inputValue();
  expect((await overlay.request.get(fresh)).status()).toBe(200);
  await overlay.close();
});
