import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eUrls } from '../support/e2e-env.ts';
import { agreeToTerms, authorizeOnTwitchStandIn, signedInAs } from '../support/sign-in.ts';
import { apiAuth, makeNebulaCampaign } from '../support/api-setup.ts';

// Issue 8 Chatbot (Done means): with the Twitch stand-in's channel live and 20 chat lines sent, the
// chatbot posts once at its interval and not before; a command in chat is answered. The test makes
// its own campaign (Nebula team, 60-second chat bot post, a chat command) and a new broadcaster who
// joins through the campaign's invite link, so no other campaign's chatbot talks in their channel.

const stamp = Date.now().toString(36);
const LOGIN = `chat_e2e_${stamp}`.slice(0, 25);
const COMMAND = `e2e${stamp}`;
const providers = e2eUrls.providers.replace(/\/+$/, '');

async function makeCampaign(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const slug = await makeNebulaCampaign(request, headers, {
    name: `Chatbot Check ${stamp}`,
    components: ['twitch-chat-bot', 'twitch-chat-bot-command'],
  });
  const post = await request.post(`${e2eUrls.api}components/`, {
    headers,
    data: {
      campaign: slug,
      type: 'twitch-chat-bot',
      name: `Chat post ${stamp}`,
      message: `Chat e2e ${stamp}: {{link}}`,
      link: 'https://brand.example/chat',
      config: { message_interval: 60 },
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const command = await request.post(`${e2eUrls.api}components/`, {
    headers,
    data: {
      campaign: slug,
      type: 'twitch-chat-bot-command',
      name: `Chat command ${stamp}`,
      message: `Command ${stamp}: {{link}}`,
      link: 'https://brand.example/cmd',
      config: { command: COMMAND },
    },
  });
  expect(command.status(), await command.text()).toBe(201);
  return slug;
}

async function standIn(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const res = method === 'get' ? await request.get(`${providers}${path}`) : await request.post(`${providers}${path}`, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const botLines = async (request: APIRequestContext) =>
  (
    (await standIn(request, 'get', `/twitch/_dev/chat/${LOGIN}`)) as {
      messages: Array<{ sender_login: string; text: string; sent_at: string }>;
    }
  ).messages;

test('the chatbot posts once at its interval after 20 chat lines in a live channel, and answers a command', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const headers = await apiAuth(request);
  const slug = await makeCampaign(request, headers);
  const invite = (await (await request.get(`${e2eUrls.api}campaigns/${slug}/invite_code/`, { headers })).json()) as { key: string };

  // A new broadcaster joins through the invite link (Active at once: auto_active_invites).
  await page.goto(`${e2eUrls.login}/invite/${invite.key}`);
  await page.getByRole('button', { name: 'Accept Invite' }).click();
  await page.getByRole('button', { name: /twitch/i }).click();
  await authorizeOnTwitchStandIn(page, LOGIN, { typed: true });
  await agreeToTerms(page);
  await expect(page).toHaveURL(new RegExp(`^${e2eUrls.creator}/`));

  // The channel goes live on the stand-in; the chatbot subscribes to its chat (a job, every 15 s).
  await standIn(request, 'post', `/twitch/_dev/streams/${LOGIN}`, { live: true, viewers: 25, game: 'Just Chatting' });
  const app = await request.post(`${providers}/twitch/oauth2/token`, {
    form: { client_id: 'advocate-local', client_secret: 'advocate-local-secret', grant_type: 'client_credentials' },
  });
  const appToken = ((await app.json()) as { access_token: string }).access_token;
  const channelId = ((await standIn(request, 'get', `/twitch/_dev/streams/${LOGIN}`)) as { user_id: string }).user_id;
  await expect
    .poll(
      async () => {
        const subs = await request.get(`${providers}/twitch/helix/eventsub/subscriptions?status=enabled`, {
          headers: { Authorization: `Bearer ${appToken}`, 'Client-Id': 'advocate-local' },
        });
        const data = ((await subs.json()) as { data: Array<{ condition: { broadcaster_user_id?: string } }> }).data;
        return data.some((s) => s.condition.broadcaster_user_id === channelId);
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);

  // The post is scheduled one interval after it reached the channel; until chat has moved on, the
  // console says what it waits for rather than a time (decision 704).
  type Row = { username: string; next_post: string | null; waiting_for: string | null; chat_lines: number };
  const upcoming = async () =>
    (await (await request.get(`${e2eUrls.api}next-chatbot-posts/?campaign=${slug}`, { headers })).json()) as Row[];
  await expect.poll(async () => (await upcoming()).map((r) => r.waiting_for), { timeout: 30_000, intervals: [2_000] }).toEqual(['chat']);

  for (let i = 0; i < 20; i += 1) {
    const sent = (await standIn(request, 'post', `/twitch/_dev/chat/${LOGIN}`, {
      user: `viewer_${i % 5}_${stamp}`.slice(0, 25),
      text: `hype ${i}`,
    })) as { delivered: number };
    expect(sent.delivered).toBe(1);
  }
  // With 20 chat lines in a live channel the console shows when it really posts.
  let nextPost = 0;
  await expect
    .poll(
      async () => {
        const [row] = await upcoming();
        nextPost = row?.next_post ? Date.parse(row.next_post) : 0;
        return nextPost > 0;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  // The admin's Next Chatbot Posts page shows that time in the broadcaster's row.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signedInAs(adminPage, 'admin@example.com');
  await expect(adminPage).toHaveURL(new RegExp(`^${e2eUrls.manager}/`));
  await adminPage.goto(`${e2eUrls.manager}/admin/next-chatbot-posts`);
  const row = adminPage.locator('tbody tr').filter({ hasText: LOGIN });
  await expect(row.locator('time')).toBeVisible();
  await admin.close();
  // At its interval (the loop runs every 10 s), not before it (the line's time), and exactly once.
  await expect.poll(async () => (await botLines(request)).length, { timeout: 120_000, intervals: [2_000] }).toBe(1);
  const [line] = await botLines(request);
  expect(Date.parse(line.sent_at)).toBeGreaterThanOrEqual(nextPost - 1_000);
  // As the campaign's chatbot: the Nebula team's default chatbot (the seed's nebula_bot) unless changed.
  expect(line.sender_login).not.toMatch(/^viewer_/);
  expect(line.text).toMatch(new RegExp(`^Chat e2e ${stamp}: https?://\\S+$`));
  // Nothing more over a whole turn of the 10-second loop and then some.
  await page.waitForTimeout(12_000);
  expect(await botLines(request)).toHaveLength(1);

  // A viewer types the command: the chatbot answers with the command's message.
  await standIn(request, 'post', `/twitch/_dev/chat/${LOGIN}`, { user: `fan_${stamp}`.slice(0, 25), text: `!${COMMAND}` });
  await expect
    .poll(async () => (await botLines(request)).map((l) => l.text.split(':')[0]), { timeout: 15_000 })
    .toEqual([`Chat e2e ${stamp}`, `Command ${stamp}`]);
});
