import {
  type ClickEvent,
  type ConversionEvent,
  type DisplayEvent,
  type VideoPlayEvent,
  type ViewershipSample,
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
  recordViewershipSamples,
} from './api.ts';
import type { SeedContext, SeededCampaign, SeededComponent } from './context.ts';
import { DAY_MS, HOUR_MS, userId } from './context.ts';
import { demoBroadcasters } from './people.ts';
import { Random, seedOf } from './random.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

const BATCH = 5000;
function* inBatches<T>(rows: readonly T[]): Generator<readonly T[]> {
  for (let start = 0; start < rows.length; start += BATCH) yield rows.slice(start, start + BATCH);
}

/** Days of generated traffic before today. */
export const TRAFFIC_DAYS = 90;
const SAMPLE_SECONDS = 1800;

const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['US', 38],
  ['GB', 10],
  ['DE', 9],
  ['CA', 7],
  ['FR', 6],
  ['BR', 6],
  ['SE', 4],
  ['AU', 4],
  ['PL', 3],
  ['NL', 3],
  ['ES', 3],
  ['MX', 2],
  ['JP', 2],
  ['IE', 1],
  ['NZ', 1],
  ['', 1],
];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** How often viewers click each type, relative to each other. */
const CLICK_WEIGHT: Partial<Record<SeededComponent['type'], number>> = {
  [COMPONENT_TYPE.liveGraphics]: 4,
  [COMPONENT_TYPE.chatBot]: 3,
  [COMPONENT_TYPE.chatBotCommand]: 1,
  [COMPONENT_TYPE.bannerGraphics]: 2,
  [COMPONENT_TYPE.customLink]: 1,
  [COMPONENT_TYPE.suggestedTweet]: 1,
  [COMPONENT_TYPE.dynamicCta]: 1,
};
const OFF_STREAM_TYPES: ReadonlyArray<SeededComponent['type']> = [
  COMPONENT_TYPE.bannerGraphics,
  COMPONENT_TYPE.suggestedTweet,
  COMPONENT_TYPE.customLink,
];

interface Stream {
  broadcasterId: number;
  start: number;
  end: number;
  samples: Array<{ time: number; viewers: number }>;
}

const inCampaign = (c: SeededCampaign, time: number) => c.startDate.getTime() <= time && (c.endDate === null || time < c.endDate.getTime());
const componentRan = (c: SeededComponent, time: number) => c.ready && c.link !== null && (c.endTime === null || time < c.endTime.getTime());

/** Streams and their viewership samples, each broadcaster on their own seeded schedule. */
async function insertViewership(ctx: SeedContext): Promise<Stream[]> {
  const streams: Stream[] = [];
  const rows: ViewershipSample[] = [];
  const now = ctx.now.getTime();
  for (const b of demoBroadcasters) {
    if (b.streams === false) continue;
    const r = new Random(seedOf(b.username));
    const broadcasterId = userId(ctx, b.username);
    for (let day = -TRAFFIC_DAYS; day <= 0; day += 1) {
      if (!r.chance(0.45)) continue;
      const start = ctx.at(day, r.int(16, 21) + r.pick([0, 0.5])).getTime();
      const end = start + r.int(4, 9) * SAMPLE_SECONDS * 1000;
      if (start >= now) continue;
      const game = r.pick(b.games);
      const level = b.viewers * (0.7 + 0.6 * r.next());
      const stream: Stream = { broadcasterId, start, end, samples: [] };
      for (let time = start; time < end && time < now; time += SAMPLE_SECONDS * 1000) {
        const viewers = Math.max(1, Math.round(level * (0.8 + 0.4 * r.next())));
        stream.samples.push({ time, viewers });
        rows.push({
          time: new Date(time),
          broadcasterId,
          platform: b.platform,
          streamId: `${b.platform}-${b.username}-${day + TRAFFIC_DAYS}`,
          viewers,
          game,
          intervalSeconds: SAMPLE_SECONDS,
        });
      }
      streams.push(stream);
    }
  }
  // Through the API's recorder, which stores the samples and counts them in the viewership rollups.
  await recordViewershipSamples(ctx.tx, rows);
  return streams;
}

interface Sink {
  clicks: ClickEvent[];
  conversions: ConversionEvent[];
  ips: Map<number, string[]>;
}

function addClick(
  ctx: SeedContext,
  sink: Sink,
  campaign: SeededCampaign,
  component: SeededComponent,
  broadcasterId: number,
  time: number,
): void {
  const link = ctx.trackingLinks.get(`${broadcasterId}:${component.id}`);
  if (!link || time >= ctx.now.getTime()) return;
  let pool = sink.ips.get(broadcasterId);
  if (!pool) {
    pool = Array.from(
      { length: 80 },
      () => `${ctx.random.int(11, 223)}.${ctx.random.int(0, 255)}.${ctx.random.int(0, 255)}.${ctx.random.int(1, 254)}`,
    );
    sink.ips.set(broadcasterId, pool);
  }
  const bot = ctx.random.chance(0.03);
  const country = ctx.random.weighted(COUNTRIES);
  const ip = ctx.random.pick(pool);
  sink.clicks.push({
    time: new Date(time),
    broadcasterId,
    campaignId: campaign.id,
    componentId: component.id,
    componentType: component.type,
    trackingLinkId: link.id,
    link: link.target,
    ipAddr: ip,
    country: country || null,
    userAgent: bot ? BOT_AGENT : ctx.random.pick(AGENTS),
    isBot: bot,
  });
  const convertedAt = time + ctx.random.int(3, 90) * 60_000;
  if (campaign.def.hasConversions && !bot && ctx.random.chance(0.08) && convertedAt < ctx.now.getTime()) {
    sink.conversions.push({
      time: new Date(convertedAt),
      trackingLinkId: link.id,
      source: link.key,
      broadcasterId,
      campaignId: campaign.id,
      componentId: component.id,
      componentType: component.type,
      ipAddr: ip,
      country: country || null,
    });
  }
}

