import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcaster, insertTeam, scopeManager, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import { createManager, createTestApp, send, type TestApp } from '../../../testing/test-app.ts';

// spec 01 §3 Team, §6 (managers scoped to teams), §4 ('Active' means team member); types.ts TeamSummary.
describe('GET /api/v1/teams/', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    ids.alpha = await insertTeam(db, { name: 'Alpha', logo: 'https://cdn.example.com/alpha.png', secondsPerImpression: 20 });
    ids.bravo = await insertTeam(db, { name: 'Bravo', isDemo: true });
    ids.charlie = await insertTeam(db, { name: 'Charlie' });
    const admin = await createManager(db, { email: 'admin@example.com', isAdmin: true });
    const manager = await createManager(db, { email: 'm@example.com' });
    await scopeManager(db, manager.id, [ids.alpha, ids.charlie]);
    const caster = await createBroadcaster(db, 'caster_one');
    await setTeamStatus(db, ids.alpha, caster.id, 'Active');
    await setTeamStatus(db, ids.bravo, caster.id, 'Invited');
    await setTeamStatus(db, ids.charlie, caster.id, 'Deactivated');
    Object.assign(tokens, { admin: admin.token, manager: manager.token, caster: caster.token });
  });
  afterAll(() => t.close());

  const names = async (token: string) => {
    const res = await send(t.app, 'GET', '/api/v1/teams/', undefined, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<{ name: string }>).map((team) => team.name);
  };

  it('answers every team to an admin, as TeamSummary', async () => {
    const res = await send(t.app, 'GET', '/api/v1/teams/', undefined, tokens.admin);
    expect(res.json()).toEqual([
      { id: ids.alpha, name: 'Alpha', logo: 'https://cdn.example.com/alpha.png', is_demo: false, seconds_per_impression: 20 },
      { id: ids.bravo, name: 'Bravo', logo: null, is_demo: true, seconds_per_impression: 15 },
      { id: ids.charlie, name: 'Charlie', logo: null, is_demo: false, seconds_per_impression: 15 },
    ]);
  });

  it('answers a manager only their teams', async () => {
    expect(await names(tokens.manager)).toEqual(['Alpha', 'Charlie']);
  });

  it('answers a broadcaster only the teams where they are an Active member', async () => {
    expect(await names(tokens.caster)).toEqual(['Alpha']);
  });

  it('asks for credentials without a token', async () => {
    const res = await send(t.app, 'GET', '/api/v1/teams/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
