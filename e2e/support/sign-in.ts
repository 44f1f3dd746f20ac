import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, e2eUrls } from './e2e-env.ts';

/** Signs a manager in through the login app, as a person would. */
export async function signInAsManager(page: Page, email: string, options: { password?: string; stayLoggedIn?: boolean } = {}) {
  await page.goto(`${e2eUrls.login}/login`);
  await page.getByRole('button', { name: 'Manager' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  if (options.stayLoggedIn === false) await page.getByLabel('Stay logged in').uncheck();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The slim user the login app keeps in its cookie (libs/auth-and-guards session-store). */
interface SignInAnswer {
  key: string;
  user: { username: string; user_type: string; tos_agreed: boolean };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Signs a seeded manager in the quick way, for journeys whose subject is not signing in: a token from
 * the API's login (what the login form gets) put in the two cookies the login app writes (token 30 days,
 * as "Stay logged in"; the slim user a year), then the dashboard. A fresh token each time, so a journey
 * that ends a user's other sessions (manager-profile.spec.ts, decision 264) cannot sign later specs out.
 * manager-sign-in.spec.ts and the sign-up journeys go through the form with `signInAsManager`.
 */
export async function signedInAs(page: Page, email: string) {
  const answer = await page.request.post(`${e2eUrls.api}rest-auth/login/`, { data: { username: email, password: DEMO_PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { key, user } = (await answer.json()) as SignInAnswer;
  const slim = { username: user.username, user_type: user.user_type, tos_agreed: user.tos_agreed };
  const now = Math.floor(Date.now() / 1000);
  await page.context().addCookies([
    { name: 'advocate_token', value: key, url: e2eUrls.login, sameSite: 'Lax', expires: now + 30 * DAY_SECONDS },
    {
      name: 'advocate_user',
      value: encodeURIComponent(JSON.stringify(slim)),
      url: e2eUrls.login,
      sameSite: 'Lax',
      expires: now + 365 * DAY_SECONDS,
    },
  ]);
  await page.goto(`${e2eUrls.manager}/dashboard`);
}

/** Goes through the Twitch stand-in's authorize page as `login`. */
export async function authorizeOnTwitchStandIn(page: Page, login: string, options: { typed?: boolean } = {}) {
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.providers}/twitch/oauth2/authorize`));
  if (options.typed) {
    await page.getByLabel('Login').fill(login);
    await page.getByRole('button', { name: 'Authorize' }).click();
  } else {
    await page.getByRole('button', { name: login, exact: true }).click();
  }
}

/** Scrolls the terms to the end, ticks the box and agrees. */
export async function agreeToTerms(page: Page) {
  await expect(page).toHaveURL(/\/login\/tos/);
  const agree = page.getByLabel('I have read and agreed to the Terms of Service');
  await expect(agree).toBeDisabled();
  await page.getByRole('region', { name: 'Terms of Service text' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(agree).toBeEnabled();
  await expect(page.getByRole('button', { name: 'I Agree' })).toBeDisabled();
  await agree.check();
  await page.getByRole('button', { name: 'I Agree' }).click();
}

/** Signs `login` in to the studio through the Twitch stand-in; answers their overlay address, as their profile shows it. */
export async function overlayAddressOf(page: Page, login: string): Promise<string> {
  await page.goto(`${e2eUrls.login}/login/broadcaster`);
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, login);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));
  await page.goto(`${e2eUrls.creator}/profile`);
  const link = page.getByRole('textbox', { name: 'Browser source link' });
  await expect(link).toHaveValue(new RegExp(`/browsersource/${login}/\\?key=`));
  return link.inputValue();
}
