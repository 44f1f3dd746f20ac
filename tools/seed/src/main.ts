import { migrate, openDb } from './api.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `tsx tools/seed/src/main.ts`: migrates and seeds the database the API would use, PostgreSQL at
 * DATABASE_URL or else the embedded one under DATA_DIR (default ./data, as the API).
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`seed: applied migrations ${applied.join(', ')}`);
    const started = Date.now();
    const seeded = await seedDemo(db, { now: new Date() });
    console.log(
      seeded
        ? `seed: demo data written in ${((Date.now() - started) / 1000).toFixed(1)} s; sign in as admin@example.com / advocate-demo`
        : 'seed: the demo admin already exists; nothing to do',
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
