import { expect, test } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { latestMailTo, linkIn } from '../support/outbox.ts';
import { agreeToTerms, signInAsManager } from '../support/sign-in.ts';

const email = `new-manager-${Date.now()}@example.com`;
const firstPassword = 'first-password-123';
const newPassword = 'second-password-456';

test.describe.configure({ mode: 'serial' });

// spec 00 §2 (/sign-up, terms screen), §4 (sign-up signs in without staying logged in; terms flow).
test('sign-up creates a manager, holds them at the terms until agreed, then opens the console', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/sign-up`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Required Field').first()).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirm Password').fill(firstPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await agreeToTerms(page);
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
  const confirmation = await latestMailTo(email);
  expect(confirmation).toContain('/login/email-confirmation/');
});

// spec 00 §2 (/login/reset-request, /login/reset-password/:uid/:token), §4, §8.
test('password reset: request, email in the outbox, new password, sign in with it', async ({ page }) => {
  await page.goto(`${e2eUrls.login}/login/manager`);
  await page.getByRole('link', { name: /forgot password/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request Password Reset' }).click();
  await expect(page.getByText('Email Sent!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', /\/login\/manager/);

  const link = linkIn(await latestMailTo(email), '/login/reset-password/');
  await page.goto(link);
  await page.getByLabel('Enter New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password was successfully reset')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/reset-success/);

  await page.goto(link);
  await page.getByLabel('Enter New Password').fill('third-password-789');
  await page.getByLabel('Confirm Password').fill('third-password-789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This reset link is invalid.')).toBeVisible();

  await signInAsManager(page, email, { password: firstPassword });
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  await signInAsManager(page, email, { password: newPassword });
  await expect(page).toHaveURL(`${e2eUrls.manager}/dashboard`);
});
