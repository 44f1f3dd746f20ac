import { syncCampaignActions } from './api.ts';
import type { SeedContext, SeededCampaign } from './context.ts';
import { DAY_MS, HOUR_MS } from './context.ts';
import { insertOne, insertRows } from './insert-rows.ts';
import { broadcastersOf, CARRIED } from './participation.ts';
import { demoBroadcasters } from './people.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

const running = (ctx: SeedContext, c: SeededCampaign) => c.startDate <= ctx.now && (c.endDate === null || c.endDate > ctx.now);

/** The latest-activity feed of each started campaign (spec 01 §2 Campaign overview). */
export async function insertCampaignEvents(ctx: SeedContext): Promise<void> {
  const rows: unknown[][] = [];
  for (const campaign of ctx.campaigns.values()) {
    if (campaign.startDate > ctx.now) continue;
    const until = Math.min(ctx.now.getTime(), campaign.endDate?.getTime() ?? Infinity);
    const between = (from: number) => new Date(from + ctx.random.next() * Math.max(until - from, HOUR_MS));
    for (const component of ctx.components.filter((c) => c.campaign === campaign)) {
      rows.push([
        campaign.id,
        'component_created',
        null,
        `New component: ${component.name}`,
        null,
        new Date(campaign.startDate.getTime() - 3 * DAY_MS),
      ]);
    }
    for (const [name, id] of broadcastersOf(ctx, campaign, CARRIED)) {
      const channel = `https://www.twitch.tv/${name}`;
      rows.push([
        campaign.id,
        'broadcaster_joined',
        id,
        `${name} joined the campaign`,
        channel,
        new Date(campaign.startDate.getTime() + HOUR_MS),
      ]);
      const status = campaign.def.statuses[name];
      if (status === 'Flagged' || status === 'Deactivated') {
        rows.push([
          campaign.id,
          `broadcaster_${status.toLowerCase()}`,
          id,
          `${name} was ${status.toLowerCase()}`,
          channel,
          between(campaign.startDate.getTime() + DAY_MS),
        ]);
        continue;
      }
      for (let i = ctx.random.int(2, 5); i > 0; i -= 1) {
        rows.push([
          campaign.id,
          'broadcaster_live',
          id,
          `${name} went live`,
          channel,
          between(Math.max(campaign.startDate.getTime(), until - 14 * DAY_MS)),
        ]);
      }
    }
  }
  await insertRows(ctx.tx, 'campaign_events', ['campaign_id', 'event_type', 'broadcaster_id', 'message', 'link', 'created'], rows);
}

/** Demo broadcasters who stream on YouTube only: never asked for a Twitch panel banner (decision 821). */
const youtubeOnly = new Set(demoBroadcasters.filter((b) => b.platform === 'youtube').map((b) => b.username));
/**
 * Broadcaster actions on running campaigns: banner and tweet actions for everyone carrying them
 * (inactive broadcasters still get these, spec 02 §2), retweets and links for Active ones. Active
 * broadcasters placed their banners and marked their tweets and retweets done by hand; streamer_one
 * sent one tweet through Twitter and placed one banner (since updated), the rest waits on their dashboard.
 */
