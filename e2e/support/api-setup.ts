// Set-up done through the API the way the consoles do it: sign-in, and campaigns of the seeded teams.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, e2eUrls } from './e2e-env.ts';

/** Signs a seeded manager in through the API; answers the `Authorization` header of their token. */
export async function apiAuth(request: APIRequestContext, email = 'editor@example.com'): Promise<Record<string, string>> {
  const signIn = await request.post(`${e2eUrls.api}rest-auth/login/`, { data: { username: email, password: DEMO_PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { Authorization: `Token ${((await signIn.json()) as { key: string }).key}` };
}

/**
 * A running campaign of the seeded Nebula Esports team made through the API (invites accepted
 * as Active, 20 days left), offering `components`; answers its slug.
 */
export async function makeNebulaCampaign(
  request: APIRequestContext,
  headers: Record<string, string>,
  campaign: { name: string; components: string[] },
): Promise<string> {
  const teams = (await (await request.get(`${e2eUrls.api}teams/`, { headers })).json()) as Array<{ id: number; name: string }>;
  const team = teams.find((t) => t.name === 'Nebula Esports');
  expect(team, 'the Nebula team is seeded').toBeTruthy();
  const made = await request.post(`${e2eUrls.api}campaigns/`, {
    headers,
    data: {
      name: campaign.name,
      start_date: new Date(Date.now() - 86_400_000).toISOString(),
      end_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      team: team?.id,
      auto_active_invites: true,
      available_components: campaign.components,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}

/**
 * Adds a suggested tweet to `campaign` pointing at `link`; answers the tracked link the component gave
 * `broadcaster` (its /l/ address) and its key, the address's last six characters (decision 433).
 */
export async function trackedKeyFor(
  request: APIRequestContext,
  headers: Record<string, string>,
  tweet: { campaign: string; broadcaster: string; name: string; keyword: string; link: string },
): Promise<{ link: string; key: string }> {
  const made = await request.post(`${e2eUrls.api}components/`, {
    headers,
    data: {
      campaign: tweet.campaign,
      type: 'suggested-tweet',
      name: tweet.name,
      keyword: tweet.keyword,
      link: tweet.link,
      message: 'Try it: {{link}} #ad',
      config: { is_editable: true },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const actions = (await (
    await request.get(`${e2eUrls.api}broadcaster-actions/?campaign=${tweet.campaign}`, { headers })
  ).json()) as Array<{
    broadcaster: string;
    component: string;
    version: { link: string | null } | null;
  }>;
  const link = actions.find((a) => a.broadcaster === tweet.broadcaster && a.component === tweet.name)?.version?.link ?? '';
  expect(link, `${tweet.broadcaster} has a tracked link to ${tweet.link}`).toMatch(/\/l\/[A-Za-z0-9]{6}$/);
  return { link, key: link.slice(-6) };
}
