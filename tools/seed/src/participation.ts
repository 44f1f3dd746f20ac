import type { CampaignStatus, SeedContext, SeededCampaign } from './context.ts';
import { DAY_MS, teamId, userId } from './context.ts';
import { insertOne, insertRows } from './insert-rows.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** Statuses of broadcasters who carried (or carry) a campaign's components. */
export const CARRIED: readonly CampaignStatus[] = ['Active', 'Campaign Ended', 'Flagged', 'Deactivated'];

/** Broadcaster ids of a campaign with one of `statuses`, in definition order. */
export function broadcastersOf(ctx: SeedContext, campaign: SeededCampaign, statuses: readonly CampaignStatus[]): Array<[string, number]> {
  return Object.entries(campaign.def.statuses)
    .filter(([, status]) => statuses.includes(status))
    .map(([name]) => [name, userId(ctx, name)]);
}

/** Invite links: the two documented demo keys (valid for a year) and an expired one. */
export async function insertInviteLinks(ctx: SeedContext): Promise<void> {
  const campaign = (slug: string) => ctx.campaigns.get(slug)?.id ?? null;
  const admin = userId(ctx, 'admin@example.com');
  await insertRows(
    ctx.tx,
    'invite_links',
    ['key', 'campaign_id', 'team_id', 'label', 'expires_at', 'created_by', 'created_at'],
    [
      ['demo-campaign-invite', campaign('nova-energy-summer'), null, null, new Date(ctx.now.getTime() + 365 * DAY_MS), admin, ctx.now],
      ['demo-team-invite', null, teamId(ctx, 'nebula'), null, new Date(ctx.now.getTime() + 365 * DAY_MS), admin, ctx.now],
      ['demo-expired-invite', campaign('starlight-headsets-launch'), null, null, ctx.at(-3), admin, ctx.at(-10)],
    ],
  );
}

/** One tracked key per (broadcaster, component, target) for the broadcasters carrying it. */
export async function insertTrackingLinks(ctx: SeedContext): Promise<void> {
  const used = new Set<string>();
  const rows: unknown[][] = [];
  const order: Array<[number, number, string, string]> = [];
  for (const component of ctx.components) {
    if (!component.link || !component.ready) continue;
    for (const [, broadcasterId] of broadcastersOf(ctx, component.campaign, CARRIED)) {
      // 6 characters, as the API's own keys (decision 433).
      let key = ctx.random.key(6);
      while (used.has(key)) key = ctx.random.key(6);
      used.add(key);
      rows.push([key, broadcasterId, component.campaign.id, component.id, component.link, component.campaign.startDate]);
      order.push([broadcasterId, component.id, key, component.link]);
    }
  }
  const ids = await insertRows(
    ctx.tx,
    'tracking_links',
    ['key', 'broadcaster_id', 'campaign_id', 'component_id', 'target', 'created_at'],
    rows,
    'id',
  );
  order.forEach(([broadcasterId, componentId, key, target], i) =>
    ctx.trackingLinks.set(`${broadcasterId}:${componentId}`, { id: ids[i], key, target }),
  );
}

/** Featured broadcasters: past, current and upcoming (spec 01 §4 Feature timing). */
export async function insertFeatures(ctx: SeedContext): Promise<void> {
  const rows: Array<[string, string, number, number]> = [
    ['nova-energy-summer', 'streamer_one', -2, 5],
    ['nova-energy-summer', 'nightowl_gg', -20, -13],
    ['ember-vpn-creator-program', 'yt_creator', 3, 10],
    ['demo-aurora-cloud-gaming', 'chill_chloe', -1, 6],
  ];
  await insertRows(
    ctx.tx,
    'featured_campaigns',
    ['campaign_id', 'broadcaster_id', 'start_time', 'end_time', 'created_at'],
    rows.flatMap(([slug, name, from, to]) => {
      const campaign = ctx.campaigns.get(slug);
      return campaign ? [[campaign.id, userId(ctx, name), ctx.at(from, 18), ctx.at(to, 18), ctx.at(Math.min(from, 0) - 1)]] : [];
    }),
  );
}

/** Stream layouts: a default rotation per broadcaster with live graphics, one per campaign with independent graphics. */
export async function insertRotations(ctx: SeedContext): Promise<void> {
  const rows: unknown[][] = [];
  const seen = new Set<string>();
  for (const component of ctx.components) {
    if (component.type !== COMPONENT_TYPE.liveGraphics || !component.live) continue;
    const campaignId = component.campaign.def.independentLiveGraphics ? component.campaign.id : null;
    for (const [, broadcasterId] of broadcastersOf(ctx, component.campaign, ['Active'])) {
      const key = `${broadcasterId}:${campaignId ?? 0}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push([broadcasterId, campaignId, ctx.random.int(20, 1400), ctx.random.int(20, 900), ctx.random.pick([0.5, 0.75, 1])]);
    }
  }
  await insertRows(ctx.tx, 'rotations', ['broadcaster_id', 'campaign_id', 'x_pos', 'y_pos', 'scale'], rows);
}

/** Next chatbot posts of the running chatbot components (moderator statuses: compliance.ts). */
export async function insertChatbotState(ctx: SeedContext): Promise<void> {
  const schedule: unknown[][] = [];
  for (const component of ctx.components) {
    if (component.type !== COMPONENT_TYPE.chatBot || !component.live) continue;
    for (const [, broadcasterId] of broadcastersOf(ctx, component.campaign, ['Active'])) {
      schedule.push([component.id, broadcasterId, new Date(ctx.now.getTime() + ctx.random.int(2, 20) * 60_000)]);
    }
  }
  await insertRows(ctx.tx, 'chatbot_schedule', ['component_id', 'broadcaster_id', 'next_post'], schedule);
}

/** One report that failed to generate (no demo report file exists to download). */
export async function insertReports(ctx: SeedContext): Promise<void> {
  const nova = ctx.campaigns.get('nova-energy-summer');
  if (!nova) return;
  const sections = {
    clicks_by_target_table: { include: true },
    clicks_by_type_table: { include: true },
    clicks_by_country_table: { include: true },
    broadcaster_table: { include: true },
    weekly_data_table: { include: true },
    clicks_by_component_table: { include: false },
    impressions_by_broadcaster: { include: false },
    monthly_data_table: { include: false },
    daily_data_table: { include: false },
  };
  const id = await insertOne(ctx.tx, 'reports', {
    name: 'Nova mid-campaign review',
    type: 'P',
    created_by: userId(ctx, 'admin@example.com'),
    created: ctx.at(-6, 10),
    report_start: nova.startDate,
    report_end: ctx.at(-7),
    sections: JSON.stringify(sections),
    status: 'ready',
    failed: true,
    finished_at: ctx.at(-6, 10.1),
  });
  await insertRows(ctx.tx, 'report_campaigns', ['report_id', 'campaign_id'], [[id, nova.id]]);
}