export async function insertActions(ctx: SeedContext): Promise<void> {
  for (const component of ctx.components) {
    const campaign = component.campaign;
    if (!component.live || !running(ctx, campaign)) continue;
    const type = {
      [COMPONENT_TYPE.bannerGraphics]: 'banner-add',
      [COMPONENT_TYPE.suggestedTweet]: 'twitter-send-tweet',
      [COMPONENT_TYPE.suggestedRetweet]: 'twitter-retweet',
      [COMPONENT_TYPE.customLink]: 'custom-link-add',
    }[component.type as string];
    if (!type) continue;
    const who = broadcastersOf(
      ctx,
      campaign,
      type === 'banner-add' || type === 'twitter-send-tweet' ? ['Active', 'Pending', 'Flagged', 'Deactivated'] : ['Active'],
    ).filter(([name]) => type !== 'banner-add' || !youtubeOnly.has(name)); // panels are Twitch's (decision 821)
    const version = component.versionIds[component.versionIds.length - 1];
    const created = new Date(Math.max(campaign.startDate.getTime(), ctx.now.getTime() - 20 * DAY_MS));
    // The tweet a suggested retweet asks for (its version's message, as the API reads it).
    const retweetOf =
      type === 'twitter-retweet'
        ? ((await ctx.tx.query<{ message: string | null }>('SELECT message FROM component_versions WHERE id = $1', [version]))[0]
            ?.message ?? null)
        : null;
    for (const [name, id] of who) {
      const mine = name === 'streamer_one';
      const active = campaign.def.statuses[name] === 'Active';
      const sentTweet = type === 'twitter-send-tweet' && mine && campaign.def.slug === 'starlight-headsets-launch';
      const placed = type === 'banner-add' && (mine ? campaign.def.slug === 'orbit-chairs-always-on' : ctx.random.chance(0.5) || active);
      const byHand = active && !mine && (type === 'twitter-send-tweet' || type === 'twitter-retweet');
      const done = sentTweet || placed || byHand;
      const completedAt = done ? new Date(created.getTime() + ctx.random.int(2, 30) * HOUR_MS) : null;
      const tweetUrl = `https://twitter.com/streamer_one_tw/status/18${String(component.id).padStart(6, '0')}000000000`;
      const tweetText = `Going live with ${campaign.def.brand} tonight! #ad`;
      const data = sentTweet
        ? { tweet_text: tweetText, tweet_url: tweetUrl }
        : byHand && type === 'twitter-send-tweet'
          ? { manual: true, tweet_text: tweetText }
          : byHand && retweetOf
            ? { manual: true, tweet_url: retweetOf }
            : {};
      // The banner streamer_one placed is the first version, so the newer one asks for an update.
      const placedVersion = placed && mine ? component.versionIds[0] : version;
      const actionId = await insertOne(ctx.tx, 'broadcaster_actions', {
        type,
        broadcaster_id: id,
        campaign_id: campaign.id,
        component_id: component.id,
        component_version_id: placedVersion,
        creation_time: created,
        completion_time: completedAt,
        completion_data: JSON.stringify(data),
      });
      if (sentTweet && completedAt) {
        await insertOne(ctx.tx, 'social_posts', {
          broadcaster_action_id: actionId,
          broadcaster_id: id,
          campaign_id: campaign.id,
          component_id: component.id,
          kind: 'tweet',
          tweet_url: tweetUrl,
          posted_at: completedAt,
          favorites: ctx.random.int(20, 300),
          retweets: ctx.random.int(2, 40),
          checked_at: ctx.at(-1),
        });
      }
      if (placed && mine && component.versionIds.length > 1) {
        await insertOne(ctx.tx, 'broadcaster_actions', {
          type: 'banner-update',
          broadcaster_id: id,
          campaign_id: campaign.id,
          component_id: component.id,
          component_version_id: version,
          creation_time: ctx.at(-1, 9),
        });
      }
    }
  }
}

/**
 * The actions and tracked links the rules give (decisions 430–433): every campaign reconciled as the
 * API does after each write, so the seeded history and the open work agree. The demo's notices
 * count as sent when the actions were made.
 */
export async function reconcileActions(ctx: SeedContext): Promise<void> {
  for (const campaign of ctx.campaigns.values()) await syncCampaignActions(ctx.tx, campaign.id, ctx.now);
  // The chatbot was made a moderator when each broadcaster joined; streamer_one still has it to do on the demo campaign.
  const demo = ctx.campaigns.get('demo-aurora-cloud-gaming');
  await ctx.tx.query(
    `UPDATE broadcaster_actions a SET creation_time = c.start_date, completion_time = c.start_date + interval '1 day'
     FROM campaigns c WHERE c.id = a.campaign_id AND a.type = 'chatbot-mod' AND a.completion_time IS NULL
       AND NOT (a.campaign_id = $1 AND a.broadcaster_id = $2)`,
    [demo?.id ?? 0, ctx.users.get('streamer_one') ?? 0],
  );
  await ctx.tx.query(`UPDATE broadcaster_actions SET notification = 'sent', notified_at = creation_time WHERE notification = 'pending'`);
}
