import type { Db, Queryable } from '../../../db/db.ts';
import { createBroadcaster, daysFromNow, scopeManager, setCampaignStatus, setTeamStatus } from '../../../testing/domain-fixtures.ts';
import type { RoleScene } from '../../../testing/role-fixtures.ts';
import { createManager } from '../../../testing/test-app.ts';
import type { ActivityKind } from '../activity-kinds.ts';

/**
 * Issue 30 part 4: every write route of the API is either a manager action that records an activity
 * entry (RECORDED: how to call it once, validly, and the kind its entry has) or named here with why
 * it records none (NOT_RECORDED). activity-coverage.integration-test.ts checks both lists against the
 * OpenAPI document, so a new write route fails the suite until it is put in one of them.
 */
export const NOT_RECORDED: Record<string, string> = {
  login: 'signing in',
  logout: 'signing out',
  register: 'signing up',
  verifyEmail: 'confirming an address',
  requestPasswordReset: 'a password reset mail',
  confirmPasswordReset: 'a password reset',
  updateUser: "the user's own profile",
  generateApiKey: "the user's own API key",
  signInWithTwitch: 'signing in',
  signInWithYouTube: 'signing in',
  connectTwitter: "the user's own connection",
  connectDiscord: "the user's own connection",
  connectYouTube: "the user's own connection",
  acceptCampaignInvitation: "a broadcaster's answer",
  declineCampaignInvitation: "a broadcaster's answer",
  acceptTeamInvitation: "a broadcaster's answer",
  declineTeamInvitation: "a broadcaster's answer",
  suspendOwnCampaign: "a broadcaster's own campaign",
  activateOwnCampaign: "a broadcaster's own campaign",
  updateBroadcasterAction: "a broadcaster's own action",
  assignBroadcasterLink: "a broadcaster's own link",
  regenerateBrowsersourceKey: "a broadcaster's own overlay address",
  bulkUpdateRotations: "a broadcaster's own stream layout",
  previewBrowsersource: 'a signed preview address: changes nothing',
  requestTestPattern: 'a few seconds of test pattern on one overlay: changes nothing',
  twitchEventSub: 'Twitch calling',
  recordConversion: "a shop's page calling",
  recordSignedConversion: "a shop's server calling",
  shopifyOrderCreated: 'Shopify calling',
  reportOverlayDisplay: 'the overlay reporting',
  reportOverlayVideoPlay: 'the overlay reporting',
  reportOverlayTestPatternShown: 'the overlay reporting',
};

export interface CoverageContext {
  db: Db;
  scene: RoleScene;
  /** A name no other case uses. */
  unique(prefix: string): string;
  /** A Twitch authorisation code of the stand-in for `login`. */
  twitchCode(login: string): Promise<string>;
}

export interface CoverageRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

interface Case {
  kind: ActivityKind;
  call(c: CoverageContext): Promise<CoverageRequest>;
}

const one = async <T>(db: Queryable, sql: string, params: unknown[]) => (await db.query<T>(sql, params))[0];
const iso = (days: number) => daysFromNow(days).toISOString();

/** A new Active member of team A (and so of nothing else). */
async function member(c: CoverageContext): Promise<{ id: number; username: string }> {
  const username = c.unique('cov_member');
  const made = await createBroadcaster(c.db, username);
  await setTeamStatus(c.db, c.scene.teamA, made.id, 'Active');
  return { id: made.id, username };
}

const squad = async (c: CoverageContext) =>
  (await one<{ id: number }>(c.db, 'INSERT INTO squads (team_id, name) VALUES ($1, $2) RETURNING id', [c.scene.teamA, c.unique('Squad')]))
    .id;

const component = async (c: CoverageContext, type = 'custom-link', extra = '') =>
  (
    await one<{ id: number }>(
      c.db,
      `INSERT INTO components (campaign_id, type, name${extra ? ', is_ready' : ''}) VALUES ($1, $2, $3${extra ? ', true' : ''}) RETURNING id`,
      [c.scene.campaignA.id, type, c.unique('Component')],
    )
  ).id;

const version = async (c: CoverageContext, componentId: number) =>
  (
    await one<{ id: number }>(
      c.db,
      `INSERT INTO component_versions (component_id, content_id, sequence_number, link) VALUES ($1, $2, 1, 'https://example.com') RETURNING id`,
      [componentId, c.unique('content')],
    )
  ).id;

const label = async (c: CoverageContext) =>
  (
    await one<{ id: number }>(c.db, 'INSERT INTO labels (campaign_id, name) VALUES ($1, $2) RETURNING id', [
      c.scene.campaignA.id,
      c.unique('Group'),
    ])
  ).id;

