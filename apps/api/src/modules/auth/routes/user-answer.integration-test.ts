import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../shared/repositories/users-repository.ts';
import { serializeUser } from '../user-serializer.ts';
import {
  createBroadcaster,
  daysFromNow,
  insertCampaign,
  insertTeam,
  setCampaignStatus,
  setTeamStatus,
} from '../../../testing/domain-fixtures.ts';
import { createManager, createTestApp, send, TEST_PASSWORD, type TestApp } from '../../../testing/test-app.ts';

// spec 00 §3 (the user answer): the response schema of the OpenAPI document lists every field of the
// User wire shape, and serialisation through it drops or changes nothing the serializer answers.
describe('the User answer of GET rest-auth/user/, login and the OpenAPI document', () => {
  let t: TestApp;
  let caster: { id: number; token: string };
  let admin: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    const team = await insertTeam(db, { name: 'Nebula', logo: 'https://cdn.example.com/n.png' });
    const campaign = await insertCampaign(db, {
      slug: 'spring',
      teamId: team,
      start: daysFromNow(-3),
      types: ['custom-link', 'banner-graphics'],
    });
    caster = await createBroadcaster(db, 'rich_caster');
    await setCampaignStatus(db, campaign, caster.id, 'Active');
    await setTeamStatus(db, team, caster.id, 'Active');
    const [squad] = await db.query<{ id: number }>(`INSERT INTO squads (team_id, name) VALUES ($1, 'Alpha') RETURNING id`, [team]);
    await db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [squad.id, team, caster.id]);
    for (const provider of ['twitch', 'youtube', 'twitter', 'discord']) {
      await db.query('INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, $2, $3, $4)', [
        caster.id,
        provider,
        `${provider}-1`,
        `${provider}_login`,
      ]);
    }
    await db.query(
      `UPDATE profiles SET current_team_id = $2, selected_notifications = 'E', application_full_name = 'Rich Caster',
         application_date_of_birth = '1990-02-28', application_organization = 'Org', profile_image = 'https://img.test/a.png',
         application_streams_on_which_platforms = '{PC,MO}', application_stream_content_type = '{EN}',
         base_canvas_resolution = '1280x720', stream_preview_screenshot = 'http://api.test/uploads/s.png'
       WHERE user_id = $1`,
      [caster.id, team],
    );
    await db.query(`UPDATE users SET phone_number = '+12223334444', api_key_hint = '••••abcd' WHERE id = $1`, [caster.id]);
    admin = await createManager(db, { email: 'admin@example.com', isAdmin: true, permissions: { campaigns: 0, teams: 1, users: 2 } });
  });
  afterAll(() => t.close());

  const serialized = async (id: number) => {
    const row = await findUserById(t.db, id);
    if (!row) throw new Error('no user');
    return JSON.stringify(await serializeUser(t.db, row, t.app.ctx.config.PUBLIC_API_URL));
  };

  it('answers exactly the JSON the serializer makes, for a broadcaster with everything set and for an admin', async () => {
    for (const user of [caster, admin]) {
      const res = await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(await serialized(user.id));
    }
    const body = (await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, caster.token)).json();
    expect(body.profile.current_team).toEqual({
      id: expect.any(Number),
      name: 'Nebula',
      squad: 'Alpha',
      logo: 'https://cdn.example.com/n.png',
    });
    expect(body).toMatchObject({
      platforms: ['twitch', 'youtube'],
      has_twitter_oauth: true,
      discord: 'discord_login',
      api_key: '••••abcd',
    });
  });

  it('passes the whole user through the sign-in answer too', async () => {
    const res = await send(t.app, 'POST', '/api/v1/rest-auth/login/', { username: 'admin@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().user)).toBe(await serialized(admin.id));
  });

  it('describes every User field in the OpenAPI document', async () => {
    const doc = (await send(t.app, 'GET', '/api/v1/schema/')).json();
    // The User and Profile shapes are named components; the operation points to them with $ref.
    const named = (node: { $ref?: string }) => (node.$ref ? doc.components.schemas[node.$ref.replace('#/components/schemas/', '')] : node);
    const schema = named(doc.paths['/api/v1/rest-auth/user/'].get.responses['200'].content['application/json'].schema);
    const body = (await send(t.app, 'GET', '/api/v1/rest-auth/user/', undefined, caster.token)).json();
    expect(Object.keys(schema.properties)).toEqual(Object.keys(body));
    expect(Object.keys(named(schema.properties.profile).properties)).toEqual(Object.keys(body.profile));
  });
});
