import { expect, test, type ConsoleMessage, type Response } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';

// Issue 28 item 8: the login screens paint without JavaScript (decision 746), and the files go out compressed (decision 745).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chooser and the manager sign-in are already on the page', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/login`);
    await expect(page.getByRole('heading', { name: 'Login as a' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manager' })).toBeVisible();
    await page.goto(`${e2eUrls.login}/login/manager`);
    await expect(page.getByRole('heading', { name: 'Manager Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('the manager sign-in sends nothing before the app has loaded: no password in the address', async ({ page }) => {
    await page.goto(`${e2eUrls.login}/login/manager`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('early-enter-secret');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(`${e2eUrls.login}/login/manager`);
    await page.goto(`${e2eUrls.login}/login/broadcaster`);
    await expect(page.getByRole('button', { name: 'Sign in with Twitch' })).toBeDisabled();
  });
});

test('a prerendered screen hydrates without an error and works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${e2eUrls.login}/login`);
  await expect(page).toHaveTitle('Login | Advocate');
  await page.getByRole('button', { name: 'Manager' }).click();
  await expect(page).toHaveURL(`${e2eUrls.login}/login/manager`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});

test('the login host sends its page and scripts compressed, scripts cached for good', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(e2eUrls.login) && !response.url().endsWith('/config.js')) responses.push(response);
  });
  await page.goto(`${e2eUrls.login}/login`);
  await expect(page).toHaveTitle('Login | Advocate');
  // Chromium offers brotli on secure origins only; over plain http it takes gzip.
  const compressed = ['br', 'gzip'];
  const [document, ...assets] = responses;
  expect(document.url()).toBe(`${e2eUrls.login}/login`);
  expect(document.headers()['cache-control']).toBe('no-cache');
  expect(compressed).toContain(document.headers()['content-encoding']);
  const scripts = assets.filter((response) => response.url().endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // Files under 512 bytes get no compressed copy (decision 745).
    if (!compressed.includes(headers['content-encoding'])) expect((await script.body()).length, script.url()).toBeLessThan(512);
  }
});
