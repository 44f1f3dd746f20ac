import { deriveAccount } from '@advocate/dev-providers';
import type { Queryable } from './api.ts';
import { auditTargets, chatbotChannels, moddedChannels } from './compliance.ts';
import { picture } from './images.ts';
import { OUTDATED_PANEL_PICTURE, PANELS_UNREADABLE } from './provider-facts.ts';

/**
 * Puts on the provider stand-ins what the database records as done on the providers (issue 26):
 * the panels broadcasters placed, the tweets they sent and the brand tweets they were asked to
 * retweet, the chatbot's moderator status in their channels. The stand-ins keep nothing between
 * runs, so the launcher calls this on every start; each call sets the same state again. Only
 * through the stand-ins' dev controls, the way a test or a person would.
 */
export interface StandInsTarget {
  /** Base address of the stand-ins, e.g. http://127.0.0.1:4500 */
  providersUrl: string;
  /** The API's public address: tracked links are `{publicApiUrl}/l/{key}`. */
  publicApiUrl: string;
}

type Panel = { title: string; link: string | null; image_url?: string; image_data?: string };

async function send(url: string, method: 'PUT' | 'POST', body: unknown, accepted: readonly number[] = []): Promise<void> {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok && !accepted.includes(res.status)) throw new Error(`stand-ins: ${method} ${url} answered ${res.status} ${await res.text()}`);
}

/** A picture address as the stand-in takes it: the bytes of a data: address, else the address. */
function image(src: string | null): Pick<Panel, 'image_url' | 'image_data'> {
  if (!src) return {};
  const data = /^data:[^;,]+;base64,(.*)$/s.exec(src);
  return data ? { image_data: data[1] } : { image_url: src };
}

const running = `SELECT id FROM campaigns WHERE start_date <= now() AND (end_date IS NULL OR end_date > now())`;

async function panelsByChannel(db: Queryable, publicApiUrl: string, campaignIds: number[]): Promise<Map<string, Panel[] | 'unreadable'>> {
  const channels = new Map<string, Panel[] | 'unreadable'>();
  for (const t of (await auditTargets(db, campaignIds)).filter((x) => x.kind === 'banner' && x.twitch_login)) {
    const login = (t.twitch_login as string).toLowerCase();
    if (PANELS_UNREADABLE.has(t.username)) channels.set(login, 'unreadable');
    const panels = channels.get(login) ?? [];
    if (panels === 'unreadable') continue;
    channels.set(login, panels);
    if (!t.completed) continue;
    const [placed] = await db.query<{ name: string; image: string | null; key: string | null }>(
      `SELECT co.name, v.image, (SELECT k.key FROM tracking_links k WHERE k.broadcaster_id = $1 AND k.component_id = co.id AND k.active ORDER BY k.key LIMIT 1) AS key
       FROM components co JOIN component_versions v ON v.component_id = co.id
       WHERE co.id = $2 ORDER BY (v.id = $3) DESC, v.sequence_number DESC LIMIT 1`,
      [t.broadcaster_id, t.component_id, t.version_id],
    );
    if (!placed) continue;
    const link = placed.key ? `${publicApiUrl.replace(/\/+$/, '')}/l/${placed.key}` : null;
    const shown = OUTDATED_PANEL_PICTURE.has(t.username) ? picture(`${placed.name} (old)`, 320, 160, '#475569') : placed.image;
    panels.push({ title: placed.name, link, ...image(shown) });
  }
  return channels;
}

export async function showDemoOnStandIns(db: Queryable, target: StandInsTarget): Promise<void> {
  const base = target.providersUrl.replace(/\/+$/, '');
  const campaignIds = (await db.query<{ id: number }>(running)).map((r) => r.id);

  for (const [login, panels] of await panelsByChannel(db, target.publicApiUrl, campaignIds)) {
    await send(`${base}/twitch/_dev/panels/${login}`, 'PUT', panels === 'unreadable' ? { panels: [], unreachable: true } : panels);
  }

  // Tweets sent through Twitter (their addresses), with the engagement last read; and the brand tweets asked to be retweeted.
  const tweets = await db.query<{ url: string; text: string | null; author: string | null; likes: number | null; retweets: number | null }>(
    `SELECT a.completion_data ->> 'tweet_url' AS url, a.completion_data ->> 'tweet_text' AS text,
       (SELECT sa.provider_user_id FROM social_accounts sa WHERE sa.user_id = a.broadcaster_id AND sa.provider = 'twitter' LIMIT 1) AS author,
       (SELECT max(p.favorites) FROM social_posts p WHERE p.tweet_url = a.completion_data ->> 'tweet_url')::int AS likes,
       (SELECT max(p.retweets) FROM social_posts p WHERE p.tweet_url = a.completion_data ->> 'tweet_url')::int AS retweets
     FROM broadcaster_actions a
     WHERE a.campaign_id IN (${running}) AND a.type = 'twitter-send-tweet' AND a.completion_time IS NOT NULL AND a.completion_data ->> 'tweet_url' IS NOT NULL
     UNION ALL
     SELECT v.message, NULL, NULL, NULL, NULL FROM component_versions v JOIN components co ON co.id = v.component_id
     WHERE co.campaign_id IN (${running}) AND co.type = 'suggested-retweet' AND NOT co.is_deleted AND v.message IS NOT NULL`,
  );
  for (const t of tweets) {
    const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/([^/]+)\/status\/(\d{1,19})/.exec(t.url.trim());
    if (!match) continue;
    const [, handle, id] = match;
    await send(
      `${base}/twitter/_dev/tweets`,
      'POST',
      {
        id,
        text: t.text ?? `A tweet from @${handle}`,
        author_id: t.author ?? deriveAccount('twitter', handle.toLowerCase()).id,
        ...(t.likes !== null ? { like_count: t.likes } : {}),
        ...(t.retweets !== null ? { retweet_count: t.retweets } : {}),
      },
      [409],
    );
  }

  // The chatbot in the channels where it was made a moderator.
  const channels = await chatbotChannels(db, campaignIds);
  const modded = moddedChannels(channels);
  const done = new Set<string>();
  for (const c of channels) {
    const key = `${c.channel}|${c.chatbot_login}`;
    if (!c.channel || !modded.has(key) || done.has(key)) continue;
    done.add(key);
    await send(`${base}/twitch/_dev/mods/${c.channel.toLowerCase()}`, 'POST', {
      user: c.chatbot_login,
      mod: true,
      ...(c.channel_id ? { channel_id: c.channel_id } : {}),
    });
  }
}
