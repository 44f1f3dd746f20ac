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
