import type { SeedContext } from './context.ts';
import { DAY_MS, HOUR_MS, teamId, userId } from './context.ts';
import { recordActivity, type ActivityEntry } from './api.ts';

type Values = Record<string, unknown> | null;
type ActivityPlace = ActivityEntry['place'];

interface DemoEntry {
  /** Days before now, and an hour of the day that orders the day's entries (later hours are newer). */
  daysAgo: number;
  hour: number;
  actor: 'admin@example.com' | 'editor@example.com';
  kind: ActivityEntry['kind'];
  action: string;
  campaign?: string;
  team?: 'nebula' | 'crimson' | 'demo';
  /** A manager's entry about several teams. */
  teams?: Array<'nebula' | 'crimson' | 'demo'>;
  subject: string;
  before: Values;
  after: Values;
}

const teamRef = (ctx: SeedContext, key: 'nebula' | 'crimson' | 'demo', names: Map<number, string>) => {
  const id = teamId(ctx, key);
  return { id, name: names.get(id) ?? key };
};
/** A campaign as the API's report entries keep it: with its team, which decides who reads it. */
const campaignRef = (ctx: SeedContext, slug: string, names: Map<number, string>) => {
  const campaign = ctx.campaigns.get(slug);
  if (!campaign?.def.team) throw new Error(`no seeded campaign ${slug} with a team`);
  return { id: campaign.id, name: campaign.def.name, team: teamRef(ctx, campaign.def.team, names).id };
};

