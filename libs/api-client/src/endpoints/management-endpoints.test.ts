/// <reference types="node" />
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../request.ts';
import { startTestServer } from '../testing/http-test-server.ts';
import type { TestServer } from '../testing/http-test-server.ts';
import { searchBroadcasters } from './broadcasters.ts';
import { addSquadToCampaign, getCampaignInviteCode, getCampaignStatuses, setCampaignStatus } from './campaign-management.ts';
import {
  postChatbot,
  setCampaignApprovedChatbot,
  setCampaignChatbotAccount,
  setDefaultChatbot,
  setTeamApprovedChatbot,
} from './chatbot.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const api = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' });
const seen = () => server.requests.map((r) => `${r.method} ${r.url}`);
const bodies = () => server.requests.map((r) => (r.body.length ? (JSON.parse(r.body.toString()) as unknown) : null));

it('uses the campaign management paths of spec 01 §7', async () => {
  await setCampaignStatus(api(), 'spring', 'invite', 'streamer_two');
  await setCampaignStatus(api(), 'spring', 'add_from_team', 'x');
  await getCampaignStatuses(api(), 'spring');
  await getCampaignInviteCode(api(), 'spring');
  await addSquadToCampaign(api(), 'spring', 4);
  expect(seen()).toEqual([
    'PATCH /api/v1/campaigns/spring/invite/',
    'PATCH /api/v1/campaigns/spring/add_from_team/',
    'GET /api/v1/campaigns/spring/get_statuses/',
    'GET /api/v1/campaigns/spring/invite_code/',
    'PATCH /api/v1/campaigns/spring/add_squad/',
  ]);
  expect(bodies()[0]).toEqual({ broadcaster: 'streamer_two' });
  expect(bodies()[4]).toEqual({ squad: 4 });
});

it('searches with only the filters given', async () => {
  await searchBroadcasters(api(), 'stre', { team: 3, excludeOnTeam: true });
  await searchBroadcasters(api(), 'stre', { campaign: 'spring' });
  expect(seen()).toEqual([
    'GET /api/v1/broadcasters/search/?username=stre&team=3&exclude_on_team=true',
    'GET /api/v1/broadcasters/search/?username=stre&campaign=spring',
  ]);
});

it('uses the chatbot paths of spec 01 §7', async () => {
  await setCampaignChatbotAccount(api(), 'spring', 'c0de');
  await setDefaultChatbot(api(), 7, 'c0de');
  await setCampaignApprovedChatbot(api(), 'spring', 'advogg');
  await setTeamApprovedChatbot(api(), 7, 'advogg');
  await postChatbot(api(), { scope: 'channel', broadcaster: '__ALL_LIVE__', text: 'hi' });
  expect(seen()).toEqual([
    'PATCH /api/v1/campaigns/spring/set_chatbot_account/',
    'PATCH /api/v1/teams/7/set_default_chatbot/',
    'PATCH /api/v1/campaigns/spring/set_approved_chatbot/',
    'PATCH /api/v1/teams/7/set_approved_chatbot/',
    'POST /api/v1/post-chatbot/channel/',
  ]);
  expect(bodies()).toEqual([
    { code: 'c0de' },
    { code: 'c0de' },
    { new_chatbot: 'advogg' },
    { new_chatbot: 'advogg' },
    { broadcaster: '__ALL_LIVE__', text: 'hi' },
  ]);
});
