import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, setCampaignStatus } from '../../../testing/domain-fixtures.ts';
import { createRoleScene, type RoleScene } from '../../../testing/role-fixtures.ts';
import { createTestApp, send, type TestApp } from '../../../testing/test-app.ts';
import { addComponent, offerTypes } from './broadcaster-actions-test-support.ts';

// Notices of new actions (campaign action_notifications; decision 434): sent after the write commits.
describe('action notifications', () => {
  let t: TestApp;
  let scene: RoleScene;

  const notices = (broadcasterId: number) =>
    t.db.query<{ notification: string | null; notified: boolean }>(
      'SELECT notification, notified_at IS NOT NULL AS notified FROM broadcaster_actions WHERE broadcaster_id = $1 ORDER BY id',
      [broadcasterId],
    );
  /** A write that reconciles the campaign: a new empty group. */
  const touch = (slug: string, name: string) =>
    send(t.app, 'POST', '/api/v1/labels/', { name, campaign: slug, broadcasters: [], components: [] }, scene.users.editor.token);

  beforeAll(async () => {
    t = await createTestApp();
    scene = await createRoleScene(t.db, 'note');
    await offerTypes(t.db, scene.campaignA.id, ['banner-graphics', 'suggested-tweet']);
    await offerTypes(t.db, scene.campaignB.id, ['banner-graphics']);
  });
  afterAll(() => t.close());

  it('mails the broadcaster once, listing every new action, and records notified_at', async () => {
    await addComponent(t.db, scene.campaignA.id, 'banner-graphics', 'Spring Banner', { image: 'b.png', link: 'https://brand.example/b' });
    await addComponent(t.db, scene.campaignA.id, 'suggested-tweet', 'Launch Tweet', {
      message: 'Hi {{link}}',
      link: 'https://brand.example/t',
    });
    const before = t.outbox.length;
    expect((await touch(scene.campaignA.slug, 'One')).statusCode).toBe(201);
    const mails = t.outbox.slice(before).filter((m) => m.to === `${scene.users.broadcaster.login}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You have 2 new actions on Advocate');
    expect(mails[0].text).toContain('- Add Banner: Spring Banner (note Campaign A)');
    expect(mails[0].text).toContain('- Send Tweet: Launch Tweet (note Campaign A)');
    expect(mails[0].text).toContain('http://localhost:4400/dashboard');
    expect(await notices(scene.users.broadcaster.id)).toEqual([
      { notification: 'sent', notified: true },
      { notification: 'sent', notified: true },
    ]);
    // Nothing new, nothing sent.
    const after = t.outbox.length;
    await touch(scene.campaignA.slug, 'Two');
    expect(t.outbox.length).toBe(after);
  });

  it('SMS or Discord is recorded as undeliverable; a campaign without action_notifications sends nothing', async () => {
    const sms = await createBroadcaster(t.db, 'note_sms');
    await t.db.query(`UPDATE profiles SET selected_notifications = 'S' WHERE user_id = $1`, [sms.id]);
    await setCampaignStatus(t.db, scene.campaignA.id, sms.id, 'Active');
    const before = t.outbox.length;
    await touch(scene.campaignA.slug, 'Three');
    expect(t.outbox.slice(before).filter((m) => m.to === 'note_sms@example.com')).toEqual([]);
    expect(await notices(sms.id)).toEqual([
      { notification: 'undeliverable', notified: false },
      { notification: 'undeliverable', notified: false },
    ]);

    await t.db.query('UPDATE campaigns SET action_notifications = false WHERE id = $1', [scene.campaignB.id]);
    await addComponent(t.db, scene.campaignB.id, 'banner-graphics', 'Quiet', { image: 'q.png', link: 'https://brand.example/q' });
    const quiet = t.outbox.length;
    await send(
      t.app,
      'POST',
      '/api/v1/labels/',
      { name: 'Q', campaign: scene.campaignB.slug, broadcasters: [], components: [] },
      scene.users.otherTeamManager.token,
    );
    expect(t.outbox.length).toBe(quiet);
    expect(await notices(scene.users.otherBroadcaster.id)).toEqual([{ notification: null, notified: false }]);
  });
});