/** What managers did over the last weeks, so /activity shows a real log (issue 30 part 4). */
function demoEntries(ctx: SeedContext, names: Map<number, string>): DemoEntry[] {
  return [
    {
      daysAgo: 0,
      hour: 9,
      actor: 'editor@example.com',
      kind: 'campaign',
      action: 'settings_updated',
      campaign: 'nova-energy-summer',
      subject: 'Nova Energy Summer Push',
      before: { auto_active_invites: false },
      after: { auto_active_invites: true },
    },
    {
      daysAgo: 0,
      hour: 8,
      actor: 'editor@example.com',
      kind: 'webhook',
      action: 'created',
      campaign: 'nova-energy-summer',
      subject: 'https://hooks.nova-energy.example/advocate',
      before: null,
      after: { url: 'https://hooks.nova-energy.example/advocate', active: true, secret: '[secret]' },
    },
    {
      daysAgo: 1,
      hour: 16,
      actor: 'admin@example.com',
      kind: 'manager',
      action: 'updated',
      teams: ['nebula', 'crimson'],
      subject: 'viewer@example.com',
      before: { permissions_campaigns: 'Read/Write', teams: [teamRef(ctx, 'nebula', names)] },
      after: { permissions_campaigns: 'Read Only', teams: [teamRef(ctx, 'nebula', names), teamRef(ctx, 'crimson', names)] },
    },
    {
      daysAgo: 1,
      hour: 14,
      actor: 'editor@example.com',
      kind: 'component',
      action: 'updated',
      campaign: 'nova-energy-summer',
      subject: 'Nova Energy Panel',
      before: { link: 'https://nova-energy.example/summer' },
      after: { link: 'https://nova-energy.example/summer-deal' },
    },
    {
      daysAgo: 2,
      hour: 11,
      actor: 'editor@example.com',
      kind: 'compliance',
      action: 'overridden',
      campaign: 'starlight-headsets-launch',
      subject: 'nightowl_gg',
      before: { compliant: false },
      after: { compliant: true, status: 'Manually Marked As Compliant', note: 'Banner checked on stream' },
    },
    {
      daysAgo: 3,
      hour: 15,
      actor: 'admin@example.com',
      kind: 'webhook',
      action: 'conversion_secret_rotated',
      campaign: 'blaze-burgers-gaming-week',
      subject: 'Blaze Burgers Gaming Week',
      // Values only to be told apart: the recorder stores each as [secret] (decision 802).
      before: { conversion_secret: 'seed-secret-before' },
      after: { conversion_secret: 'seed-secret-after' },
    },
    {
      daysAgo: 3,
      hour: 10,
      actor: 'editor@example.com',
      kind: 'squad',
      action: 'member_squad_set',
      team: 'nebula',
      subject: 'streamer_two',
      before: { squad: 'Alpha Squad' },
      after: { squad: 'Bravo Squad' },
    },
    {
      daysAgo: 4,
      hour: 13,
      actor: 'editor@example.com',
      kind: 'report',
      action: 'created',
      campaign: 'nova-energy-summer',
      subject: 'Nova June results',
      before: null,
      after: { name: 'Nova June results', type: 'PDF', campaigns: [campaignRef(ctx, 'nova-energy-summer', names)] },
    },
    {
      daysAgo: 1,
      hour: 0,
      actor: 'admin@example.com',
      kind: 'feature',
      action: 'created',
      campaign: 'ember-vpn-creator-program',
      subject: 'yt_creator',
      before: null,
      // The seed's featured yt_creator on Ember (participation.ts), made a day ago.
      after: { broadcaster: 'yt_creator', start_time: ctx.at(3, 18).toISOString(), end_time: ctx.at(10, 18).toISOString() },
    },
    {
      daysAgo: 6,
      hour: 9,
      actor: 'editor@example.com',
      kind: 'team',
      action: 'settings_updated',
      team: 'nebula',
      subject: names.get(teamId(ctx, 'nebula')) ?? 'Nebula',
      before: { seconds_per_impression: 20 },
      after: { seconds_per_impression: 15 },
    },
    {
      daysAgo: 8,
      hour: 12,
      actor: 'admin@example.com',
      kind: 'manager',
      action: 'invited',
      teams: ['nebula'],
      subject: 'new.manager@example.com',
      before: null,
      after: {
        email: 'new.manager@example.com',
        permissions_campaigns: 'Read Only',
        permissions_teams: 'Read Only',
        permissions_users: 'No Access',
        teams: [teamRef(ctx, 'nebula', names)],
      },
    },
    {
      daysAgo: 9,
      hour: 10,
      actor: 'editor@example.com',
      kind: 'campaign',
      action: 'broadcaster_activated',
      campaign: 'starlight-headsets-launch',
      subject: 'pixel_paula',
      before: { status: 'Deactivated' },
      after: { status: 'Active' },
    },
    {
      daysAgo: 12,
      hour: 15,
      actor: 'admin@example.com',
      kind: 'component',
      action: 'created',
      campaign: 'forge-gpu-benchmark-bash',
      subject: 'Forge Benchmark Overlay',
      before: null,
      after: { type: 'Live Graphics', name: 'Forge Benchmark Overlay' },
    },
    {
      daysAgo: 14,
      hour: 11,
      actor: 'admin@example.com',
      kind: 'squad',
      action: 'renamed',
      team: 'crimson',
      subject: 'Speedrunners',
      before: { name: 'Speed Runners' },
      after: { name: 'Speedrunners' },
    },
  ];
}

/**
 * The demo's activity log: entries of each kind over the last two weeks, by the admin and the editor,
 * written by the API's own recorder (which team or teams an entry belongs to, the names it copies,
 * what it keeps of a change), dated back by the seed.
 */
export async function insertActivityLog(ctx: SeedContext): Promise<void> {
  const teams = await ctx.tx.query<{ id: number; name: string }>('SELECT id, name FROM teams');
  const names = new Map(teams.map((t) => [t.id, t.name]));
  for (const e of demoEntries(ctx, names)) {
    const campaign = e.campaign ? ctx.campaigns.get(e.campaign) : undefined;
    if (e.campaign && !campaign) throw new Error(`seed: unknown demo campaign ${e.campaign}`);
    const place: ActivityPlace = campaign
      ? { campaignId: campaign.id }
      : e.team
        ? { teamId: teamId(ctx, e.team) }
        : { teamIds: (e.teams ?? []).map((key) => teamId(ctx, key)) };
    await recordActivity(ctx.tx, userId(ctx, e.actor), {
      at: new Date(ctx.now.getTime() - e.daysAgo * DAY_MS - (24 - e.hour) * HOUR_MS),
      kind: e.kind,
      action: e.action,
      place,
      subject: e.subject,
      before: e.before,
      after: e.after,
    });
  }
}
