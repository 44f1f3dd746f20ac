import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import {
  createBroadcaster,
  daysFromNow,
  insertCampaign,
  insertInviteLink,
  insertTeam,
  setCampaignStatus,
  setTeamStatus,
} from '../../testing/domain-fixtures.ts';
import { createManager } from '../../testing/test-app.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { applyInviteKeys } from './invite-acceptance.ts';

// spec 00 §2/§4 invite flow (keys sent with the OAuth code), spec 01 §4 (Active when auto_active_invites, else Inactive).
describe('applyInviteKeys', () => {
  let db: Db;
  const ids: Record<string, number> = {};
  const inAYear = daysFromNow(365);

  beforeAll(async () => {
    db = await createTestDb();
    ids.team = await insertTeam(db, { name: 'Nebula' });
    ids.otherTeam = await insertTeam(db, { name: 'Crimson' });
    ids.auto = await insertCampaign(db, { slug: 'auto', autoActiveInvites: true });
    ids.manual = await insertCampaign(db, { slug: 'manual' });
    ids.ended = await insertCampaign(db, { slug: 'ended', start: daysFromNow(-30), end: daysFromNow(-1), autoActiveInvites: true });
    await insertInviteLink(db, { key: 'auto-key', campaignId: ids.auto, expiresAt: inAYear });
    await insertInviteLink(db, { key: 'manual-key', campaignId: ids.manual, expiresAt: inAYear, label: 'From Link' });
    await insertInviteLink(db, { key: 'ended-key', campaignId: ids.ended, expiresAt: inAYear });
    await insertInviteLink(db, { key: 'expired-key', campaignId: ids.auto, expiresAt: daysFromNow(-1) });
    await insertInviteLink(db, { key: 'team-key', teamId: ids.team, expiresAt: inAYear });
    await insertInviteLink(db, { key: 'other-team-key', teamId: ids.otherTeam, expiresAt: inAYear });
    await insertInviteLink(db, { key: 'expired-team-key', teamId: ids.team, expiresAt: daysFromNow(-1) });
    // Groups a manager made: the query's label may only join these.
    await db.query(
      `INSERT INTO labels (campaign_id, name) VALUES ($1, 'VIP'), ($1, 'Rollback'), ($2, 'Manual Group'), ($3, 'Other Campaign Only')`,
      [ids.auto, ids.manual, ids.ended],
    );
  });
  afterAll(() => db.close());

  const statusOf = async (campaignId: number, userId: number) =>
    (
      await db.query<{ status: string }>('SELECT status FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2', [
        campaignId,
        userId,
      ])
    )[0]?.status;
  const labelsOf = async (userId: number) =>
    (
      await db.query<{ name: string }>(
        'SELECT l.name FROM labels l JOIN label_broadcasters lb ON lb.label_id = l.id WHERE lb.broadcaster_id = $1 ORDER BY l.name',
        [userId],
      )
    ).map((r) => r.name);

  const labelCount = async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM labels'))[0].count;

  it('puts the broadcaster on a campaign Active when it has auto_active_invites, in the existing group the label names', async () => {
    const { id } = await createBroadcaster(db, 'auto_joiner');
    const applied = await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'auto-key', label: ' VIP ' }));
    expect(applied).toEqual({ campaign: 'auto', team: null });
    expect(await statusOf(ids.auto, id)).toBe('Active');
    expect(await labelsOf(id)).toEqual(['VIP']);
    // The label must name the group exactly: another spelling joins nothing and makes nothing.
    const other = await createBroadcaster(db, 'auto_joiner_two');
    const before = await labelCount();
    await db.transaction((tx) => applyInviteKeys(tx, other.id, { campaignInviteKey: 'auto-key', label: 'vip' }));
    expect(await statusOf(ids.auto, other.id)).toBe('Active');
    expect(await labelsOf(other.id)).toEqual([]);
    expect(await labelCount()).toBe(before);
  });

  it('never makes a group from the label of the query, nor joins a group of another campaign', async () => {
    const { id } = await createBroadcaster(db, 'group_maker');
    const before = await labelCount();
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'auto-key', label: 'My Own Group' }));
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'auto-key', label: 'Other Campaign Only' }));
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'auto-key', label: 'Manual Group' }));
    expect(await statusOf(ids.auto, id)).toBe('Active');
    expect(await labelsOf(id)).toEqual([]);
    expect(await labelCount()).toBe(before);
  });

  it("keeps the link's own group and adds an existing group the query names", async () => {
    const { id } = await createBroadcaster(db, 'both_groups');
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'manual-key', label: 'Manual Group' }));
    expect(await labelsOf(id)).toEqual(['From Link', 'Manual Group']);
    const other = await createBroadcaster(db, 'link_group_only');
    await db.transaction((tx) => applyInviteKeys(tx, other.id, { campaignInviteKey: 'manual-key', label: 'Not There' }));
    expect(await labelsOf(other.id)).toEqual(['From Link']);
  });

  it('makes the status Pending otherwise, using the link label when none is given', async () => {
    const { id } = await createBroadcaster(db, 'manual_joiner');
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'manual-key' }));
    expect(await statusOf(ids.manual, id)).toBe('Pending');
    expect(await labelsOf(id)).toEqual(['From Link']);
  });

  it('answers an open invitation but never undoes a deactivation', async () => {
    const invited = await createBroadcaster(db, 'was_invited');
    await setCampaignStatus(db, ids.auto, invited.id, 'Invited');
    await db.transaction((tx) => applyInviteKeys(tx, invited.id, { campaignInviteKey: 'auto-key' }));
    expect(await statusOf(ids.auto, invited.id)).toBe('Active');
    const removed = await createBroadcaster(db, 'was_removed');
    await setCampaignStatus(db, ids.auto, removed.id, 'Deactivated');
    await db.transaction((tx) => applyInviteKeys(tx, removed.id, { campaignInviteKey: 'auto-key' }));
    expect(await statusOf(ids.auto, removed.id)).toBe('Deactivated');
  });

  it('writes a broadcaster_joined event for a join, and none when the link changed nothing', async () => {
    const joiner = await createBroadcaster(db, 'event_joiner');
    const events = () =>
      db.query<{ event_type: string; message: string }>(
        'SELECT event_type, message FROM campaign_events WHERE campaign_id = $1 AND broadcaster_id = $2',
        [ids.auto, joiner.id],
      );
    await db.transaction((tx) => applyInviteKeys(tx, joiner.id, { campaignInviteKey: 'auto-key' }));
    expect(await events()).toEqual([{ event_type: 'broadcaster_joined', message: 'event_joiner joined the campaign' }]);
    await db.transaction((tx) => applyInviteKeys(tx, joiner.id, { campaignInviteKey: 'auto-key' }));
    expect(await events()).toHaveLength(1);
  });

  it('ignores unknown and expired keys, ended campaigns, over-long labels and managers', async () => {
    const { id } = await createBroadcaster(db, 'ignored');
    const applied = await db.transaction((tx) =>
      applyInviteKeys(tx, id, { campaignInviteKey: 'expired-key', teamInviteKey: 'expired-team-key' }),
    );
    expect(applied).toEqual({ campaign: null, team: null });
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'nope', teamInviteKey: 'auto-key' }));
    await db.transaction((tx) => applyInviteKeys(tx, id, { campaignInviteKey: 'ended-key' }));
    expect(await db.query('SELECT 1 FROM campaign_statuses WHERE broadcaster_id = $1', [id])).toHaveLength(0);
    expect(await db.query('SELECT 1 FROM team_memberships WHERE broadcaster_id = $1', [id])).toHaveLength(0);
    const longLabel = await createBroadcaster(db, 'long_label');
    await db.transaction((tx) => applyInviteKeys(tx, longLabel.id, { campaignInviteKey: 'manual-key', label: 'x'.repeat(33) }));
    expect(await statusOf(ids.manual, longLabel.id)).toBe('Pending');
    // The over-long label is ignored; the link's own group still applies.
    expect(await labelsOf(longLabel.id)).toEqual(['From Link']);
    const manager = await createManager(db, { email: 'm@example.com' });
    await db.transaction((tx) => applyInviteKeys(tx, manager.id, { campaignInviteKey: 'auto-key', teamInviteKey: 'team-key' }));
    expect(await statusOf(ids.auto, manager.id)).toBeUndefined();
  });

  it('makes the broadcaster an Active team member, the team current when they have none', async () => {
    const { id } = await createBroadcaster(db, 'team_joiner');
    const applied = await db.transaction((tx) => applyInviteKeys(tx, id, { teamInviteKey: 'team-key', campaignInviteKey: 'manual-key' }));
    expect(applied).toEqual({ campaign: 'manual', team: ids.team });
    const current = async () =>
      (await db.query<{ current_team_id: number | null }>('SELECT current_team_id FROM profiles WHERE user_id = $1', [id]))[0]
        .current_team_id;
    expect(await current()).toBe(ids.team);
    await setTeamStatus(db, ids.otherTeam, id, 'Invited');
    await db.transaction((tx) => applyInviteKeys(tx, id, { teamInviteKey: 'other-team-key' }));
    const rows = await db.query<{ team_id: number; status: string }>(
      'SELECT team_id, status FROM team_memberships WHERE broadcaster_id = $1 ORDER BY team_id',
      [id],
    );
    expect(rows).toEqual([
      { team_id: ids.team, status: 'Active' },
      { team_id: ids.otherTeam, status: 'Active' },
    ]);
    expect(await current()).toBe(ids.team);
  });

  it('writes nothing when the surrounding transaction fails', async () => {
    const { id } = await createBroadcaster(db, 'rolled_back');
    await expect(
      db.transaction(async (tx) => {
        await applyInviteKeys(tx, id, { campaignInviteKey: 'auto-key', teamInviteKey: 'team-key', label: 'Rollback' });
        throw new Error('sign-in failed later');
      }),
    ).rejects.toThrow('sign-in failed later');
    expect(await statusOf(ids.auto, id)).toBeUndefined();
    expect(await labelsOf(id)).toEqual([]);
  });
});