/**
 * About 90 days of clicks, conversions, live-graphic displays and video plays for every campaign
 * a streaming broadcaster carried (Active or Campaign Ended), plus banner, tweet and link clicks
 * between streams.
 */
export async function insertTraffic(ctx: SeedContext): Promise<void> {
  const streams = await insertViewership(ctx);
  const sink: Sink = { clicks: [], conversions: [], ips: new Map() };
  const displays: DisplayEvent[] = [];
  const plays: VideoPlayEvent[] = [];
  const carriers = [...ctx.campaigns.values()].map((campaign) => ({
    campaign,
    broadcasters: new Set(
      Object.entries(campaign.def.statuses)
        .filter(([, s]) => s === 'Active' || s === 'Campaign Ended')
        .map(([name]) => userId(ctx, name)),
    ),
    components: ctx.components.filter((c) => c.campaign === campaign),
  }));

  for (const stream of streams) {
    const hours = (stream.end - stream.start) / HOUR_MS;
    const average = stream.samples.reduce((sum, s) => sum + s.viewers, 0) / Math.max(stream.samples.length, 1);
    for (const { campaign, broadcasters, components } of carriers) {
      if (!broadcasters.has(stream.broadcasterId) || !inCampaign(campaign, stream.start)) continue;
      const clickable = components.filter((c) => componentRan(c, stream.start) && CLICK_WEIGHT[c.type]);
      const expected = average * hours * 0.0018;
      const count = Math.floor(expected + ctx.random.next());
      for (let i = 0; i < count && clickable.length; i += 1) {
        const component = ctx.random.weighted(clickable.map((c) => [c, CLICK_WEIGHT[c.type] ?? 1] as const));
        addClick(ctx, sink, campaign, component, stream.broadcasterId, stream.start + ctx.random.next() * (stream.end - stream.start));
      }
      const graphics = components.filter(
        (c) => c.type === COMPONENT_TYPE.liveGraphics && c.ready && (c.endTime === null || stream.start < c.endTime.getTime()),
      );
      for (const [index, sample] of stream.samples.entries()) {
        if (index % 2 !== 0 || !graphics.length) continue;
        const graphic = ctx.random.pick(graphics);
        const version = graphic.versionIds[graphic.versionIds.length - 1];
        displays.push({
          time: new Date(sample.time + 60_000),
          broadcasterId: stream.broadcasterId,
          campaignId: campaign.id,
          componentId: graphic.id,
          componentVersionId: version,
          durationSeconds: 30,
          viewers: sample.viewers,
          impressions: Math.floor((sample.viewers * 30) / Math.max(campaign.secondsPerImpression, 1)),
        });
      }
      const video = components.find((c) => c.type === COMPONENT_TYPE.fullscreenVideo && c.ready);
      const firstSample = stream.samples[0];
      if (video && firstSample && ctx.random.chance(0.4)) {
        plays.push({
          time: new Date(firstSample.time + 20 * 60_000),
          broadcasterId: stream.broadcasterId,
          campaignId: campaign.id,
          componentId: video.id,
          triggeredBy: null,
          viewers: firstSample.viewers,
          impressions: Math.floor((firstSample.viewers * 30) / Math.max(campaign.secondsPerImpression, 1)),
        });
      }
    }
  }

  // Panels, tweets and links get clicks between streams too.
  const today = ctx.at(0).getTime();
  for (const { campaign, broadcasters, components } of carriers) {
    const offStream = components.filter((c) => OFF_STREAM_TYPES.includes(c.type));
    for (const broadcasterId of broadcasters) {
      for (let day = today - TRAFFIC_DAYS * DAY_MS; day <= today; day += DAY_MS) {
        const time = day + ctx.random.next() * DAY_MS;
        if (!inCampaign(campaign, time) || !ctx.random.chance(0.3)) continue;
        const ran = offStream.filter((c) => componentRan(c, time));
        if (ran.length) addClick(ctx, sink, campaign, ctx.random.pick(ran), broadcasterId, time);
      }
    }
  }

  // Through the API's own recorders, which store the events and count them in the rollups.
  for (const batch of inBatches(sink.clicks)) await recordClicks(ctx.tx, batch);
  for (const batch of inBatches(sink.conversions)) await recordConversions(ctx.tx, batch);
  for (const batch of inBatches(displays)) await recordDisplays(ctx.tx, batch);
  for (const batch of inBatches(plays)) await recordVideoPlays(ctx.tx, batch);
}
