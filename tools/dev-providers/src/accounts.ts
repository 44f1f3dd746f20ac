/**
 * The fixed demo accounts of each provider stand-in. The demo seed creates broadcasters with these
 * very provider ids, so the ids below must never change.
 */
export type ProviderName = 'twitch' | 'google' | 'discord' | 'twitter';

export interface YouTubeChannel {
  /** YouTube channel id, 'UC…' */
  id: string;
  title: string;
  /** The channel handle, as YouTube reports it in snippet.customUrl */
  customUrl: string;
}

export interface DevAccount {
  provider: ProviderName;
  /** Twitch user id, Google `sub`, Discord user id or Twitter `user_id`. */
  id: string;
  /** Twitch login, Google/Discord username, Twitter screen_name; the name on the authorize button. */
  login: string;
  displayName: string;
  email: string;
  /** ISO timestamp the provider reports as the account's creation date. */
  createdAt: string;
  /** Google accounts only: the account's YouTube channel. */
  channel?: YouTubeChannel;
  /** True for accounts typed on an authorize page rather than listed here. */
  madeUp?: boolean;
}

function account(provider: ProviderName, id: string, login: string, displayName: string, createdAt: string): DevAccount {
  return { provider, id, login, displayName, email: `${login}@example.com`, createdAt };
}

export const twitchAccounts: readonly DevAccount[] = [
  account('twitch', '1001', 'streamer_one', 'Streamer_One', '2016-03-14T18:02:11Z'),
  account('twitch', '1002', 'streamer_two', 'Streamer_Two', '2017-07-01T09:30:00Z'),
  account('twitch', '1003', 'nightowl_gg', 'NightOwl_GG', '2019-11-23T23:45:10Z'),
  account('twitch', '1004', 'speedrun_sam', 'Speedrun_Sam', '2020-02-29T12:00:00Z'),
];

export const googleAccounts: readonly DevAccount[] = [
  {
    ...account('google', '2001', 'yt_creator', 'YT Creator', '2015-05-05T10:00:00Z'),
    channel: { id: 'UC2001', title: 'YT Creator', customUrl: '@yt_creator' },
  },
  {
    ...account('google', '2002', 'lets_play_lena', "Let's Play Lena", '2018-08-18T16:20:00Z'),
    channel: { id: 'UC2002', title: "Let's Play Lena", customUrl: '@lets_play_lena' },
  },
];

export const discordAccounts: readonly DevAccount[] = [
  account('discord', '3001', 'discord_fan', 'Discord Fan', '2020-06-06T06:06:06Z'),
  account('discord', '3002', 'streamer_one_dc', 'Streamer One', '2021-01-15T20:00:00Z'),
];

export const twitterAccounts: readonly DevAccount[] = [
  account('twitter', '4001', 'streamer_one_tw', 'Streamer One', '2014-09-09T09:09:09Z'),
  account('twitter', '4002', 'speedrun_sam_tw', 'Speedrun Sam', '2019-04-04T14:14:14Z'),
];

/** Every fixed account, by provider. */
export const accounts: Readonly<Record<ProviderName, readonly DevAccount[]>> = {
  twitch: twitchAccounts,
  google: googleAccounts,
  discord: discordAccounts,
  twitter: twitterAccounts,
};

/** Logins a person may type on an authorize page: what Twitch allows, loosened to 2–25 characters. */
export const LOGIN_PATTERN = /^[a-z0-9_]{2,25}$/;

/** Lower-cases and trims a typed login; answers undefined when it is not a valid login. */
export function normaliseLogin(typed: string): string | undefined {
  const login = typed.trim().toLowerCase();
  return LOGIN_PATTERN.test(login) ? login : undefined;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The account a typed login stands for. Its id is derived from provider and login, so the same
 * login gets the same id on every run; ids are 8 digits and never clash with the 4-digit fixed ones.
 */
export function deriveAccount(provider: ProviderName, login: string): DevAccount {
  const id = String(10_000_000 + (fnv1a(`${provider}:${login}`) % 90_000_000));
  const made: DevAccount = { ...account(provider, id, login, login, '2024-01-01T00:00:00Z'), madeUp: true };
  if (provider === 'google') made.channel = { id: `UC${id}`, title: login, customUrl: `@${login}` };
  return made;
}

/** The fixed accounts plus those typed during this run: one book per server instance. */
export class AccountBook {
  private readonly made = new Map<string, DevAccount>();

  list(provider: ProviderName): DevAccount[] {
    const madeHere = [...this.made.values()].filter((a) => a.provider === provider);
    return [...accounts[provider], ...madeHere];
  }

  /** The account for a login, making one up (and remembering it) when it is not a fixed one. */
  resolve(provider: ProviderName, login: string): DevAccount {
    const known = this.list(provider).find((a) => a.login === login);
    if (known) return known;
    const made = deriveAccount(provider, login);
    this.made.set(`${provider}:${made.id}`, made);
    return made;
  }

  /**
   * Remembers an account the provider has under a given id (a channel or bot that exists on the
   * provider but is not one of the fixed accounts), so lookups by id and login find it.
   */
  adopt(provider: ProviderName, id: string, login: string): DevAccount {
    const known = this.byId(provider, id);
    if (known) return known;
    const made: DevAccount = { ...account(provider, id, login, login, '2024-01-01T00:00:00Z'), madeUp: true };
    this.made.set(`${provider}:${id}`, made);
    return made;
  }

  byId(provider: ProviderName, id: string): DevAccount | undefined {
    return accounts[provider].find((a) => a.id === id) ?? this.made.get(`${provider}:${id}`);
  }

  byLogin(provider: ProviderName, login: string): DevAccount | undefined {
    return this.list(provider).find((a) => a.login === login.toLowerCase());
  }
}
