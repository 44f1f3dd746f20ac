// Integration tests of the chatbot drive the real Twitch stand-in over HTTP, with the API listening
// so the stand-in can deliver EventSub notifications to it, both on one replaceable clock.
import { startDevProviders, type RunningDevProviders } from '@advocate/dev-providers';
import type { AppContext } from '../../../context/app-context.ts';
import type { Queryable } from '../../../db/db.ts';
import { closedPortUrl, providerEnv } from '../../social/routes/oauth-test-support.ts';
import { createBroadcaster, insertCampaign, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { RunningJob } from '../../../platform/jobs/job-types.ts';

export interface ChatWorld {
  t: TestApp;
  providers: RunningDevProviders;
  ctx: AppContext;
  /** The clock of both the API and the stand-in. */
  clock: { now: Date; advance(seconds: number): void };
  close(): Promise<void>;
}

export async function startChatWorld(): Promise<ChatWorld> {
  const clock = {
    now: new Date(),
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
  const providers = await startDevProviders({ host: '127.0.0.1', port: 0, now: () => clock.now.getTime() });
  const apiUrl = await closedPortUrl();
  const t = await createTestApp({ ...providerEnv(providers.url), PUBLIC_API_URL: apiUrl }, { now: () => clock.now });
  await t.app.listen({ host: '127.0.0.1', port: Number(new URL(apiUrl).port) });
  return {
    t,
    providers,
    ctx: t.app.ctx,
    clock,
    async close() {
      await t.close();
      await providers.close();
    },
  };
}

/** What a handler gets as its job when a test calls it directly. */
export const fakeJob: RunningJob = { id: 0, attempts: 1, setProgress: async () => undefined, complete: async () => undefined };

/** A broadcaster whose Twitch channel is a stand-in account. */
export async function twitchBroadcaster(db: Queryable, username: string, login: string, twitchId: string): Promise<number> {
  const { id } = await createBroadcaster(db, username);
  await db.query("INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $3)", [
    id,
    twitchId,
    login,
  ]);
  return id;
}

/** A running campaign with these broadcasters Active on it. */
export async function chatCampaign(db: Queryable, slug: string, broadcasterIds: number[]): Promise<number> {
  const id = await insertCampaign(db, { slug, types: ['twitch-chat-bot', 'twitch-chat-bot-command'] });
  for (const b of broadcasterIds) await setCampaignStatus(db, id, b, 'Active');
  return id;
}

/** A ready chat bot component (post or command) with one version. */
export async function chatComponent(
  db: Queryable,
  campaignId: number,
  type: 'twitch-chat-bot' | 'twitch-chat-bot-command',
  message: string,
  config: Record<string, unknown>,
): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $3) RETURNING id', [
    campaignId,
    type,
    `${type} ${message}`,
  ]);
  await db.query(
    "INSERT INTO component_versions (component_id, content_id, sequence_number, message, link, config) VALUES ($1, 'c1', 1, $2, 'https://brand.example/buy', $3::jsonb)",
    [row.id, message, JSON.stringify(config)],
  );
  return row.id;
}

export async function trackingLink(
  db: Queryable,
  key: string,
  broadcasterId: number,
  campaignId: number,
  componentId: number,
): Promise<void> {
  await db.query(
    "INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, 'https://brand.example/buy')",
    [key, broadcasterId, campaignId, componentId],
  );
}

/** Calls a stand-in dev control. */
export async function dev(
  providers: RunningDevProviders,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${providers.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** `count` chat lines by different viewers in a channel. */
export async function chatLines(providers: RunningDevProviders, channel: string, count: number, prefix = 'viewer'): Promise<void> {
  for (let i = 0; i < count; i += 1)
    await dev(providers, 'POST', `/twitch/_dev/chat/${channel}`, { user: `${prefix}_${i % 7}`, text: `hello ${i}` });
}

/** The lines bots posted in a channel, per the stand-in. */
export async function botLines(providers: RunningDevProviders, channel: string): Promise<Array<{ sender_login: string; text: string }>> {
  return (await dev(providers, 'GET', `/twitch/_dev/chat/${channel}`)).messages as Array<{ sender_login: string; text: string }>;
}
