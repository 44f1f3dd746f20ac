import { googleAccounts, twitchAccounts, type DevAccount } from '@advocate/dev-providers';
import type { TeamKey } from './context.ts';

export const DEMO_PASSWORD = 'advocate-demo';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

type Level = 0 | 1 | 2;

export interface DemoManager {
  email: string;
  isAdmin?: boolean;
  permissions: { campaigns: 0 | 1; teams: 0 | 1; users: Level };
  teams: TeamKey[];
  /** Removed managers (spec 01 §4: soft removal, user inactive). */
  removed?: boolean;
}

/** The demo manager accounts, all with DEMO_PASSWORD (listed in tools/seed/README.md). */
export const demoManagers: readonly DemoManager[] = [
  { email: DEMO_ADMIN_EMAIL, isAdmin: true, permissions: { campaigns: 0, teams: 0, users: 0 }, teams: [] },
  { email: 'editor@example.com', permissions: { campaigns: 0, teams: 0, users: 1 }, teams: ['nebula', 'demo'] },
  { email: 'viewer@example.com', permissions: { campaigns: 1, teams: 1, users: 2 }, teams: ['nebula', 'crimson'] },
  { email: 'brand@example.com', permissions: { campaigns: 1, teams: 1, users: 2 }, teams: ['crimson'] },
  { email: 'former.manager@example.com', permissions: { campaigns: 1, teams: 1, users: 2 }, teams: ['crimson'], removed: true },
];

export interface LinkedAccount {
  provider: 'twitter' | 'discord';
  id: string;
  login: string;
  displayName: string;
}

export interface DemoBroadcaster {
  username: string;
  platform: 'twitch' | 'youtube';
  /** Twitch user id, or YouTube channel id: what provider sign-in looks up. */
  providerUserId: string;
  displayName: string;
  email: string;
  joinedDaysAgo: number;
  colour: string;
  /** Typical concurrent viewers, for the generated viewership. */
  viewers: number;
  games: string[];
  withImage: boolean;
  fullName?: string;
  dateOfBirth?: string;
  phone?: string;
  notifications?: 'E' | 'S' | 'D';
  linked?: LinkedAccount[];
  currentTeam?: TeamKey;
  /** False for a broadcaster who never streams in the demo window. */
  streams?: boolean;
  /** True when a provider stand-in account signs in as this broadcaster. */
  standIn: boolean;
}

function standIn(list: readonly DevAccount[], login: string): DevAccount {
  const found = list.find((a) => a.login === login);
  if (!found) throw new Error(`seed: the provider stand-ins have no account ${login}`);
  return found;
}

const twitch = (login: string) => {
  const a = standIn(twitchAccounts, login);
  return {
    username: a.login,
    platform: 'twitch' as const,
    providerUserId: a.id,
    displayName: a.displayName,
    email: a.email,
    standIn: true,
  };
};

const youtube = (login: string) => {
  const a = standIn(googleAccounts, login);
  if (!a.channel) throw new Error(`seed: stand-in ${login} has no YouTube channel`);
  return {
    username: a.login,
    platform: 'youtube' as const,
    providerUserId: a.channel.id,
    displayName: a.channel.title,
    email: a.email,
    standIn: true,
  };
};

/** Made-up broadcasters who cannot sign in (no stand-in account), to fill teams and charts. */
const extra = (username: string, platform: 'twitch' | 'youtube', providerUserId: string, displayName: string) => ({
  username,
  platform,
  providerUserId,
  displayName,
  email: `${username}@example.com`,
  standIn: false,
});

