import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, daysFromNow, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { listModCheckPairs } from '../../chatbot/repositories/chatbot-runtime-repository.ts';
import { addComponent, addVersion, complete, offerTypes, openActions, openSummary, sync } from './broadcaster-actions-test-support.ts';

const ALL_TYPES = [
  'live-graphics',
  'banner-graphics',
  'twitch-chat-bot',
  'twitch-chat-bot-command',
  'suggested-tweet',
  'suggested-retweet',
  'fullscreen-video',
  'custom-link',
  'advocate-widget',
  'conversion-popup',
  'watch-party',
  'dynamic-cta',
];

// Reconciliation rules (spec 01 §4, 02 §2; decisions 430–433), through the writes that call it.
describe('broadcaster action reconciliation', () => {
  let t: TestApp;
  let scene: RoleScene;
  let campaign: { id: number; slug: string };
  let caster: { id: number; login: string };
  const c: Record<string, number> = {};

  const links = (broadcasterId: number) =>
    t.db.query<{ key: string; component_id: number; target: string; active: boolean }>(
      'SELECT key, component_id, target, active FROM tracking_links WHERE broadcaster_id = $1 ORDER BY id',
      [broadcasterId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'sync');
    campaign = scene.campaignA;
    caster = scene.users.broadcaster;
    await offerTypes(t.db, campaign.id, ALL_TYPES);
    c.banner = await addComponent(t.db, campaign.id, 'banner-graphics', 'Banner', {
      content: 'b1',
      image: 'b1.png',
      link: 'https://brand.example/a',
    });
    c.tweet = await addComponent(t.db, campaign.id, 'suggested-tweet', 'Tweet', {
      message: 'Try it {{link}}',
      link: 'https://brand.example/t',
    });
    c.retweet = await addComponent(t.db, campaign.id, 'suggested-retweet', 'Retweet', { message: 'https://twitter.com/brand/status/123' });
    c.link = await addComponent(t.db, campaign.id, 'custom-link', 'Link', { link: 'https://brand.example/l' });
    c.bot = await addComponent(t.db, campaign.id, 'twitch-chat-bot', 'Bot', { message: 'Hi {{link}}', link: 'https://brand.example/bot' });
    c.command = await addComponent(t.db, campaign.id, 'twitch-chat-bot-command', 'Command', {
      message: '!brand',
      config: { command: '!brand' },
    });
    c.live = await addComponent(t.db, campaign.id, 'live-graphics', 'Live', { image: 'live.png', link: 'https://brand.example/live' });
    c.video = await addComponent(t.db, campaign.id, 'fullscreen-video', 'Video');
    await sync(t.db, campaign.id);
  });
  afterAll(() => t.close());

  it('an Active broadcaster gets one action per component that asks for one, and one chatbot-mod per campaign', async () => {
    expect(await openSummary(t.db, caster.id, campaign.id)).toEqual([
      'banner-add:Banner',
      'chatbot-mod:Bot',
      'custom-link-add:Link',
      'twitter-retweet:Retweet',
      'twitter-send-tweet:Tweet',
    ]);
    // Idempotent.
    expect(await sync(t.db, campaign.id)).toEqual({ created: 0, removed: 0 });
  });

  it('a broadcaster on YouTube only is asked for no panel banner and no chatbot, and the audit holds them to neither (decision 821)', async () => {
    const lena = await createBroadcaster(t.db, 'sync_youtube_only');
    await t.db.query(
      `INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'youtube', 'UC-sync-yt', 'sync_youtube_only')`,
      [lena.id],
    );
    await setTeamStatus(t.db, scene.teamA, lena.id, 'Active');
    await setCampaignStatus(t.db, campaign.id, lena.id, 'Active');
    await sync(t.db, campaign.id);
    expect(await openSummary(t.db, lena.id, campaign.id)).toEqual([
      'custom-link-add:Link',
      'twitter-retweet:Retweet',
      'twitter-send-tweet:Tweet',
    ]);
    // The chatbot's moderator check leaves them out too: no channel to check.
    const pairs = await listModCheckPairs(t.db, campaign.id, new Date(), new Date());
    expect(pairs.map((p) => p.broadcaster_id)).toContain(caster.id);
    expect(pairs.map((p) => p.broadcaster_id)).not.toContain(lena.id);
    // Connecting Twitch later makes them a Twitch streamer like any other.
    await t.db.query(
      `INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', '7001', 'sync_youtube_only')`,
      [lena.id],
    );
    await sync(t.db, campaign.id);
    expect(await openSummary(t.db, lena.id, campaign.id)).toContain('banner-add:Banner');
    await setCampaignStatus(t.db, campaign.id, lena.id, 'Declined');
    await sync(t.db, campaign.id);
  });

  it('gives each trackable component with a link its own 6-character tracked link', async () => {
    const rows = await links(caster.id);
    expect(rows.map((r) => r.component_id).sort()).toEqual([c.banner, c.tweet, c.link, c.bot, c.live].sort());
    for (const row of rows) expect(row).toMatchObject({ key: expect.stringMatching(/^[A-Za-z0-9]{6}$/), active: true });
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(rows.find((r) => r.component_id === c.banner)?.target).toBe('https://brand.example/a');
  });

  it('deactivation keeps banner and tweet actions, removes the others; activation brings them back; completed ones stay', async () => {
    const [tweet] = (await openActions(t.db, caster.id, campaign.id)).filter((a) => a.type === 'twitter-send-tweet');
    await complete(t.db, tweet.id);
    const off = await send(
      t.app,
      'PATCH',
      `/api/v1/campaigns/${campaign.slug}/deactivate/`,
      { broadcaster: caster.login },
      scene.users.editor.token,
    );
    expect(off.statusCode).toBe(200);
    expect(await openSummary(t.db, caster.id, campaign.id)).toEqual(['banner-add:Banner']);
    expect(
      (await links(caster.id))
        .filter((l) => l.active)
        .map((l) => l.component_id)
        .sort(),
    ).toEqual([c.banner, c.tweet].sort());
    const keysBefore = new Map((await links(caster.id)).map((l) => [l.component_id, l.key]));

    const on = await send(
      t.app,
      'PATCH',
      `/api/v1/campaigns/${campaign.slug}/activate/`,
      { broadcaster: caster.login },
      scene.users.editor.token,
    );
    expect(on.statusCode).toBe(200);
    // The completed tweet is not asked again.
    expect(await openSummary(t.db, caster.id, campaign.id)).toEqual([
      'banner-add:Banner',
      'chatbot-mod:Bot',
      'custom-link-add:Link',
      'twitter-retweet:Retweet',
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM broadcaster_actions WHERE id = $1 AND completion_time IS NOT NULL',
      [tweet.id],
    );
    expect(n).toBe(1);
    // The same keys come back.
    for (const l of await links(caster.id)) expect(l.key).toBe(keysBefore.get(l.component_id));
  });

  it('groups: a component in a group reaches only the group; joining and leaving the group follows', async () => {
    const other = await createBroadcaster(t.db, 'sync_grouped');
    await setTeamStatus(t.db, scene.teamA, other.id, 'Active');
    await setCampaignStatus(t.db, campaign.id, other.id, 'Active');
    const grouped = await addComponent(t.db, campaign.id, 'custom-link', 'Grouped', { link: 'https://brand.example/g' });
    const made = await send(
      t.app,
      'POST',
      '/api/v1/labels/',
      { name: 'VIP', campaign: campaign.slug, broadcasters: [], components: [grouped] },
      scene.users.editor.token,
    );
    expect(made.statusCode).toBe(201);
    expect(await openSummary(t.db, other.id, campaign.id)).not.toContain('custom-link-add:Grouped');
    const label = made.json().id as number;

    const join = await send(t.app, 'PATCH', `/api/v1/labels/${label}/`, { broadcasters: ['sync_grouped'] }, scene.users.editor.token);
    expect(join.statusCode).toBe(200);
    expect(await openSummary(t.db, other.id, campaign.id)).toContain('custom-link-add:Grouped');
    expect(await openSummary(t.db, caster.id, campaign.id)).not.toContain('custom-link-add:Grouped');

    const leave = await send(t.app, 'PUT', '/api/v1/labels/batch_update/', [{ id: label, broadcasters: [] }], scene.users.editor.token);
    expect(leave.statusCode).toBe(200);
    expect(await openSummary(t.db, other.id, campaign.id)).not.toContain('custom-link-add:Grouped');
    expect((await links(other.id)).find((l) => l.component_id === grouped)?.active).toBe(false);
  });

  it('banners: a new version after a completed add asks for an update; the same content again does not; archive asks for a removal', async () => {
    const [add] = (await openActions(t.db, caster.id, campaign.id)).filter((a) => a.type === 'banner-add');
    await complete(t.db, add.id);
    await sync(t.db, campaign.id);
    expect((await openSummary(t.db, caster.id, campaign.id)).filter((s) => s.startsWith('banner'))).toEqual([]);

    const v2 = await addVersion(t.db, c.banner, { content: 'b2', image: 'b2.png', link: 'https://brand.example/b' });
    await sync(t.db, campaign.id);
    const [update] = (await openActions(t.db, caster.id, campaign.id)).filter((a) => a.type.startsWith('banner'));
    expect(update).toMatchObject({ type: 'banner-update', component_version_id: v2 });
    // The new link gets a new key; the old one is kept inactive.
    const bannerLinks = (await links(caster.id)).filter((l) => l.component_id === c.banner);
    expect(bannerLinks.map((l) => [l.target, l.active])).toEqual([
      ['https://brand.example/a', false],
      ['https://brand.example/b', true],
    ]);

    // Reactivating the first content (same content id) means the panel is right again.
    await addVersion(t.db, c.banner, { content: 'b1', image: 'b1.png', link: 'https://brand.example/a' });
    await sync(t.db, campaign.id);
    expect((await openSummary(t.db, caster.id, campaign.id)).filter((s) => s.startsWith('banner'))).toEqual([]);

    await t.db.query('UPDATE components SET end_time = $2 WHERE id = $1', [c.banner, new Date(Date.now() - 1000)]);
    await sync(t.db, campaign.id);
    const [remove] = (await openActions(t.db, caster.id, campaign.id)).filter((a) => a.type.startsWith('banner'));
    expect(remove).toMatchObject({ type: 'banner-remove', component_version_id: add.component_version_id });

    // Reactivated before the removal was done: the removal is no longer asked.
    await t.db.query('UPDATE components SET end_time = NULL WHERE id = $1', [c.banner]);
    await sync(t.db, campaign.id);
    expect((await openSummary(t.db, caster.id, campaign.id)).filter((s) => s.startsWith('banner'))).toEqual([]);
  });

  it('a deleted component drops its open actions and asks to remove a placed banner', async () => {
    const banner = await addComponent(t.db, campaign.id, 'banner-graphics', 'Doomed', { image: 'd.png', link: 'https://brand.example/d' });
    await sync(t.db, campaign.id);
    const [add] = (await openActions(t.db, caster.id, campaign.id)).filter((a) => a.component_id === banner);
    await complete(t.db, add.id);
    await t.db.query('UPDATE components SET is_deleted = true WHERE id = $1', [banner]);
    await t.db.query('UPDATE components SET is_deleted = true WHERE id = $1', [c.retweet]);
    await sync(t.db, campaign.id);
    const summary = await openSummary(t.db, caster.id, campaign.id);
    expect(summary).toContain('banner-remove:Doomed');
    expect(summary).not.toContain('twitter-retweet:Retweet');
  });

  it('ignores components that are not ready, ended, or of a type the campaign does not offer', async () => {
    const notReady = await addComponent(t.db, campaign.id, 'custom-link', 'Pending link', { link: 'https://brand.example/p' });
    await t.db.query('UPDATE components SET is_ready = false WHERE id = $1', [notReady]);
    await addComponent(t.db, scene.campaignB.id, 'custom-link', 'Not offered', { link: 'https://brand.example/n' });
    await sync(t.db, campaign.id);
    await sync(t.db, scene.campaignB.id);
    expect(await openSummary(t.db, caster.id, campaign.id)).not.toContain('custom-link-add:Pending link');
    expect(await openSummary(t.db, scene.users.otherBroadcaster.id, scene.campaignB.id)).toEqual([]);
  });

  it('team removal (Deactivated) and campaign end (Campaign Ended) keep only banner and tweet actions', async () => {
    const tweet = await addComponent(t.db, campaign.id, 'suggested-tweet', 'Second tweet', {
      message: 'Again {{link}}',
      link: 'https://brand.example/t2',
    });
    await sync(t.db, campaign.id);
    expect(await openSummary(t.db, caster.id, campaign.id)).toContain('custom-link-add:Link');
    const removed = await send(
      t.app,
      'PATCH',
      `/api/v1/teams/${scene.teamA}/remove/`,
      { broadcaster: caster.login },
      scene.users.editor.token,
    );
    expect(removed.statusCode).toBe(200);
    // The banner placed earlier and deleted since is still to be removed.
    expect(await openSummary(t.db, caster.id, campaign.id)).toEqual(['banner-remove:Doomed', 'twitter-send-tweet:Second tweet']);
    expect(tweet).toBeGreaterThan(0);

    const other = await createBroadcaster(t.db, 'sync_ending');
    await setCampaignStatus(t.db, campaign.id, other.id, 'Active');
    await sync(t.db, campaign.id);
    expect(await openSummary(t.db, other.id, campaign.id)).toContain('custom-link-add:Link');
    const ended = await send(
      t.app,
      'PATCH',
      `/api/v1/campaigns/${campaign.slug}/`,
      { end_date: daysFromNow(-0.001).toISOString() },
      scene.users.editor.token,
    );
    expect(ended.statusCode).toBe(200);
    const summary = await openSummary(t.db, other.id, campaign.id);
    expect(summary).not.toContain('custom-link-add:Link');
    expect(summary).toContain('twitter-send-tweet:Second tweet');
    expect(summary).toContain('banner-add:Banner');
  });

  it('self suspend and activate follow the same rules', async () => {
    await t.db.query('UPDATE campaigns SET allow_self_deactivate = true WHERE id = $1', [scene.campaignB.id]);
    await offerTypes(t.db, scene.campaignB.id, ['suggested-tweet', 'twitch-chat-bot']);
    await addComponent(t.db, scene.campaignB.id, 'suggested-tweet', 'B tweet', { message: 'B {{link}}', link: 'https://brand.example/bt' });
    await addComponent(t.db, scene.campaignB.id, 'twitch-chat-bot', 'B bot', { message: 'Hi' });
    await sync(t.db, scene.campaignB.id);
    const other = scene.users.otherBroadcaster;
    expect(await openSummary(t.db, other.id, scene.campaignB.id)).toEqual(['chatbot-mod:B bot', 'twitter-send-tweet:B tweet']);
    const suspended = await send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${scene.campaignB.slug}/suspend/`, undefined, other.token);
    expect(suspended.statusCode).toBe(200);
    expect(await openSummary(t.db, other.id, scene.campaignB.id)).toEqual(['twitter-send-tweet:B tweet']);
    const back = await send(t.app, 'PATCH', `/api/v1/broadcaster-campaigns/${scene.campaignB.slug}/activate/`, undefined, other.token);
    expect(back.statusCode).toBe(200);
    expect(await openSummary(t.db, other.id, scene.campaignB.id)).toEqual(['chatbot-mod:B bot', 'twitter-send-tweet:B tweet']);
  });

  it('accepting an invitation of an auto-active campaign brings the actions', async () => {
    await t.db.query('UPDATE campaigns SET auto_active_invites = true WHERE id = $1', [scene.campaignB.id]);
    await offerTypes(t.db, scene.campaignB.id, ['custom-link']);
    const invited = await createBroadcaster(t.db, 'sync_invited');
    await setCampaignStatus(t.db, scene.campaignB.id, invited.id, 'Invited');
    await sync(t.db, scene.campaignB.id);
    expect(await openSummary(t.db, invited.id, scene.campaignB.id)).toEqual([]);
    const accepted = await send(t.app, 'PATCH', `/api/v1/campaigns/${scene.campaignB.slug}/accept/`, undefined, invited.token);
    expect(accepted.statusCode).toBe(200);
    expect(await openSummary(t.db, invited.id, scene.campaignB.id)).toEqual([
      'chatbot-mod:B bot',
      'custom-link-add:Not offered',
      'twitter-send-tweet:B tweet',
    ]);
  });
});
