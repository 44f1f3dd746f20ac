import { demoChatbotToken, startDevProviders, type RunningDevProviders } from '@advocate/dev-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db/db.ts';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { RunningJob } from '../../../platform/jobs/job-types.ts';
import { triggerAndRunAudit } from './audit-test-support.ts';

// Issue 26 item 1: each verdict of the audit against the provider stand-ins, one test each — a panel
// with the right image, a missing banner, a tweet sent, a tweet deleted, a retweet, the chatbot a
// moderator, a channel that cannot be read. The banner's picture is a data: address, as the demo's.
const svg = (colour: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${colour}"/></svg>`).toString('base64')}`;
const RIGHT = svg('#0f766e');
const OTHER = svg('#db2777');
const API = 'http://localhost:3000';

describe('audit verdicts against the stand-ins', () => {
  let providers: RunningDevProviders;
  let t: TestApp;
  let scene: RoleScene;
  let campaignId = 0;
  let banner = 0;
  let bannerVersion = 0;
  let tweet = 0;
  let retweet = 0;
  let n = 0;

  const job = (id: number): RunningJob => ({
    id,
    attempts: 1,
    setProgress: async () => undefined,
    complete: async (_tx: Queryable) => undefined,
  });
  const dev = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    providers.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** A new Active broadcaster with a Twitch channel. */
  const caster = async (twitchId?: string) => {
    n += 1;
    const login = `avk_caster_${n}`;
    const { id } = await createBroadcaster(t.db, login);
    await setCampaignStatus(t.db, campaignId, id, 'Active');
    await t.db.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $3)`, [
      id,
      twitchId ?? `avk-${n}`,
      login,
    ]);
    return { id, login, key: `Avk${String(n).padStart(3, '0')}` };
  };
  /** The broadcaster placed the banner: a completed banner action and their tracked link. */
  const placeBanner = async (b: { id: number; key: string }) => {
    await t.db.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, component_version_id, completion_time) VALUES ('banner-add', $1, $2, $3, $4, now())`,
      [b.id, campaignId, banner, bannerVersion],
    );
    await t.db.query(
      `INSERT INTO tracking_links (key, broadcaster_id, campaign_id, component_id, target) VALUES ($1, $2, $3, $4, 'https://shop.example/')`,
      [b.key, b.id, campaignId, banner],
    );
  };
  const twitterAction = async (b: { id: number }, type: 'twitter-send-tweet' | 'twitter-retweet', url: string, manual = false) =>
    t.db.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, completion_time, completion_data) VALUES ($1, $2, $3, $4, now(), $5)`,
      [
        type,
        b.id,
        campaignId,
        type === 'twitter-retweet' ? retweet : tweet,
        JSON.stringify({ tweet_url: url, ...(manual ? { manual } : {}) }),
      ],
    );
  const postTweet = async (text: string, author = '4001') =>
    (await dev('POST', '/twitter/_dev/tweets', { text, author_id: author })).json().data.id as string;
  const statusOf = async (b: { id: number }, componentId: number) =>
    (
      await t.db.query<{ status: string }>(
        'SELECT status FROM compliance_records WHERE campaign_id = $1 AND broadcaster_id = $2 AND component_id = $3',
        [campaignId, b.id, componentId],
      )
    )[0]?.status;
  /** Triggers an audit as the editor and runs its job. */
  const audit = () => triggerAndRunAudit(t, scene.campaignA.slug, scene.users.editor.token, job);

  beforeAll(async () => {
    providers = await startDevProviders({ host: '127.0.0.1', port: 0 });
    const p = providers.url;
    t = await createTestApp({
      PUBLIC_API_URL: API,
      TWITCH_PANELS_URL: `${p}/twitch/panels`,
      TWITTER_API_URL: `${p}/twitter`,
      TWITCH_API_URL: `${p}/twitch/helix`,
      TWITCH_TOKEN_URL: `${p}/twitch/oauth2/token`,
    });
    scene = await createRoleScene(t.db, 'avk');
    campaignId = scene.campaignA.id;
    const component = async (type: string) =>
      (
        await t.db.query<{ id: number }>(`INSERT INTO components (campaign_id, type, name) VALUES ($1, $2, $2) RETURNING id`, [
          campaignId,
          type,
        ])
      )[0].id;
    banner = await component('banner-graphics');
    [{ id: bannerVersion }] = await t.db.query<{ id: number }>(
      `INSERT INTO component_versions (component_id, content_id, sequence_number, image, link) VALUES ($1, 'v1', 1, $2, 'https://shop.example/') RETURNING id`,
      [banner, RIGHT],
    );
    tweet = await component('suggested-tweet');
    retweet = await component('suggested-retweet');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('a panel with the tracked link and the banner picture → Compliant; another picture → Incorrect Image', async () => {
    const [right, outdated] = [await caster(), await caster()];
    for (const b of [right, outdated]) await placeBanner(b);
    await dev('PUT', `/twitch/_dev/panels/${right.login}`, [
      { title: 'Sponsor', image_data: RIGHT.split(',')[1], link: `${API}/l/${right.key}` },
    ]);
    await dev('PUT', `/twitch/_dev/panels/${outdated.login}`, [
      { title: 'Sponsor', image_data: OTHER.split(',')[1], link: `${API}/l/${outdated.key}` },
    ]);
    await audit();
    expect(await statusOf(right, banner)).toBe('Compliant');
    expect(await statusOf(outdated, banner)).toBe('Incorrect Image');
  });

  it('a channel without the panel → Missing Banner', async () => {
    const b = await caster();
    await placeBanner(b);
    await dev('PUT', `/twitch/_dev/panels/${b.login}`, [
      { title: 'About me', image_data: OTHER.split(',')[1], link: 'https://example.com/me' },
    ]);
    await audit();
    expect(await statusOf(b, banner)).toBe('Missing Banner');
  });

  it('a tweet still on Twitter → Compliant', async () => {
    const b = await caster();
    await twitterAction(b, 'twitter-send-tweet', `https://twitter.com/streamer_one_tw/status/${await postTweet(`Sponsored ${b.login}`)}`);
    await audit();
    expect(await statusOf(b, tweet)).toBe('Compliant');
  });

  it('a tweet deleted since → Tweet Deleted', async () => {
    const b = await caster();
    const id = await postTweet(`Sponsored then deleted ${b.login}`);
    await twitterAction(b, 'twitter-send-tweet', `https://twitter.com/streamer_one_tw/status/${id}`);
    expect((await dev('DELETE', `/twitter/_dev/tweets/${id}`)).statusCode).toBe(204);
    await audit();
    expect(await statusOf(b, tweet)).toBe('Tweet Deleted');
  });

  it('a retweet of a brand tweet still there → Compliant; of one deleted → Tweet Deleted', async () => {
    const [kept, gone] = [await caster(), await caster()];
    const brandTweet = await postTweet('The brand announces', '4900');
    const deleted = await postTweet('The brand announced, then deleted', '4900');
    await twitterAction(kept, 'twitter-retweet', `https://twitter.com/brand/status/${brandTweet}`);
    await twitterAction(gone, 'twitter-retweet', `https://twitter.com/brand/status/${deleted}`);
    await dev('DELETE', `/twitter/_dev/tweets/${deleted}`);
    await audit();
    expect(await statusOf(kept, retweet)).toBe('Compliant');
    expect(await statusOf(gone, retweet)).toBe('Tweet Deleted');
  });

  it('with a connected Twitter account only their own tweet counts, and only a retweet they made (decision 822)', async () => {
    const withTwitter = async (twitterId: string) => {
      const b = await caster();
      await t.db.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitter', $2, $3)`, [
        b.id,
        twitterId,
        `tw_${b.login}`,
      ]);
      return b;
    };
    const [own, borrowed, retweeted, claimed, undone] = [
      await withTwitter('6601'),
      await withTwitter('6602'),
      await withTwitter('6603'),
      await withTwitter('6604'),
      await withTwitter('6605'),
    ];
    const status = (id: string) => `https://twitter.com/someone/status/${id}`;
    await twitterAction(own, 'twitter-send-tweet', status(await postTweet('My sponsored tweet', '6601')), true);
    // Someone else's tweet, pasted by hand: exists, but is not theirs.
    await twitterAction(borrowed, 'twitter-send-tweet', status(await postTweet('A tweet by another account', '6699')), true);
    // The brand's tweet (the stand-in holds it from the start, like Twitter).
    const brand = '1790000000000000077';
    await dev('POST', '/twitter/_dev/tweets', { text: 'RT', author_id: '6603', retweet_of: brand });
    await twitterAction(retweeted, 'twitter-retweet', status(brand), true);
    await twitterAction(claimed, 'twitter-retweet', status(brand), true);
    const undoneId = (await dev('POST', '/twitter/_dev/tweets', { text: 'RT', author_id: '6605', retweet_of: brand })).json().data
      .id as string;
    await twitterAction(undone, 'twitter-retweet', status(brand));
    expect((await dev('DELETE', `/twitter/_dev/tweets/${undoneId}`)).statusCode).toBe(204);
    await audit();
    expect([
      await statusOf(own, tweet),
      await statusOf(borrowed, tweet),
      await statusOf(retweeted, retweet),
      await statusOf(claimed, retweet),
      await statusOf(undone, retweet),
    ]).toEqual(['Compliant', 'Not Sent', 'Compliant', 'Not Sent', 'Tweet Deleted']);
  });

  it('the chatbot a moderator → Modded; not one → Not Modded', async () => {
    const [{ id: bot }] = await t.db.query<{ id: number }>(
      `INSERT INTO chatbot_accounts (twitch_user_id, login, access_token) VALUES ('1901', 'nebula_bot', $1) RETURNING id`,
      [demoChatbotToken('1901')],
    );
    await t.db.query('UPDATE campaigns SET twitch_chatbot_account_id = $2 WHERE id = $1', [campaignId, bot]);
    await t.db.query(`INSERT INTO components (campaign_id, type, name, is_ready) VALUES ($1, 'twitch-chat-bot', 'Chat', true)`, [
      campaignId,
    ]);
    const [modded, notModded] = [await caster('7701'), await caster('7702')];
    expect((await dev('POST', `/twitch/_dev/mods/${modded.login}`, { user: 'nebula_bot', mod: true, channel_id: '7701' })).statusCode).toBe(
      200,
    );
    await audit();
    const mods = await t.db.query<{ broadcaster_id: number; status: string }>(
      'SELECT broadcaster_id, status FROM chatbot_mod_statuses WHERE campaign_id = $1',
      [campaignId],
    );
    const of = (b: { id: number }) => mods.find((m) => m.broadcaster_id === b.id)?.status;
    expect([of(modded), of(notModded)]).toEqual(['Modded', 'Not Modded']);
  });

  it("panels Twitch cannot serve → Can't Connect", async () => {
    const b = await caster();
    await placeBanner(b);
    await dev('PUT', `/twitch/_dev/panels/${b.login}`, { panels: [], unreachable: true });
    await audit();
    expect(await statusOf(b, banner)).toBe("Can't Connect");
  });
});