export const demoBroadcasters: readonly DemoBroadcaster[] = [
  {
    ...twitch('streamer_one'),
    joinedDaysAgo: 400,
    colour: '#7c3aed',
    viewers: 850,
    games: ['Valorant', 'Apex Legends', 'Just Chatting'],
    withImage: true,
    fullName: 'Riley Jensen',
    dateOfBirth: '1994-04-12',
    notifications: 'E',
    currentTeam: 'nebula',
    linked: [
      { provider: 'twitter', id: '4001', login: 'streamer_one_tw', displayName: 'Streamer One' },
      { provider: 'discord', id: '3002', login: 'streamer_one_dc', displayName: 'Streamer One' },
    ],
  },
  {
    ...twitch('streamer_two'),
    joinedDaysAgo: 300,
    colour: '#db2777',
    viewers: 320,
    games: ['Minecraft', 'Stardew Valley'],
    withImage: false,
    fullName: 'Jordan Blake',
    dateOfBirth: '1998-11-02',
    phone: '+12025550143',
    notifications: 'S',
    currentTeam: 'nebula',
  },
  {
    ...twitch('nightowl_gg'),
    joinedDaysAgo: 250,
    colour: '#0f766e',
    viewers: 1400,
    games: ['Elden Ring', 'Dark Souls III', 'Hollow Knight'],
    withImage: true,
    fullName: 'Morgan Ortiz',
    dateOfBirth: '1991-07-23',
    notifications: 'E',
    currentTeam: 'nebula',
  },
  {
    ...twitch('speedrun_sam'),
    joinedDaysAgo: 200,
    colour: '#ea580c',
    viewers: 560,
    games: ['Super Mario 64', 'Celeste', 'Portal 2'],
    withImage: true,
    fullName: 'Sam Whitaker',
    dateOfBirth: '1996-02-29',
    notifications: 'E',
    currentTeam: 'crimson',
  },
  {
    ...youtube('yt_creator'),
    joinedDaysAgo: 180,
    colour: '#dc2626',
    viewers: 2100,
    games: ['Fortnite', 'Rocket League'],
    withImage: true,
    fullName: 'Alex Moreau',
    dateOfBirth: '1993-09-14',
    notifications: 'E',
    currentTeam: 'crimson',
  },
  // Fresh account: no campaigns, no team and no application yet (sent to /profile on sign-in).
  {
    ...youtube('lets_play_lena'),
    joinedDaysAgo: 3,
    colour: '#2563eb',
    viewers: 90,
    games: ['The Sims 4'],
    withImage: false,
    streams: false,
  },
  {
    ...extra('pixel_paula', 'twitch', '1101', 'Pixel_Paula'),
    joinedDaysAgo: 150,
    colour: '#9333ea',
    viewers: 240,
    games: ['Terraria', 'Celeste'],
    withImage: true,
    fullName: 'Paula Grant',
    dateOfBirth: '1999-05-05',
    currentTeam: 'nebula',
  },
  {
    ...extra('retro_rick', 'twitch', '1102', 'Retro_Rick'),
    joinedDaysAgo: 500,
    colour: '#65a30d',
    viewers: 180,
    games: ['Street Fighter 6', 'Tetris'],
    withImage: false,
    fullName: 'Rick Alvarez',
    dateOfBirth: '1987-01-30',
    currentTeam: 'nebula',
  },
  {
    ...extra('fragmaster', 'twitch', '1103', 'FragMaster'),
    joinedDaysAgo: 220,
    colour: '#be123c',
    viewers: 980,
    games: ['Counter-Strike 2', 'Valorant'],
    withImage: true,
    fullName: 'Chris Novak',
    dateOfBirth: '1997-03-18',
    currentTeam: 'crimson',
  },
  {
    ...extra('chill_chloe', 'twitch', '1104', 'Chill_Chloe'),
    joinedDaysAgo: 130,
    colour: '#0891b2',
    viewers: 410,
    games: ['Animal Crossing', 'Unpacking', 'Just Chatting'],
    withImage: true,
    fullName: 'Chloe Martin',
    dateOfBirth: '2000-08-08',
    currentTeam: 'demo',
  },
  {
    ...extra('tactical_tom', 'twitch', '1105', 'Tactical_Tom'),
    joinedDaysAgo: 350,
    colour: '#4d7c0f',
    viewers: 670,
    games: ['Escape from Tarkov', 'Hell Let Loose'],
    withImage: false,
    fullName: 'Tom Fischer',
    dateOfBirth: '1990-12-01',
    currentTeam: 'demo',
  },
  {
    ...extra('cozy_corner', 'youtube', 'UC2101', 'Cozy Corner'),
    joinedDaysAgo: 90,
    colour: '#a16207',
    viewers: 150,
    games: ['Stardew Valley', 'Spiritfarer'],
    withImage: true,
    fullName: 'Casey Lin',
    dateOfBirth: '1995-10-10',
    currentTeam: 'crimson',
  },
];
