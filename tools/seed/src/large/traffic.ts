import {
  type ClickEvent,
  type ConversionEvent,
  type Db,
  type DisplayEvent,
  importEvents,
  type Queryable,
  rebuildRollups,
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
  recordViewershipSamples,
  type VideoPlayEvent,
  type ViewershipSample,
} from '../api.ts';
import type { SeedContext, SeededCampaign, SeededComponent } from '../context.ts';
import { DAY_MS, HOUR_MS } from '../context.ts';
import { Random } from '../random.ts';
import { Audience, BOT_AGENT } from './audience.ts';
import type { LargeOptions } from './options.ts';
import type { LargeBroadcaster } from './setup.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** Rows per recorder or import call: one statement each (both take a jsonb batch). */
const BATCH = 10_000;
/** Share of days a broadcaster goes live; streams last liveHours / STREAM_DAYS on average. */
const STREAM_DAYS = 0.75;
/** Share of clicks during a stream (overlay, chat bot); the rest land on panels, tweets and links between streams. */
const ON_STREAM = 0.85;
const ON_STREAM_WEIGHT: Partial<Record<SeededComponent['type'], number>> = {
  [COMPONENT_TYPE.liveGraphics]: 4,
  [COMPONENT_TYPE.chatBot]: 3,
  [COMPONENT_TYPE.chatBotCommand]: 1,
  [COMPONENT_TYPE.bannerGraphics]: 1,
};
const OFF_STREAM_WEIGHT: Partial<Record<SeededComponent['type'], number>> = {
  [COMPONENT_TYPE.bannerGraphics]: 3,
  [COMPONENT_TYPE.suggestedTweet]: 1,
  [COMPONENT_TYPE.customLink]: 2,
};

interface Day {
  samples: ViewershipSample[];
  clicks: ClickEvent[];
  conversions: ConversionEvent[];
  displays: DisplayEvent[];
  plays: VideoPlayEvent[];
}

export interface Totals {
  samples: number;
  clicks: number;
  conversions: number;
  displays: number;
  plays: number;
}

const rowsOf = (t: Totals) => t.samples + t.clicks + t.conversions + t.displays + t.plays;

/** Generates one UTC day of traffic for every broadcaster, deterministic per (seed, day). */
class DayGenerator {
  private readonly audiences = new Map<number, Audience>();
  private readonly clicksPerDay: Map<number, number>;
  private readonly onStream: Array<readonly [SeededComponent, number]>;
  private readonly offStream: Array<readonly [SeededComponent, number]>;
  private readonly graphic: SeededComponent | undefined;
  private readonly video: SeededComponent | undefined;

  constructor(
    private readonly ctx: SeedContext,
    private readonly campaign: SeededCampaign,
    private readonly broadcasters: readonly LargeBroadcaster[],
    private readonly options: LargeOptions,
  ) {
    const components = ctx.components.filter((c) => c.campaign === campaign);
    this.onStream = components.flatMap((c) => (ON_STREAM_WEIGHT[c.type] ? [[c, ON_STREAM_WEIGHT[c.type] ?? 1] as const] : []));
    this.offStream = components.flatMap((c) => (OFF_STREAM_WEIGHT[c.type] ? [[c, OFF_STREAM_WEIGHT[c.type] ?? 1] as const] : []));
    this.graphic = components.find((c) => c.type === COMPONENT_TYPE.liveGraphics);
    this.video = components.find((c) => c.type === COMPONENT_TYPE.fullscreenVideo);
    // Clicks follow audience size: a broadcaster's share of the total is their share of all viewers.
    const audience = broadcasters.reduce((sum, b) => sum + b.audience, 0);
    this.clicksPerDay = new Map(broadcasters.map((b) => [b.id, (options.clicks * b.audience) / audience / options.days]));
    for (const b of broadcasters) this.audiences.set(b.id, new Audience(new Random(b.id * 7919), Math.round(b.audience * 4)));
  }

