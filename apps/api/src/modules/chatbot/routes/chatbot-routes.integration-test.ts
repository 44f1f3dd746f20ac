import { messages } from '@advocate/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleScene, statusByCaller, sameRequestByCaller, type RoleScene } from '../../../testing/role-fixtures.ts';
import { daysFromNow, insertCampaign } from '../../../testing/domain-fixtures.ts';
import { send } from '../../../testing/test-app.ts';
import { appWithProvidersDown, startOAuthWorld, twitchCode, type OAuthWorld } from '../../social/routes/oauth-test-support.ts';

// spec 00 §2 (/login/broadcaster authorises a chatbot), spec 01 §3 (twitch_chatbot_account '(default)'), §6, §7, §9.
describe('chatbot accounts of campaigns and teams', () => {
  let w: OAuthWorld;
  let s: RoleScene;

  beforeAll(async () => {
    w = await startOAuthWorld();
    s = await createRoleScene(w.t.db, 'cbt');
  });
  afterAll(() => w.close());

  const app = () => w.t.app;
  const campaignPath = (what: string, slug = s.campaignA.slug) => `/api/v1/campaigns/${slug}/${what}/`;
  const teamPath = (what: string, id = s.teamA) => `/api/v1/teams/${id}/${what}/`;
  const counts = async () =>
    (
      await w.t.db.query<{ accounts: number; events: number }>(
        'SELECT (SELECT count(*) FROM chatbot_accounts)::int AS accounts, (SELECT count(*) FROM campaign_events)::int AS events',
      )
    )[0];

  it('reads the default account as the campaign’s chatbot, labelled (default)', async () => {
    const res = await send(app(), 'GET', campaignPath('chatbot'), undefined, s.users.readOnlyManager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      twitch_chatbot_account: { login: 'advogg', is_default: true, label: 'advogg (default)' },
      twitch_chatbot_connection: null,
      approved_chatbots: [{ login: 'advogg', is_default: true, label: 'advogg (default)' }],
    });
  });

  it('GET chatbot reads: managers who see the campaign or team', async () => {
    const expected = {
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 200,
      otherTeamManager: 404,
      brandViewer: 200,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    expect(await sameRequestByCaller(app(), s.users, 'GET', campaignPath('chatbot'))).toEqual(expected);
    expect(await sameRequestByCaller(app(), s.users, 'GET', teamPath('chatbot'))).toEqual(expected);
  });

  it('set_chatbot_account: editors of the campaign; a code is exchanged at Twitch once per caller', async () => {
    const result = await statusByCaller(s.users, async (token) =>
      send(app(), 'PATCH', campaignPath('set_chatbot_account'), { code: await twitchCode(w, 'cbt_bot_roles') }, token),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('set_default_chatbot: editors of the team (canEditTeams)', async () => {
    const result = await statusByCaller(s.users, async (token) =>
      send(app(), 'PATCH', teamPath('set_default_chatbot'), { code: await twitchCode(w, 'cbt_team_roles') }, token),
    );
    expect(result).toEqual({
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    });
  });

  it('set_approved_chatbot: editors (campaign) and team editors (team)', async () => {
    const expected = {
      anonymous: 401,
      admin: 200,
      editor: 200,
      readOnlyManager: 403,
      otherTeamManager: 404,
      brandViewer: 403,
      broadcaster: 403,
      otherBroadcaster: 403,
    };
    expect(await sameRequestByCaller(app(), s.users, 'PATCH', campaignPath('set_approved_chatbot'), { new_chatbot: 'advogg' })).toEqual(
      expected,
    );
    expect(await sameRequestByCaller(app(), s.users, 'PATCH', teamPath('set_approved_chatbot'), { new_chatbot: 'advogg' })).toEqual(
      expected,
    );
  });

  it('stores the Twitch account with its tokens, makes it the campaign’s chatbot and records chatbot_set', async () => {
    const res = await send(
      app(),
      'PATCH',
      campaignPath('set_chatbot_account'),
      { code: await twitchCode(w, 'cbt_sponsor_bot') },
      s.users.editor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().twitch_chatbot_account).toEqual({ login: 'cbt_sponsor_bot', is_default: false, label: 'cbt_sponsor_bot' });
    expect(res.json().approved_chatbots.map((a: { label: string }) => a.label)).toContain('advogg (default)');
    const [stored] = await w.t.db.query<{ access_token: string; scopes: string[]; authorised_by: number }>(
      "SELECT access_token, scopes, authorised_by FROM chatbot_accounts WHERE login = 'cbt_sponsor_bot'",
    );
    expect(stored.access_token).toBeTruthy();
    expect(stored.scopes).toContain('chat:edit');
    expect(stored.authorised_by).toBe(s.users.editor.id);
    const [event] = await w.t.db.query<{ event_type: string; message: string }>(
      'SELECT event_type, message FROM campaign_events WHERE campaign_id = $1 ORDER BY id DESC LIMIT 1',
      [s.campaignA.id],
    );
    expect(event).toEqual({ event_type: 'chatbot_set', message: "cbt_sponsor_bot is now the campaign's chatbot" });
    // The same Twitch account authorised again is the same row, refreshed.
    const before = await counts();
    await send(app(), 'PATCH', campaignPath('set_chatbot_account'), { code: await twitchCode(w, 'cbt_sponsor_bot') }, s.users.admin.token);
    expect((await counts()).accounts).toBe(before.accounts);
  });

  it('answers Could not update chatbot for a bad code or a Twitch that is down, writing nothing', async () => {
    const before = await counts();
    for (const code of ['not-a-code', ' ']) {
      const res = await send(app(), 'PATCH', campaignPath('set_chatbot_account'), { code }, s.users.editor.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [messages.chatbotUpdateFailed] });
    }
    const down = await appWithProvidersDown(w);
    try {
      const res = await send(down, 'PATCH', teamPath('set_default_chatbot'), { code: 'whatever' }, s.users.editor.token);
      expect(res.json()).toEqual({ non_field_errors: [messages.chatbotUpdateFailed] });
    } finally {
      await down.close();
    }
    expect(await counts()).toEqual(before);
  });

  it('switches between approved chatbots and refuses others', async () => {
    const back = await send(app(), 'PATCH', campaignPath('set_approved_chatbot'), { new_chatbot: 'ADVOGG' }, s.users.editor.token);
    expect(back.json().twitch_chatbot_account.label).toBe('advogg (default)');
    const again = await send(
      app(),
      'PATCH',
      campaignPath('set_approved_chatbot'),
      { new_chatbot: 'cbt_sponsor_bot' },
      s.users.editor.token,
    );
    expect(again.json().twitch_chatbot_account.login).toBe('cbt_sponsor_bot');
    const refused = await send(
      app(),
      'PATCH',
      campaignPath('set_approved_chatbot'),
      { new_chatbot: 'cbt_team_roles_unknown' },
      s.users.editor.token,
    );
    expect(refused.json()).toEqual({ new_chatbot: [messages.selectApprovedChatbot] });
    // Another team's chatbot is not approved here.
    await send(
      app(),
      'PATCH',
      teamPath('set_default_chatbot', s.teamB),
      { code: await twitchCode(w, 'cbt_b_bot') },
      s.users.otherTeamManager.token,
    );
    const foreign = await send(app(), 'PATCH', campaignPath('set_approved_chatbot'), { new_chatbot: 'cbt_b_bot' }, s.users.editor.token);
    expect(foreign.statusCode).toBe(400);
  });

  it('offers the team’s default chatbot to its campaigns, and uses it when the campaign has none', async () => {
    const fresh = await insertCampaign(w.t.db, { slug: 'cbt-fresh', teamId: s.teamA });
    expect(fresh).toBeGreaterThan(0);
    // The role test above reset the team to the default account; cbt_team_roles stayed approved.
    expect(
      (await send(app(), 'PATCH', teamPath('set_approved_chatbot'), { new_chatbot: 'cbt_team_roles' }, s.users.editor.token)).statusCode,
    ).toBe(200);
    const res = await send(app(), 'GET', campaignPath('chatbot', 'cbt-fresh'), undefined, s.users.editor.token);
    expect(res.json().twitch_chatbot_account.login).toBe('cbt_team_roles');
    const team = await send(app(), 'GET', teamPath('chatbot'), undefined, s.users.editor.token);
    expect(team.json().default_chatbot.login).toBe('cbt_team_roles');
    const reset = await send(app(), 'PATCH', teamPath('set_approved_chatbot'), { new_chatbot: 'advogg' }, s.users.editor.token);
    expect(reset.json().default_chatbot.label).toBe('advogg (default)');
    expect(reset.json().approved_chatbots.map((a: { login: string }) => a.login)).toEqual(['cbt_team_roles', 'advogg']);
  });

  it('refuses chatbot changes on an ended campaign', async () => {
    await insertCampaign(w.t.db, { slug: 'cbt-over', teamId: s.teamA, start: daysFromNow(-9), end: daysFromNow(-1) });
    const res = await send(
      app(),
      'PATCH',
      campaignPath('set_approved_chatbot', 'cbt-over'),
      { new_chatbot: 'advogg' },
      s.users.editor.token,
    );
    expect(res.json()).toEqual({ non_field_errors: [messages.campaignEnded] });
  });
});
