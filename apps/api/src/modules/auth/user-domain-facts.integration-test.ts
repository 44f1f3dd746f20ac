import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBroadcaster,
  daysFromNow,
  insertCampaign,
  insertTeam,
  scopeManager,
  setCampaignStatus,
  setTeamStatus,
} from '../../testing/domain-fixtures.ts';
import { createManager, createTestApp, send, type TestApp } from '../../testing/test-app.ts';

// The domain facts of the user answer (spec 00 §3 campaigns, teams, available_components,
// current_team; spec 01 §4 / spec 02 §2: inactive broadcasters keep banner graphics and suggested tweets).
describe('user domain facts in GET /api/v1/rest-auth/user/', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    await db.query(`UPDATE component_types SET is_hidden = true WHERE slug = 'watch-party'`);
    ids.team = await insertTeam(db, { name: 'Nebula', logo: 'https://cdn.example.com/n.png' });
    ids.other = await insertTeam(db, { name: 'Crimson' });
    ids.active = await insertCampaign(db, {
      slug: 'active-one',
      teamId: ids.team,
      start: daysFromNow(-3),
      types: ['twitch-chat-bot', 'custom-link', 'watch-party'],
    });
    ids.flagged = await insertCampaign(db, {
      slug: 'flagged-one',
      teamId: ids.other,
      start: daysFromNow(-4),
      types: ['live-graphics', 'banner-graphics', 'suggested-tweet', 'suggested-retweet'],
    });
    ids.invited = await insertCampaign(db, { slug: 'invited-one', teamId: ids.other, start: daysFromNow(-5), types: ['fullscreen-video'] });
    const caster = await createBroadcaster(db, 'caster');
    await setCampaignStatus(db, ids.active, caster.id, 'Active');
    await setCampaignStatus(db, ids.flagged, caster.id, 'Flagged');
    await setCampaignStatus(db, ids.invited, caster.id, 'Invited');
    await setTeamStatus(db, ids.team, caster.id, 'Active');
    await setTeamStatus(db, ids.other, caster.id, 'Invited');
    const [squad] = await db.query<{ id: number }>(`INSERT INTO squads (team_id, name) VALUES ($1, 'Alpha Squad') RETURNING id`, [
      ids.team,
    ]);
    await db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [squad.id, ids.team, caster.id]);
    await db.query('UPDATE profiles SET current_team_id = $1 WHERE user_id = $2', [ids.team, caster.id]);
    const manager = await createManager(db, { email: 'm@example.com' });
    await scopeManager(db, manager.id, [ids.other]);
    const admin = await createManager(db, { email: 'admin@example.com', isAdmin: true });
    Object.assign(tokens, { caster: caster.token, manager: manager.token, admin: admin.token });
    ids.caster = caster.id;
  });
  afterAll(() => t.close());

  const me = async (token: string) => {
    const res = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('gives a broadcaster their campaigns, active teams, available components and current team', async () => {
    const user = await me(tokens.caster);
    expect(user.campaigns).toEqual(['active-one', 'flagged-one']);
    expect(user.teams).toEqual([ids.team]);
    // Active: all visible types; Flagged: banner graphics and suggested tweets only; hidden types never.
    expect(user.available_components).toEqual(['banner-graphics', 'twitch-chat-bot', 'suggested-tweet', 'custom-link']);
    expect(user.profile.current_team).toEqual({
      id: ids.team,
      name: 'Nebula',
      squad: 'Alpha Squad',
      logo: 'https://cdn.example.com/n.png',
    });
  });

  it('drops the current team once the broadcaster is no longer a member', async () => {
    await setTeamStatus(t.db, ids.team, ids.caster, 'Deactivated');
    const user = await me(tokens.caster);
    expect(user.profile.current_team).toBeNull();
    expect(user.teams).toEqual([]);
    await setTeamStatus(t.db, ids.team, ids.caster, 'Active');
  });

  it('gives a manager the campaigns and teams of their scope and no components', async () => {
    const user = await me(tokens.manager);
    expect(user.campaigns).toEqual(['flagged-one', 'invited-one']);
    expect(user.teams).toEqual([ids.other]);
    expect(user.available_components).toEqual([]);
    expect(user.profile.current_team).toBeNull();
  });

  it('gives an admin everything', async () => {
    const user = await me(tokens.admin);
    expect(user.campaigns).toEqual(['active-one', 'flagged-one', 'invited-one']);
    expect(user.teams).toEqual([ids.other, ids.team]);
  });
});
