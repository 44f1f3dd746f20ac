import { demoTwitterCredentials } from '@advocate/dev-providers';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, sameRequestByCaller, statusByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { send, type TestApp } from '../../../testing/test-app.ts';
import { startOAuthWorld, type OAuthWorld } from '../../social/routes/oauth-test-support.ts';
import { addComponent, offerTypes, openActions, sync } from './broadcaster-actions-test-support.ts';

// GET and PATCH broadcaster-actions/ (contract 2; spec 01 §4, 02 §4, §5), against the Twitter stand-in.
describe('broadcaster-actions/', () => {
  let world: OAuthWorld;
  let t: TestApp;
  let scene: RoleScene;
  let slug: string;
  const c: Record<string, number> = {};

  const actionOf = async (broadcasterId: number, componentId: number) => {
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM broadcaster_actions WHERE broadcaster_id = $1 AND component_id = $2 ORDER BY id DESC LIMIT 1',
      [broadcasterId, componentId],
    );
    return row.id;
  };
  const patch = (id: number, body: unknown, token?: string) => send(t.app, 'PATCH', `/api/v1/broadcaster-actions/${id}/`, body, token);

  beforeAll(async () => {
    world = await startOAuthWorld();
    t = world.t;
    scene = await createRoleScene(t.db, 'acts');
    slug = scene.campaignA.slug;
    await offerTypes(t.db, scene.campaignA.id, ['banner-graphics', 'suggested-tweet', 'suggested-retweet', 'custom-link']);
    c.banner = await addComponent(t.db, scene.campaignA.id, 'banner-graphics', 'Banner', {
      image: 'https://cdn.example/b.png',
      link: 'https://brand.example/a',
    });
    c.tweet = await addComponent(t.db, scene.campaignA.id, 'suggested-tweet', 'Tweet', {
      message: 'Live with Brand {{link}}',
      link: 'https://brand.example/t',
      config: { is_editable: true },
    });
    c.tweet2 = await addComponent(t.db, scene.campaignA.id, 'suggested-tweet', 'Tweet 2', { message: 'Brand again', link: null });
    c.tweet3 = await addComponent(t.db, scene.campaignA.id, 'suggested-tweet', 'Tweet 3', { message: 'Brand again', link: null });
    c.retweet = await addComponent(t.db, scene.campaignA.id, 'suggested-retweet', 'Retweet', {
      message: 'https://twitter.com/brand/status/1790000000000000042',
    });
    c.link = await addComponent(t.db, scene.campaignA.id, 'custom-link', 'Link', { link: 'https://brand.example/l' });
    const demo = demoTwitterCredentials('4001');
    await t.db.query(
      `INSERT INTO social_accounts (user_id, provider, provider_user_id, login, access_token, token_secret) VALUES ($1, 'twitter', '4001', 'streamer_one_tw', $2, $3)`,
      [scene.users.broadcaster.id, demo.accessToken, demo.tokenSecret],
    );
    await sync(t.db, scene.campaignA.id);
  }, 60_000);
  afterAll(() => world.close());

  it('GET with a campaign: its editors and the broadcasters (their own); read-only 403, another team 404', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', `/api/v1/broadcaster-actions/?campaign=${slug}`)).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    const theirs = await send(t.app, 'GET', `/api/v1/broadcaster-actions/?campaign=${slug}`, undefined, scene.users.otherBroadcaster.token);
    expect(theirs.json()).toEqual([]);
  });

  it('GET without a campaign: broadcasters only (managers must name one)', async () => {
    expect(await sameRequestByCaller(t.app, scene.users, 'GET', '/api/v1/broadcaster-actions/')).toEqual({
      anonymous: 401,
      admin: 400,
      editor: 400,
      readOnlyManager: 400,
      otherTeamManager: 400,
      brandViewer: 400,
      broadcaster: 200,
      otherBroadcaster: 200,
    });
    const refused = await send(t.app, 'GET', '/api/v1/broadcaster-actions/', undefined, scene.users.editor.token);
    expect(refused.json()).toEqual({ campaign: [messages.required] });
  });

  it('answers the contract shape, newest first, with the tracked link in version.link', async () => {
    const list = (
      await send(t.app, 'GET', '/api/v1/broadcaster-actions/?completed=false', undefined, scene.users.broadcaster.token)
    ).json();
    expect(list.map((a: { type: { slug: string } }) => a.type.slug).sort()).toEqual([
      'banner-add',
      'custom-link-add',
      'twitter-retweet',
      'twitter-send-tweet',
      'twitter-send-tweet',
      'twitter-send-tweet',
    ]);
    const banner = list.find((a: { component_id: number }) => a.component_id === c.banner);
    const [{ key }] = await t.db.query<{ key: string }>('SELECT key FROM tracking_links WHERE broadcaster_id = $1 AND component_id = $2', [
      scene.users.broadcaster.id,
      c.banner,
    ]);
    expect(banner).toEqual({
      id: expect.any(Number),
      type: { slug: 'banner-add', name: 'Add Banner' },
      component: 'Banner',
      component_id: c.banner,
      campaign: slug,
      campaign_name: 'acts Campaign A',
      broadcaster: scene.users.broadcaster.login,
      creation_time: expect.any(String),
      completion_time: null,
      completion_data: {},
      version: {
        component_id: c.banner,
        image: 'https://cdn.example/b.png',
        link: `http://localhost:3000/l/${key}`,
        message: null,
        created: expect.any(String),
        config: {},
      },
    });
    const retweet = list.find((a: { component_id: number }) => a.component_id === c.retweet);
    expect(retweet.version.link).toBeNull();
    const ids = list.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const managerView = (
      await send(t.app, 'GET', `/api/v1/broadcaster-actions/?campaign=${slug}&completed=true`, undefined, scene.users.editor.token)
    ).json();
    expect(managerView).toEqual([]);
  });

  it('PATCH mark_complete: the broadcaster and the campaign editors; others 403/404', async () => {
    const id = await actionOf(scene.users.broadcaster.id, c.link);
    const statuses = await statusByCaller(scene.users, async (token) => {
      await t.db.query('UPDATE broadcaster_actions SET completion_time = NULL WHERE id = $1', [id]);
      return patch(id, { completion_action: 'mark_complete' }, token);
    });
    expect(statuses).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 200,
      otherBroadcaster: 404,
    });
    // The last caller's reset left it open.
    expect((await patch(id, { completion_action: 'mark_complete' }, scene.users.broadcaster.token)).statusCode).toBe(200);
    const again = await patch(id, { completion_action: 'mark_complete' }, scene.users.broadcaster.token);
    expect([again.statusCode, again.json()]).toEqual([400, { non_field_errors: [serverMessages.actionAlreadyCompleted] }]);
  });

  it('send_tweet posts through Twitter with {{link}} replaced, and records the tweet', async () => {
    const id = await actionOf(scene.users.broadcaster.id, c.tweet);
    const tooLong = await patch(
      id,
      { completion_action: 'send_tweet', completion_data: { tweet_text: `${'x'.repeat(275)} {{link}}` } },
      scene.users.broadcaster.token,
    );
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { tweet_text: [messages.maxLength(280)] }]);
    const noLink = await patch(
      id,
      { completion_action: 'send_tweet', completion_data: { tweet_text: 'No link here' } },
      scene.users.broadcaster.token,
    );
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().tweet_text[0]).toMatch(/^Your tweet must include "http:\/\/localhost:3000\/l\/[A-Za-z0-9]{6}\.$/);
    const byManager = await patch(id, { completion_action: 'send_tweet' }, scene.users.editor.token);
    expect(byManager.statusCode).toBe(403);

    const sent = await patch(
      id,
      { completion_action: 'send_tweet', completion_data: { tweet_text: 'Going live {{link}} #ad' } },
      scene.users.broadcaster.token,
    );
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body.completion_time).not.toBeNull();
    expect(body.completion_data.tweet_url).toMatch(/^https:\/\/twitter\.com\/streamer_one_tw\/status\/\d{19}$/);
    expect(body.completion_data.tweet_text).toBe(`Going live ${body.version.link} #ad`);
    const tweetId = body.completion_data.tweet_url.split('/').pop();
    const stored = await fetch(`${world.providers.url}/twitter/2/tweets/${tweetId}`).then((r) => r.json());
    expect(stored.data).toMatchObject({ text: body.completion_data.tweet_text, author_id: '4001' });
    const posts = await t.db.query('SELECT kind, tweet_url FROM social_posts WHERE broadcaster_action_id = $1', [id]);
    expect(posts).toEqual([{ kind: 'tweet', tweet_url: body.completion_data.tweet_url }]);
  });

  it('a Twitter refusal answers 400 and completes nothing', async () => {
    const first = await patch(
      await actionOf(scene.users.broadcaster.id, c.tweet2),
      { completion_action: 'send_tweet' },
      scene.users.broadcaster.token,
    );
    expect(first.statusCode).toBe(200);
    // The same text again: Twitter refuses duplicates.
    const id = await actionOf(scene.users.broadcaster.id, c.tweet3);
    const refused = await patch(id, { completion_action: 'send_tweet' }, scene.users.broadcaster.token);
    expect([refused.statusCode, refused.json()]).toEqual([400, { non_field_errors: [serverMessages.tweetFailed] }]);
    const [row] = await t.db.query<{ completion_time: Date | null }>('SELECT completion_time FROM broadcaster_actions WHERE id = $1', [id]);
    expect(row.completion_time).toBeNull();
    expect(await t.db.query('SELECT 1 FROM social_posts WHERE broadcaster_action_id = $1', [id])).toEqual([]);
    // Sent by hand instead: recorded as manual.
    const manual = await patch(id, { completion_action: 'send_tweet', completion_data: { manual: true } }, scene.users.broadcaster.token);
    expect([manual.statusCode, manual.json().completion_data]).toEqual([200, { manual: true, tweet_text: 'Brand again' }]);
  });

  it('send_retweet retweets the suggested tweet; send_tweet needs a connected Twitter account', async () => {
    const id = await actionOf(scene.users.broadcaster.id, c.retweet);
    const wrong = await patch(id, { completion_action: 'send_tweet' }, scene.users.broadcaster.token);
    expect(wrong.json()).toEqual({ non_field_errors: [serverMessages.actionWrongCompletion] });
    const done = await patch(id, { completion_action: 'send_retweet' }, scene.users.broadcaster.token);
    expect([done.statusCode, done.json().completion_data]).toEqual([
      200,
      { tweet_url: 'https://twitter.com/brand/status/1790000000000000042' },
    ]);

    const lone = await createBroadcaster(t.db, 'acts_no_twitter');
    await setCampaignStatus(t.db, scene.campaignA.id, lone.id, 'Active');
    await sync(t.db, scene.campaignA.id);
    const theirs = await actionOf(lone.id, c.tweet);
    const blocked = await patch(theirs, { completion_action: 'send_tweet' }, lone.token);
    expect([blocked.statusCode, blocked.json()]).toEqual([400, { non_field_errors: [serverMessages.twitterNotConnected] }]);
  });

  it('mark_incomplete reopens only the latest completed action', async () => {
    const banner = await actionOf(scene.users.broadcaster.id, c.banner);
    expect((await patch(banner, { completion_action: 'mark_complete' }, scene.users.broadcaster.token)).statusCode).toBe(200);
    const older = await actionOf(scene.users.broadcaster.id, c.retweet);
    const refused = await patch(older, { completion_action: 'mark_incomplete' }, scene.users.broadcaster.token);
    expect([refused.statusCode, refused.json()]).toEqual([400, { non_field_errors: [serverMessages.actionNotLatest] }]);
    const open = (await openActions(t.db, scene.users.broadcaster.id, scene.campaignA.id)).length;
    const reopened = await patch(banner, { completion_action: 'mark_incomplete' }, scene.users.broadcaster.token);
    expect([reopened.statusCode, reopened.json().completion_time, reopened.json().completion_data]).toEqual([200, null, {}]);
    expect((await openActions(t.db, scene.users.broadcaster.id, scene.campaignA.id)).length).toBe(open + 1);
    const notDone = await patch(banner, { completion_action: 'mark_incomplete' }, scene.users.broadcaster.token);
    expect(notDone.json()).toEqual({ non_field_errors: [serverMessages.actionNotCompleted] });
  });

  it('bad input: unknown action, unknown id, out-of-range id', async () => {
    const id = await actionOf(scene.users.broadcaster.id, c.banner);
    expect((await patch(id, { completion_action: 'explode' }, scene.users.broadcaster.token)).statusCode).toBe(400);
    expect((await patch(999999, { completion_action: 'mark_complete' }, scene.users.broadcaster.token)).statusCode).toBe(404);
    expect((await patch(id, {}, scene.users.broadcaster.token)).statusCode).toBe(400);
  });
});
