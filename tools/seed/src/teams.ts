import { DEFAULT_CHATBOT_LOGIN, demoChatbotToken, deriveAccount } from '@advocate/dev-providers';
import type { CampaignStatus, SeedContext, TeamKey } from './context.ts';
import { teamId, userId } from './context.ts';
import { logo } from './images.ts';
import { insertOne, insertRows } from './insert-rows.ts';

interface DemoTeam {
  key: TeamKey;
  name: string;
  logo: string | null;
  secondsPerImpression: number;
  isDemo?: boolean;
  members: Record<string, 'Active' | 'Invited' | 'Deactivated'>;
  squads: Record<string, string[]>;
}

const demoTeams: readonly DemoTeam[] = [
  {
    key: 'nebula',
    name: 'Nebula Esports',
    logo: logo('N', '#4f46e5'),
    secondsPerImpression: 15,
    members: {
      streamer_one: 'Active',
      streamer_two: 'Active',
      nightowl_gg: 'Active',
      pixel_paula: 'Active',
      retro_rick: 'Active',
      tactical_tom: 'Deactivated',
    },
    squads: { 'Alpha Squad': ['streamer_one', 'nightowl_gg'], 'Bravo Squad': ['streamer_two', 'pixel_paula'] },
  },
  {
    key: 'crimson',
    name: 'Crimson Collective',
    logo: null,
    secondsPerImpression: 20,
    members: { speedrun_sam: 'Active', yt_creator: 'Active', fragmaster: 'Active', cozy_corner: 'Active', lets_play_lena: 'Invited' },
    squads: { Speedrunners: ['speedrun_sam', 'fragmaster'] },
  },
  {
    key: 'demo',
    name: 'Advocate Demo Team',
    logo: logo('A', '#0d9488'),
    secondsPerImpression: 15,
    isDemo: true,
    members: { streamer_one: 'Active', chill_chloe: 'Active', tactical_tom: 'Active', yt_creator: 'Active' },
    squads: { 'Demo Squad': ['chill_chloe', 'tactical_tom'] },
  },
];

/** Chatbot accounts and teams (spec 01 §3 Team: default_chatbot, approved_chatbots). */
export async function insertTeams(ctx: SeedContext): Promise<void> {
  // Each chatbot holds the user token the Twitch stand-in accepts for it (authorised before the demo began).
  const bot = (id: string, login: string) => ({
    twitch_user_id: id,
    login,
    scopes: ['chat:read', 'chat:edit'],
    access_token: demoChatbotToken(id),
  });
  const nebulaBot = await insertOne(ctx.tx, 'chatbot_accounts', bot('1901', 'nebula_bot'));
  const crimsonBot = await insertOne(ctx.tx, 'chatbot_accounts', bot('1902', 'crimson_chat'));
  const advogg = deriveAccount('twitch', DEFAULT_CHATBOT_LOGIN).id;
  await ctx.tx.query('UPDATE chatbot_accounts SET twitch_user_id = $1, access_token = $2 WHERE is_default AND access_token IS NULL', [
    advogg,
    demoChatbotToken(advogg),
  ]);
  for (const team of demoTeams) {
    const id = await insertOne(ctx.tx, 'teams', {
      name: team.name,
      logo: team.logo,
      seconds_per_impression: team.secondsPerImpression,
      is_demo: team.isDemo ?? false,
      default_chatbot_id: team.key === 'nebula' ? nebulaBot : null,
      created_at: ctx.at(-400),
    });
    ctx.teams.set(team.key, id);
  }
  await insertRows(
    ctx.tx,
    'team_approved_chatbots',
    ['team_id', 'chatbot_account_id'],
    [
      [teamId(ctx, 'nebula'), nebulaBot],
      [teamId(ctx, 'crimson'), crimsonBot],
    ],
  );
}

/** Team statuses, squads with rosters, and each broadcaster's current team. */
export async function insertMemberships(ctx: SeedContext, currentTeams: ReadonlyArray<[string, TeamKey]>): Promise<void> {
  for (const team of demoTeams) {
    const tid = teamId(ctx, team.key);
    await insertRows(
      ctx.tx,
      'team_memberships',
      ['team_id', 'broadcaster_id', 'status', 'invited_at', 'responded_at', 'updated_at'],
      Object.entries(team.members).map(([name, status]) => {
        const invited = ctx.at(status === 'Invited' ? -2 : -ctx.random.int(60, 300), 14);
        const responded = status === 'Invited' ? null : new Date(invited.getTime() + 86_400_000);
        return [tid, userId(ctx, name), status, invited, responded, responded ?? invited];
      }),
    );
    for (const [name, roster] of Object.entries(team.squads)) {
      const squadId = await insertOne(ctx.tx, 'squads', { team_id: tid, name, created_at: ctx.at(-200) });
      ctx.squads.set(name, squadId);
      await insertRows(
        ctx.tx,
        'squad_members',
        ['squad_id', 'team_id', 'broadcaster_id'],
        roster.map((member) => [squadId, tid, userId(ctx, member)]),
      );
    }
  }
  for (const [name, key] of currentTeams) {
    await ctx.tx.query('UPDATE profiles SET current_team_id = $1 WHERE user_id = $2', [teamId(ctx, key), userId(ctx, name)]);
  }
}

/** Statuses seen as being on a campaign (not invitations). */
export const ON_CAMPAIGN: readonly CampaignStatus[] = ['Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended'];