  generate(dayStart: number, dayIndex: number): Day {
    const day: Day = { samples: [], clicks: [], conversions: [], displays: [], plays: [] };
    const r = new Random(dayIndex * 104_729 + 17);
    const step = this.options.sampleMinutes * 60_000;
    const meanSamples = ((this.options.liveHours / STREAM_DAYS) * 60) / this.options.sampleMinutes;
    for (const b of this.broadcasters) {
      const audience = this.audiences.get(b.id) as Audience;
      const clicks = this.clicksPerDay.get(b.id) ?? 0;
      const live = r.chance(STREAM_DAYS);
      if (live) {
        const count = Math.max(1, Math.round(meanSamples * (0.5 + r.next())));
        const start = dayStart + (b.startHour + r.int(-1, 1)) * HOUR_MS + r.int(0, 3) * 15 * 60_000;
        const level = b.audience * (0.6 + 0.8 * r.next());
        const game = r.pick(b.games);
        const streamId = `${b.platform}-${b.username}-${dayIndex}`;
        const viewers: number[] = [];
        for (let i = 0; i < count; i += 1) {
          const ramp = Math.min(1, (i + 1) / 4);
          const v = Math.max(1, Math.round(level * ramp * (0.85 + 0.3 * r.next())));
          viewers.push(v);
          day.samples.push({
            time: new Date(start + i * step),
            broadcasterId: b.id,
            platform: b.platform,
            streamId,
            viewers: v,
            game,
            intervalSeconds: step / 1000,
          });
        }
        const end = start + count * step;
        // On-stream clicks: the day's share, scaled up because only STREAM_DAYS of days have a stream.
        const expected = (clicks * ON_STREAM) / STREAM_DAYS;
        const n = Math.floor(expected * (0.7 + 0.6 * r.next()) + r.next());
        for (let i = 0; i < n; i += 1) this.click(day, r, audience, b, r.weighted(this.onStream), start + r.next() * (end - start));
        // The overlay shows every 30 minutes, a video plays on four streams in ten.
        const every = Math.max(1, Math.round(30 / this.options.sampleMinutes));
        for (let i = 1; this.graphic && i < count; i += every) {
          day.displays.push({
            time: new Date(start + i * step + 60_000),
            broadcasterId: b.id,
            campaignId: this.campaign.id,
            componentId: this.graphic.id,
            componentVersionId: this.graphic.versionIds[this.graphic.versionIds.length - 1],
            durationSeconds: 30,
            viewers: viewers[i],
            impressions: Math.floor((viewers[i] * 30) / Math.max(this.campaign.secondsPerImpression, 1)),
          });
        }
        if (this.video && count > 4 && r.chance(0.4)) {
          day.plays.push({
            time: new Date(start + 4 * step + 30_000),
            broadcasterId: b.id,
            campaignId: this.campaign.id,
            componentId: this.video.id,
            triggeredBy: null,
            viewers: viewers[4],
            impressions: Math.floor((viewers[4] * 30) / Math.max(this.campaign.secondsPerImpression, 1)),
          });
        }
      }
      const between = Math.floor(clicks * (1 - ON_STREAM) * (0.5 + r.next()) + r.next());
      for (let i = 0; i < between; i += 1) this.click(day, r, audience, b, r.weighted(this.offStream), dayStart + r.next() * DAY_MS);
    }
    return day;
  }

  private click(day: Day, r: Random, audience: Audience, b: LargeBroadcaster, component: SeededComponent, time: number): void {
    const link = this.ctx.trackingLinks.get(`${b.id}:${component.id}`);
    if (!link) return;
    const visitor = audience.visitor();
    const bot = r.chance(0.03);
    day.clicks.push({
      time: new Date(time),
      broadcasterId: b.id,
      campaignId: this.campaign.id,
      componentId: component.id,
      componentType: component.type,
      trackingLinkId: link.id,
      link: link.target,
      ipAddr: visitor.ip,
      country: visitor.country,
      userAgent: bot ? BOT_AGENT : visitor.agent,
      isBot: bot,
    });
    if (!bot && r.chance(0.06)) {
      day.conversions.push({
        time: new Date(time + r.int(3, 90) * 60_000),
        trackingLinkId: link.id,
        source: link.key,
        broadcasterId: b.id,
        campaignId: this.campaign.id,
        componentId: component.id,
        componentType: component.type,
        ipAddr: visitor.ip,
        country: visitor.country,
      });
    }
  }
}

/** Milliseconds spent in each recorder, printed with the progress. */
const spent: Record<string, number> = {};

async function inBatches<T>(name: string, rows: readonly T[], record: (batch: readonly T[]) => Promise<unknown>): Promise<void> {
  const started = Date.now();
  for (let start = 0; start < rows.length; start += BATCH) await record(rows.slice(start, start + BATCH));
  spent[name] = (spent[name] ?? 0) + Date.now() - started;
}

