import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { DEMO_PASSWORD, e2eUrls } from '../support/e2e-env.ts';
import { signedInAs } from '../support/sign-in.ts';

// spec 00 §2 (/profile manager view), 02 §2 (the shared profile form), 01 §8 ('Update Succeeded!'),
// decision 264 (an email change asks the password and ends the other sessions).

const EDITOR = 'editor@example.com';
const RENAMED = 'editor.renamed';
const NEW_EMAIL = 'editor.moved@example.com';
const WRONG_PASSWORD = 'Your current password was entered incorrectly. Please enter it again.';

const username = (page: Page) => page.getByLabel('Username', { exact: true });
const email = (page: Page) => page.getByLabel('Email', { exact: true });
const password = (page: Page) => page.getByLabel('Current password', { exact: true });
const advocateUpdates = (page: Page) => page.getByLabel('Email me about Advocate updates');

async function openProfile(page: Page, who: string) {
  await signedInAs(page, who);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/profile`);
  await expect(page).toHaveTitle('Profile | Advocate');
  await expect(username(page)).toBeEditable();
}

/** Saves and waits for the answer; `ok` expects the success text of spec 01 §8. */
async function save(page: Page, { ok = true } = {}) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/rest-auth/user/') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).ok()).toBe(ok);
  if (ok) await expect(page.getByRole('status').filter({ hasText: 'Update Succeeded!' }).last()).toBeVisible();
}

/** Puts the editor back as seeded whatever step failed, so later specs can sign in as before. */
async function restoreEditor(request: APIRequestContext) {
  for (const login of [EDITOR, NEW_EMAIL, RENAMED]) {
    const signIn = await request.post(`${e2eUrls.api}rest-auth/login/`, { data: { username: login, password: DEMO_PASSWORD } });
    if (!signIn.ok()) continue;
    const { key, user } = (await signIn.json()) as { key: string; user: { username: string; email: string } };
    if (user.username === EDITOR && user.email === EDITOR) return;
    const put = await request.put(`${e2eUrls.api}rest-auth/user/`, {
      headers: { Authorization: `Token ${key}` },
      data: { username: EDITOR, email: EDITOR, current_password: DEMO_PASSWORD },
    });
    expect(put.ok()).toBe(true);
    return;
  }
}

test.afterAll(async ({ request }) => restoreEditor(request));

test('an editor changes their username, then their email with the current password; other sessions end', async ({ page, browser }) => {
  await openProfile(page, EDITOR);
  await expect(email(page)).toHaveValue(EDITOR);
  await expect(password(page)).toHaveCount(0);
  await expectAccessible(page, 'profile');

  // Client rules of libs/validation, shown after a failed submit (spec 00 §5).
  await username(page).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required Field')).toBeVisible();
  await expect(username(page)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'profile with a field error');

  await username(page).fill(RENAMED);
  await save(page);
  await expectAccessible(page, 'profile saved');
  await page.reload();
  await expect(username(page)).toHaveValue(RENAMED);

  // A second session, to see it end when the email changes.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signedInAs(otherPage, EDITOR);
  await expect(otherPage).toHaveURL(`${e2eUrls.manager}/dashboard`);

  await email(page).fill(NEW_EMAIL);
  await expect(password(page)).toBeVisible();
  await expectAccessible(page, 'profile asking the current password');
  for (const [size, name] of [
    [{ width: 1400, height: 900 }, 'desktop'],
    [{ width: 390, height: 844 }, 'mobile'],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/manager-profile-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await password(page).fill('not-my-password');
  await save(page, { ok: false });
  await expect(page.getByText(WRONG_PASSWORD)).toBeVisible();
  await expect(password(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(password(page)).toHaveAccessibleDescription(new RegExp(WRONG_PASSWORD.replace(/\./g, '\\.')));
  await expectAccessible(page, 'profile with a wrong password');

  await password(page).fill(DEMO_PASSWORD);
  await save(page);
  await expect(password(page)).toHaveCount(0);
  await page.reload();
  await expect(email(page)).toHaveValue(NEW_EMAIL);
  await expect(username(page)).toHaveValue(RENAMED);

  // This session stays; the other one is signed out (decision 264).
  await otherPage.goto(`${e2eUrls.manager}/profile`);
  await expect(otherPage).toHaveURL(new RegExp(`^${e2eUrls.login}/login`));
  await other.close();

  // Back as seeded, through the form.
  await username(page).fill(EDITOR);
  await email(page).fill(EDITOR);
  await password(page).fill(DEMO_PASSWORD);
  await save(page);
});

for (const [who, role] of [
  ['viewer@example.com', 'a read-only manager'],
  ['brand@example.com', 'a brand viewer'],
] as const) {
  test(`${role} edits their own profile`, async ({ page }) => {
    await openProfile(page, who);
    await expect(advocateUpdates(page)).toBeChecked();
    await expectAccessible(page, `${role}'s profile`);
    await advocateUpdates(page).uncheck();
    await save(page);
    await expectAccessible(page, `${role}'s profile saved`);
    await page.reload();
    await expect(advocateUpdates(page)).not.toBeChecked();
    await advocateUpdates(page).check();
    await save(page);
  });
}
