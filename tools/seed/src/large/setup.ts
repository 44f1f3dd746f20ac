import { insertUser } from '../api.ts';
import { insertComponents } from '../components.ts';
import type { ComponentType, DemoCampaign, SeedContext } from '../context.ts';
import { DAY_MS, teamId, userId } from '../context.ts';
import { insertOne, insertRows } from '../insert-rows.ts';
import { insertTrackingLinks } from '../participation.ts';
import type { LargeOptions } from './options.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** The large campaign's slug: the bench and a second run of the seed find it by this. */
export const LARGE_CAMPAIGN_SLUG = 'scale-test-thousand-broadcasters';

const TYPES: ComponentType[] = [
  COMPONENT_TYPE.liveGraphics,
  COMPONENT_TYPE.bannerGraphics,
  COMPONENT_TYPE.chatBot,
  COMPONENT_TYPE.chatBotCommand,
  COMPONENT_TYPE.suggestedTweet,
  COMPONENT_TYPE.customLink,
  COMPONENT_TYPE.fullscreenVideo,
];
const GAMES = [
  'Fortnite',
  'Valorant',
  'League of Legends',
  'Minecraft',
  'Apex Legends',
  'Counter-Strike 2',
  'Rocket League',
  'Elden Ring',
  'Just Chatting',
  'Overwatch 2',
  "Baldur's Gate 3",
  'Dota 2',
  'Hades II',
  'Stardew Valley',
];

/** A broadcaster of the large campaign: their platform, games, usual start hour and audience size. */
export interface LargeBroadcaster {
  id: number;
  username: string;
  platform: 'twitch' | 'youtube';
  games: string[];
  startHour: number;
  /** Typical concurrent viewers. */
  audience: number;
}

/** Broadcasters (with a linked Twitch or YouTube account), Active on a new open-ended campaign of the Nebula team that started `days` ago. */
export async function insertLargeCampaign(ctx: SeedContext, options: LargeOptions): Promise<LargeBroadcaster[]> {
  const broadcasters: LargeBroadcaster[] = [];
  const joined = ctx.at(-options.days - 30);
  for (let i = 1; i <= options.broadcasters; i += 1) {
    const username = `scale_caster_${String(i).padStart(4, '0')}`;
    const platform = ctx.random.chance(0.85) ? 'twitch' : 'youtube';
    const id = await insertUser(ctx.tx, { username, email: `${username}@example.com`, passwordHash: null, userType: 3, isDemo: true });
    ctx.users.set(username, id);
    const games = Array.from({ length: ctx.random.int(1, 3) }, () => ctx.random.pick(GAMES));
    // Audiences spread like real channels: most small, a few large.
    const audience = Math.max(3, Math.round(15 * Math.exp(ctx.random.next() * 4.5)));
    broadcasters.push({ id, username, platform, games, startHour: ctx.random.int(13, 22), audience });
  }
  const ids = broadcasters.map((b) => b.id);
  await ctx.tx.query('UPDATE users SET tos_agreed = $2, email_verified = true, date_joined = $2 WHERE id = ANY($1::int[])', [ids, joined]);
  await insertRows(
    ctx.tx,
    'social_accounts',
    ['user_id', 'provider', 'provider_user_id', 'login', 'display_name', 'email', 'linked_at'],
    broadcasters.map((b) => [
      b.id,
      b.platform,
      `scale-${b.username}`,
      b.username,
      b.username.replace(/_/g, ' '),
      `${b.username}@example.com`,
      joined,
    ]),
  );

  const def: DemoCampaign = {
    slug: LARGE_CAMPAIGN_SLUG,
    name: 'Scale Test - 1,000 Broadcasters',
    brand: 'Scale',
    colour: '#3a6ea5',
    team: 'nebula',
    start: -options.days - 1,
    end: null,
    client: 'Scale Test Inc.',
    website: 'https://scale.example.com',
    description: 'A year of traffic from a thousand broadcasters, made by `npm run seed:large` to measure the results pages at scale.',
    hasConversions: true,
    types: TYPES,
    statuses: Object.fromEntries(broadcasters.map((b) => [b.username, 'Active'])),
  };
  const startDate = ctx.at(def.start);
  const [{ seconds }] = await ctx.tx.query<{ seconds: number }>('SELECT seconds_per_impression AS seconds FROM teams WHERE id = $1', [
    teamId(ctx, 'nebula'),
  ]);
  const admin = userId(ctx, 'admin@example.com');
  const id = await insertOne(ctx.tx, 'campaigns', {
    slug: def.slug,
    name: def.name,
    start_date: startDate,
    end_date: null,
    seconds_per_impression: seconds,
    client: def.client,
    website: def.website,
    description: def.description,
    team_id: teamId(ctx, 'nebula'),
    is_finite: false,
    has_conversions: true,
    twitch_chatbot_connection: 'up',
    created_by: admin,
    created_at: new Date(startDate.getTime() - 14 * DAY_MS),
  });
  ctx.campaigns.set(def.slug, { id, def, startDate, endDate: null, secondsPerImpression: seconds });
  await insertRows(
    ctx.tx,
    'campaign_component_types',
    ['campaign_id', 'component_type'],
    TYPES.map((t) => [id, t]),
  );
  await insertRows(ctx.tx, 'campaign_active_periods', ['campaign_id', 'start_time', 'end_time'], [[id, startDate, null]]);
  const invitedAt = new Date(startDate.getTime() - 7 * DAY_MS);
  const respondedAt = new Date(invitedAt.getTime() + DAY_MS);
  await insertRows(
    ctx.tx,
    'campaign_statuses',
    ['campaign_id', 'broadcaster_id', 'status', 'invited_by', 'invited_at', 'responded_at', 'updated_at'],
    broadcasters.map((b) => [id, b.id, 'Active', admin, invitedAt, respondedAt, respondedAt]),
  );
  await insertComponents(ctx);
  await insertTrackingLinks(ctx);
  // Groups of broadcasters, for the filtered reads (spec 01 §3 Label).
  for (const [name, share] of [
    ['Top Tier', 0.05],
    ['Regulars', 0.2],
    ['Newcomers', 0.1],
  ] as const) {
    const labelId = await insertOne(ctx.tx, 'labels', { campaign_id: id, name, created_at: startDate });
    const members = broadcasters.filter(() => ctx.random.chance(share));
    if (members.length)
      await insertRows(
        ctx.tx,
        'label_broadcasters',
        ['label_id', 'broadcaster_id'],
        members.map((b) => [labelId, b.id]),
      );
  }
  return broadcasters;
}
