import { ensureEventPartitions, migrate, openDb } from '../api.ts';
import { DAY_MS, HOUR_MS, type SeedContext, type TeamKey } from '../context.ts';
import { Random } from '../random.ts';
import { seedDemo } from '../seed-demo.ts';
import { describeOptions, parseLargeOptions } from './options.ts';
import { insertLargeCampaign, LARGE_CAMPAIGN_SLUG } from './setup.ts';
import { insertLargeTraffic } from './traffic.ts';

/**
 * `npm run seed:large [-- --clicks N --broadcasters N --days N]`: the demo data (when missing)
 * plus one campaign with 1,000 broadcasters and a year of traffic (issue 9 "Scale"), written
 * through the API's recorders into the database the API would use: PostgreSQL at DATABASE_URL,
 * else the embedded one under DATA_DIR (default ./data). Does nothing when the campaign exists.
 */
async function main(): Promise<void> {
  const options = parseLargeOptions(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`seed:large: applied migrations ${applied.join(', ')}`);
    const now = new Date();
    if (await seedDemo(db, { now })) console.log('seed:large: demo data written');
    if ((await db.query('SELECT 1 FROM campaigns WHERE slug = $1', [LARGE_CAMPAIGN_SLUG])).length) {
      console.log(`seed:large: campaign ${LARGE_CAMPAIGN_SLUG} already exists; nothing to do`);
      return;
    }
    console.log(`seed:large: ${describeOptions(options)} into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`}`);
    const started = Date.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const ctx: SeedContext = {
      tx: db,
      now,
      random: new Random(90_2026),
      at: (days, hours = 0) => new Date(midnight + days * DAY_MS + hours * HOUR_MS),
      users: new Map(),
      teams: new Map(),
      squads: new Map(),
      campaigns: new Map(),
      components: [],
      trackingLinks: new Map(),
    };
    const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = 'admin@example.com'");
    const [team] = await db.query<{ id: number }>("SELECT id FROM teams WHERE name = 'Nebula Esports'");
    if (!admin || !team) throw new Error('seed:large: the demo admin or the Nebula Esports team is missing');
    ctx.users.set('admin@example.com', admin.id);
    ctx.teams.set('nebula' satisfies TeamKey, team.id);
    const broadcasters = await db.transaction(async (tx) => insertLargeCampaign({ ...ctx, tx }, options));
    const campaign = ctx.campaigns.get(LARGE_CAMPAIGN_SLUG);
    if (!campaign) throw new Error('seed:large: the campaign was not created');
    console.log(
      `seed:large: campaign ${LARGE_CAMPAIGN_SLUG} with ${broadcasters.length} broadcasters in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Every month of the traffic gets its event partitions first, so rows land in them directly (decision 623).
    const partitions = await ensureEventPartitions(db, ctx.at(-options.days), new Date(now.getTime() + 62 * 86_400_000));
    console.log(`seed:large: ${partitions} monthly event partitions ready`);
    const totals = await insertLargeTraffic(db, ctx, campaign, broadcasters, options);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `seed:large: done in ${seconds.toFixed(0)} s: ${totals.clicks.toLocaleString('en-US')} clicks, ${totals.samples.toLocaleString('en-US')} viewership samples, ` +
        `${totals.conversions.toLocaleString('en-US')} conversions, ${totals.displays.toLocaleString('en-US')} displays, ${totals.plays.toLocaleString('en-US')} video plays`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
