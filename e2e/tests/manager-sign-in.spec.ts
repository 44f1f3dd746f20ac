import { expect, test } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { signInAsManager } from '../support/sign-in.ts';

// spec 00 §2 (login area, guards, sidebar), §4 (stay logged in), §8 (error under the button).
test('a manager signs in and lands in the manager console with their sidebar', async ({ page }) => {
  await signInAsManager(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await expect(page).toHaveTitle('Dashboard | Advocate');
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Managers' })).toBeVisible(); // users 1: can view users
  await expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a wrong password shows the server message under the button and signs nobody in', async ({ page, context }) => {
  await signInAsManager(page, 'editor@example.com', { password: 'not-the-password' });
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/manager/);
  expect((await context.cookies()).find((c) => c.name === 'advocate_token')).toBeUndefined();
});

test('stay logged in off keeps the token only for the browser session', async ({ page, context }) => {
  await signInAsManager(page, 'viewer@example.com', { stayLoggedIn: false });
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const token = (await context.cookies()).find((c) => c.name === 'advocate_token');
  expect(token?.expires).toBe(-1);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Managers' })).toHaveCount(0); // users 2
});

test('stay logged in on keeps a persistent token cookie', async ({ page, context }) => {
  await signInAsManager(page, 'admin@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const token = (await context.cookies()).find((c) => c.name === 'advocate_token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('an unauthenticated visit to the console goes to the login host carrying the origin, and back after sign-in', async ({ page }) => {
  await page.goto(`${e2eUrls.manager}/managers?tab=x`);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.login}/login\\?next=`));
  await page.getByRole('button', { name: 'Manager' }).click();
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('advocate-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${e2eUrls.manager}/managers?tab=x`);
});

test('log out clears the session and returns to the login chooser', async ({ page, context }) => {
  await signInAsManager(page, 'editor@example.com');
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(`${e2eUrls.login}/login`);
  expect((await context.cookies()).find((c) => c.name === 'advocate_token')).toBeUndefined();
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/definitely/not/here`);
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