async function manager(c: CoverageContext): Promise<number> {
  const made = await createManager(c.db, {
    email: `${c.unique('cov-manager')}@example.com`,
    permissions: { campaigns: 1, teams: 1, users: 2 },
  });
  await scopeManager(c.db, made.id, [c.scene.teamA]);
  return (await one<{ id: number }>(c.db, 'SELECT id FROM managers WHERE user_id = $1', [made.id])).id;
}

const invitation = async (c: CoverageContext) =>
  (
    await one<{ id: number }>(
      c.db,
      `WITH i AS (INSERT INTO manager_invitations (email, key_hash, permissions_campaigns, permissions_teams, permissions_users)
                  VALUES ($1, $2, 1, 1, 2) RETURNING id)
       INSERT INTO manager_invitation_teams (invitation_id, team_id) SELECT id, $3 FROM i RETURNING invitation_id AS id`,
      [`${c.unique('cov-invite')}@example.com`, c.unique('hash'), c.scene.teamA],
    )
  ).id;

async function dcta(c: CoverageContext): Promise<{ id: number; widget: number }> {
  const comp = await component(c, 'dynamic-cta');
  await version(c, comp);
  const made = await one<{ id: number }>(c.db, 'INSERT INTO dctas (component_id) VALUES ($1) RETURNING id', [comp]);
  const widget = await one<{ id: number }>(
    c.db,
    `INSERT INTO widgets (dcta_id, name, text, sort_order) VALUES ($1, 'Headline', '', 0) RETURNING id`,
    [made.id],
  );
  return { id: made.id, widget: widget.id };
}

async function feature(c: CoverageContext): Promise<number> {
  const caster = await member(c);
  await setCampaignStatus(c.db, c.scene.campaignA.id, caster.id, 'Active');
  return (
    await one<{ id: number }>(
      c.db,
      'INSERT INTO featured_campaigns (campaign_id, broadcaster_id, start_time, end_time) VALUES ($1, $2, $3, $4) RETURNING id',
      [c.scene.campaignA.id, caster.id, daysFromNow(1), daysFromNow(3)],
    )
  ).id;
}

const webhook = async (c: CoverageContext) =>
  (
    await one<{ id: number }>(
      c.db,
      `INSERT INTO webhooks (campaign_id, url, secret, active) VALUES ($1, $2, 'whsec_cov', true) RETURNING id`,
      [c.scene.campaignA.id, `https://hooks.example.com/${c.unique('h')}`],
    )
  ).id;

const report = async (c: CoverageContext) => {
  const made = await one<{ id: number }>(
    c.db,
    `INSERT INTO reports (name, type, created_by, status) VALUES ($1, 'C', $2, 'ready') RETURNING id`,
    [c.unique('Report'), c.scene.users.admin.id],
  );
  await c.db.query('INSERT INTO report_campaigns (report_id, campaign_id) VALUES ($1, $2)', [made.id, c.scene.campaignA.id]);
  return made.id;
};

const slugA = (c: CoverageContext) => c.scene.campaignA.slug;
const teamA = (c: CoverageContext) => c.scene.teamA;