/** Writes a day through the live recorders, which move the rollups batch by batch. */
async function recordDay(tx: Queryable, day: Day): Promise<void> {
  await inBatches('samples', day.samples, (batch) => recordViewershipSamples(tx, batch));
  await inBatches('clicks', day.clicks, (batch) => recordClicks(tx, batch));
  await inBatches('conversions', day.conversions, (batch) => recordConversions(tx, batch));
  await inBatches('displays', day.displays, (batch) => recordDisplays(tx, batch));
  await inBatches('plays', day.plays, (batch) => recordVideoPlays(tx, batch));
}

/** Stores a day's raw rows only (the bulk import); the rollups are rebuilt once at the end. */
async function importDay(tx: Queryable, day: Day): Promise<void> {
  await inBatches('samples', day.samples, (samples) => importEvents(tx, { samples }));
  await inBatches('clicks', day.clicks, (clicks) => importEvents(tx, { clicks }));
  await inBatches('conversions', day.conversions, (conversions) => importEvents(tx, { conversions }));
  await inBatches('displays', day.displays, (displays) => importEvents(tx, { displays }));
  await inBatches('plays', day.plays, (plays) => importEvents(tx, { plays }));
}

/**
 * `options.days` whole UTC days of traffic up to yesterday, one transaction per day: by default the
 * raw rows through the bulk import and then one rebuild of every rollup from them (the product's
 * `npm run rollups:rebuild` path, decision 620); with `throughRecorders`, every row through the
 * API's live recorders (which keep the rollups current in the same statement). Prints progress and
 * the write rate every `reportEvery` days.
 */
export async function insertLargeTraffic(
  db: Db,
  ctx: SeedContext,
  campaign: SeededCampaign,
  broadcasters: readonly LargeBroadcaster[],
  options: LargeOptions,
  reportEvery = 10,
): Promise<Totals> {
  const generator = new DayGenerator(ctx, campaign, broadcasters, options);
  const totals: Totals = { samples: 0, clicks: 0, conversions: 0, displays: 0, plays: 0 };
  const started = Date.now();
  for (let d = 0; d < options.days; d += 1) {
    const dayStart = ctx.at(d - options.days).getTime();
    const day = generator.generate(dayStart, d);
    // Late streams and conversions run past midnight; nothing is written in the future.
    const past = (e: { time: Date }) => e.time.getTime() < ctx.now.getTime();
    day.samples = day.samples.filter(past);
    day.clicks = day.clicks.filter(past);
    day.conversions = day.conversions.filter(past);
    day.displays = day.displays.filter(past);
    await db.transaction((tx) => (options.throughRecorders ? recordDay(tx, day) : importDay(tx, day)));
    totals.samples += day.samples.length;
    totals.clicks += day.clicks.length;
    totals.conversions += day.conversions.length;
    totals.displays += day.displays.length;
    totals.plays += day.plays.length;
    if ((d + 1) % reportEvery === 0 || d + 1 === options.days) {
      const seconds = (Date.now() - started) / 1000;
      const rate = rowsOf(totals) / Math.max(seconds, 0.001);
      const left = ((options.days - d - 1) * seconds) / (d + 1);
      console.log(
        `seed:large: day ${d + 1}/${options.days}  clicks ${totals.clicks.toLocaleString('en-US')}  samples ${totals.samples.toLocaleString('en-US')}  ` +
          `${Math.round(rate).toLocaleString('en-US')} rows/s  ${seconds.toFixed(0)} s elapsed, ~${left.toFixed(0)} s left  ` +
          `(s in ${Object.entries(spent)
            .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)}`)
            .join(', ')})`,
      );
    }
  }
  if (!options.throughRecorders) {
    const rebuilding = Date.now();
    const tables = await rebuildRollups(db);
    console.log(
      `seed:large: rollups rebuilt from the raw rows in ${((Date.now() - rebuilding) / 1000).toFixed(0)} s ` +
        `(${Object.entries(tables)
          .map(([table, rows]) => `${table} ${rows.toLocaleString('en-US')}`)
          .join(', ')})`,
    );
  }
  // Planner statistics for the new rows now, rather than whenever autovacuum gets to them: without
  // them the first reads (keyset pages of the raw export above all) plan for empty tables. And the
  // visibility map: until a vacuum marks the new pages all-visible, index-only scans of the rollups
  // visit every row's page (the channels read at full size: 149 / 221 ms before it, 39 / 68 ms after; docs/capacity.md).
  const analysing = Date.now();
  await db.query('VACUUM (ANALYZE)');
  console.log(`seed:large: vacuumed, statistics gathered in ${((Date.now() - analysing) / 1000).toFixed(0)} s`);
  return totals;
}