/** Each manager write route, called once as the admin, with the kind of the entry it must record. */
export const RECORDED: Record<string, Case> = {
  // Teams.
  updateTeam: {
    kind: 'team',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/teams/${teamA(c)}/`,
      body: { name: c.unique('Team'), seconds_per_impression: 30 },
    }),
  },
  inviteToTeam: {
    kind: 'team',
    call: async (c) => {
      const username = c.unique('cov_invitee');
      await createBroadcaster(c.db, username);
      return { method: 'PATCH', url: `/api/v1/teams/${teamA(c)}/invite/`, body: { broadcaster: username } };
    },
  },
  removeFromTeam: {
    kind: 'team',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/teams/${teamA(c)}/remove/`, body: { broadcaster: (await member(c)).username } }),
  },
  setTeamMemberSquad: {
    kind: 'squad',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/teams/${teamA(c)}/set_squad/`,
      body: { broadcaster: (await member(c)).username, squad: await squad(c) },
    }),
  },
  setTeamDefaultChatbot: {
    kind: 'team',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/teams/${teamA(c)}/set_default_chatbot/`,
      body: { code: await c.twitchCode(c.unique('cov_team_bot')) },
    }),
  },
  setTeamApprovedChatbot: {
    kind: 'team',
    call: async (c) => {
      // A second approved chatbot to switch to.
      const login = c.unique('cov_approved_bot');
      const bot = await one<{ id: number }>(c.db, `INSERT INTO chatbot_accounts (twitch_user_id, login) VALUES ($1, $1) RETURNING id`, [
        login,
      ]);
      await c.db.query('INSERT INTO team_approved_chatbots (team_id, chatbot_account_id) VALUES ($1, $2)', [teamA(c), bot.id]);
      return { method: 'PATCH', url: `/api/v1/teams/${teamA(c)}/set_approved_chatbot/`, body: { new_chatbot: login } };
    },
  },
  // Squads.
  createSquad: {
    kind: 'squad',
    call: async (c) => ({ method: 'POST', url: '/api/v1/squads/', body: { name: c.unique('Squad'), team: teamA(c) } }),
  },
  updateSquad: {
    kind: 'squad',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/squads/${await squad(c)}/`, body: { name: c.unique('Renamed') } }),
  },
  deleteSquad: { kind: 'squad', call: async (c) => ({ method: 'DELETE', url: `/api/v1/squads/${await squad(c)}/` }) },
  addSquadBroadcaster: {
    kind: 'squad',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/squads/${await squad(c)}/add_broadcaster/`,
      body: { broadcaster: (await member(c)).username },
    }),
  },
  removeSquadBroadcaster: {
    kind: 'squad',
    call: async (c) => {
      const id = await squad(c);
      const caster = await member(c);
      await c.db.query('INSERT INTO squad_members (squad_id, team_id, broadcaster_id) VALUES ($1, $2, $3)', [id, teamA(c), caster.id]);
      return { method: 'PATCH', url: `/api/v1/squads/${id}/remove_broadcaster/`, body: { broadcaster: caster.username } };
    },
  },
  // Campaigns.
  createCampaign: {
    kind: 'campaign',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/campaigns/',
      body: { name: c.unique('Campaign'), start_date: '2030-01-01', team: teamA(c) },
    }),
  },
  updateCampaign: {
    kind: 'campaign',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/`, body: { description: c.unique('About') } }),
  },
  deleteCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const slug = c.unique('cov-gone').toLowerCase().replace(/_/g, '-');
      await c.db.query(`INSERT INTO campaigns (slug, name, team_id, start_date) VALUES ($1, $1, $2, now())`, [slug, teamA(c)]);
      return { method: 'DELETE', url: `/api/v1/campaigns/${slug}/` };
    },
  },
  inviteToCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const username = c.unique('cov_guest');
      await createBroadcaster(c.db, username);
      return { method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/invite/`, body: { broadcaster: username } };
    },
  },
  addToCampaignFromTeam: {
    kind: 'campaign',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/campaigns/${slugA(c)}/add_from_team/`,
      body: { broadcaster: (await member(c)).username },
    }),
  },
  activateOnCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const caster = await member(c);
      await setCampaignStatus(c.db, c.scene.campaignA.id, caster.id, 'Deactivated');
      return { method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/activate/`, body: { broadcaster: caster.username } };
    },
  },
  deactivateOnCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const caster = await member(c);
      await setCampaignStatus(c.db, c.scene.campaignA.id, caster.id, 'Active');
      return { method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/deactivate/`, body: { broadcaster: caster.username } };
    },
  },
  addSquadToCampaign: {
    kind: 'campaign',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/add_squad/`, body: { squad: await squad(c) } }),
  },
  removeSquadFromCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const id = await squad(c);
      await c.db.query('INSERT INTO campaign_squads (campaign_id, squad_id) VALUES ($1, $2)', [c.scene.campaignA.id, id]);
      return { method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/remove_squad/`, body: { squad: id } };
    },
  },
  setCampaignChatbotAccount: {
    kind: 'campaign',
    call: async (c) => ({
      method: 'PATCH',
      url: `/api/v1/campaigns/${slugA(c)}/set_chatbot_account/`,
      body: { code: await c.twitchCode(c.unique('cov_bot')) },
    }),
  },
  setCampaignApprovedChatbot: {
    kind: 'campaign',
    call: async (c) => {
      const login = c.unique('cov_campaign_bot');
      const bot = await one<{ id: number }>(c.db, `INSERT INTO chatbot_accounts (twitch_user_id, login) VALUES ($1, $1) RETURNING id`, [
        login,
      ]);
      await c.db.query('INSERT INTO campaign_approved_chatbots (campaign_id, chatbot_account_id) VALUES ($1, $2)', [
        c.scene.campaignA.id,
        bot.id,
      ]);
      return { method: 'PATCH', url: `/api/v1/campaigns/${slugA(c)}/set_approved_chatbot/`, body: { new_chatbot: login } };
    },
  },
  updateCampaignLinkSettings: {
    kind: 'campaign',
    call: async (c) => ({ method: 'PUT', url: `/api/v1/campaign-link-settings/${slugA(c)}/`, body: { utm_source: c.unique('src') } }),
  },
  postChatbotToCampaign: {
    kind: 'campaign',
    call: async (c) => {
      const caster = await member(c);
      await setCampaignStatus(c.db, c.scene.campaignA.id, caster.id, 'Active');
      await c.db.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $2)`, [
        caster.id,
        caster.username,
      ]);
      await c.db.query(
        `INSERT INTO viewership_samples (time, broadcaster_id, platform, stream_id, viewers) VALUES (now() - interval '1 minute', $1, 'twitch', 's', 10)`,
        [caster.id],
      );
      return { method: 'POST', url: '/api/v1/post-chatbot/campaign/', body: { campaign: slugA(c), text: 'Hello chat' } };
    },
  },
  postChatbotToChannel: {
    kind: 'campaign',
    call: async (c) => {
      const caster = await member(c);
      await c.db.query(`INSERT INTO social_accounts (user_id, provider, provider_user_id, login) VALUES ($1, 'twitch', $2, $2)`, [
        caster.id,
        caster.username,
      ]);
      return { method: 'POST', url: '/api/v1/post-chatbot/channel/', body: { broadcaster: caster.username, text: 'Hello channel' } };
    },
  },
  createLabel: {
    kind: 'campaign',
    call: async (c) => ({ method: 'POST', url: '/api/v1/labels/', body: { name: c.unique('Group'), campaign: slugA(c) } }),
  },
  updateLabel: {
    kind: 'campaign',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/labels/${await label(c)}/`, body: { name: c.unique('Renamed') } }),
  },
  deleteLabel: { kind: 'campaign', call: async (c) => ({ method: 'DELETE', url: `/api/v1/labels/${await label(c)}/` }) },
  batchUpdateLabels: {
    kind: 'campaign',
    call: async (c) => ({ method: 'PUT', url: '/api/v1/labels/batch_update/', body: [{ id: await label(c), name: c.unique('Batch') }] }),
  },
  // Managers and permissions.
  updateManager: {
    kind: 'manager',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/managers/${await manager(c)}/`, body: { user: { permissions_users: 1 } } }),
  },
  deleteManager: { kind: 'manager', call: async (c) => ({ method: 'DELETE', url: `/api/v1/managers/${await manager(c)}/` }) },
  createManagerInvitation: {
    kind: 'manager',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/manager-invitations/',
      body: { email: `${c.unique('cov-new')}@example.com`, teams: [teamA(c)] },
    }),
  },
  updateManagerInvitation: {
    kind: 'manager',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/manager-invitations/${await invitation(c)}/`, body: { permissions_users: 1 } }),
  },
  deleteManagerInvitation: {
    kind: 'manager',
    call: async (c) => ({ method: 'DELETE', url: `/api/v1/manager-invitations/${await invitation(c)}/` }),
  },
  // Components.
  createComponent: {
    kind: 'component',
    call: async (c) => {
      await c.db.query(
        `INSERT INTO campaign_component_types (campaign_id, component_type) VALUES ($1, 'custom-link') ON CONFLICT DO NOTHING`,
        [c.scene.campaignA.id],
      );
      return {
        method: 'POST',
        url: '/api/v1/components/',
        body: { campaign: slugA(c), type: 'custom-link', name: c.unique('Link'), link: 'https://brand.example/shop' },
      };
    },
  },
  updateComponent: {
    kind: 'component',
    call: async (c) => {
      const id = await component(c);
      await version(c, id);
      return { method: 'PATCH', url: `/api/v1/components/${id}/`, body: { name: c.unique('Renamed') } };
    },
  },
  deleteComponent: { kind: 'component', call: async (c) => ({ method: 'DELETE', url: `/api/v1/components/${await component(c)}/` }) },
  updateWidget: {
    kind: 'component',
    call: async (c) => ({ method: 'PUT', url: `/api/v1/widgets/text/${(await dcta(c)).widget}/`, body: { text: 'Buy now' } }),
  },
  renderDcta: { kind: 'component', call: async (c) => ({ method: 'POST', url: `/api/v1/dctas/${(await dcta(c)).id}/render/` }) },
  triggerVideo: {
    kind: 'component',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/video-trigger/',
      body: { component: await component(c, 'fullscreen-video', 'ready'), broadcasters: [c.scene.users.broadcaster.login] },
    }),
  },
  // Compliance.
  overrideCompliance: {
    kind: 'compliance',
    call: async (c) => {
      const id = await component(c, 'banner-graphics');
      return {
        method: 'POST',
        url: '/api/v1/override-compliance/',
        body: {
          broadcaster: c.scene.users.broadcaster.login,
          action: 'override_to_compliant',
          component_version_id: await version(c, id),
          verbiage: 'Checked by hand',
        },
      };
    },
  },
  dismissTrafficFlag: {
    kind: 'compliance',
    call: async (c) => {
      const [flag] = await c.db.query<{ id: number }>(
        `INSERT INTO traffic_flags (campaign_id, broadcaster_id, kind, subject, reason, created_at, updated_at)
         VALUES ($1, $2, 'dominant-address', $3, 'One address made most of the clicks', now(), now()) RETURNING id`,
        [c.scene.campaignA.id, c.scene.users.broadcaster.id, c.unique('198.51.100.')],
      );
      return { method: 'POST', url: `/api/v1/traffic-flags/${flag.id}/dismiss/`, body: { note: 'Checked: a school event' } };
    },
  },
  triggerCompliance: {
    kind: 'compliance',
    call: async (c) => ({ method: 'POST', url: '/api/v1/trigger-compliance/', body: { campaign: slugA(c) } }),
  },
  // Webhooks and secrets.
  createWebhook: {
    kind: 'webhook',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/webhooks/',
      body: { campaign: slugA(c), url: `https://hooks.example.com/${c.unique('new')}` },
    }),
  },
  updateWebhook: {
    kind: 'webhook',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/webhooks/${await webhook(c)}/`, body: { active: false } }),
  },
  deleteWebhook: { kind: 'webhook', call: async (c) => ({ method: 'DELETE', url: `/api/v1/webhooks/${await webhook(c)}/` }) },
  testWebhook: { kind: 'webhook', call: async (c) => ({ method: 'POST', url: `/api/v1/webhooks/${await webhook(c)}/test/` }) },
  rotateConversionSecret: {
    kind: 'webhook',
    call: async (c) => ({ method: 'POST', url: `/api/v1/campaign-conversion-secret/${slugA(c)}/rotate/` }),
  },
  // Reports.
  createReport: {
    kind: 'report',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/reports/',
      body: {
        name: c.unique('Report'),
        type: 'C',
        start_time: '2026-01-01T08:00:00Z',
        end_time: '2026-02-01T20:30:00Z',
        campaigns: [slugA(c)],
      },
    }),
  },
  deleteReport: { kind: 'report', call: async (c) => ({ method: 'DELETE', url: `/api/v1/reports/${await report(c)}/` }) },
  // Featured broadcasters.
  createFeaturedCampaign: {
    kind: 'feature',
    call: async (c) => {
      const caster = await member(c);
      await setCampaignStatus(c.db, c.scene.campaignA.id, caster.id, 'Active');
      return {
        method: 'POST',
        url: '/api/v1/featured-campaigns/',
        body: { broadcaster: caster.username, campaign: slugA(c), start_time: iso(1), end_time: iso(3) },
      };
    },
  },
  updateFeaturedCampaign: {
    kind: 'feature',
    call: async (c) => ({ method: 'PATCH', url: `/api/v1/featured-campaigns/${await feature(c)}/`, body: { end_time: iso(4) } }),
  },
  deleteFeaturedCampaign: {
    kind: 'feature',
    call: async (c) => ({ method: 'DELETE', url: `/api/v1/featured-campaigns/${await feature(c)}/` }),
  },
  // Payouts (admin-only entries, no team).
  createPayoutAdjustment: {
    kind: 'payouts',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/payout-adjustments/',
      body: { broadcaster: c.scene.users.broadcaster.login, amount_cents: 125, reason: c.unique('Bonus') },
    }),
  },
  deletePayoutAdjustment: {
    kind: 'payouts',
    call: async (c) => {
      const made = await one<{ id: number }>(
        c.db,
        `INSERT INTO payout_adjustments (broadcaster_id, amount_cents, reason, created_at, created_by_email)
         VALUES ($1, -50, 'Duplicate', now(), 'admin@example.com') RETURNING id`,
        [c.scene.users.broadcaster.id],
      );
      return { method: 'DELETE', url: `/api/v1/payout-adjustments/${made.id}/` };
    },
  },
};
