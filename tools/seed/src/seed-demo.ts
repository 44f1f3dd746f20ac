import type { Db, Queryable } from './api.ts';
import { demoPasswordHashes, insertBroadcasters, insertManagers } from './accounts.ts';
import { insertActions, insertCampaignEvents, reconcileActions } from './activity.ts';
import { insertActivityLog } from './activity-log.ts';
import { insertCompliance, insertFinalCompliance, insertModStatuses } from './compliance.ts';
import { insertCampaigns } from './campaigns.ts';
import { insertComponents, insertLabels } from './components.ts';
import { DAY_MS, HOUR_MS, type SeedContext, type TeamKey } from './context.ts';
import {
  insertChatbotState,
  insertFeatures,
  insertInviteLinks,
  insertReports,
  insertRotations,
  insertTrackingLinks,
} from './participation.ts';
import { DEMO_ADMIN_EMAIL, demoBroadcasters } from './people.ts';
import { Random } from './random.ts';
import { insertMemberships, insertTeams } from './teams.ts';
import { insertTraffic } from './traffic.ts';
import { insertTrafficAnomaly } from './traffic-anomaly.ts';
import { insertPayouts } from './payouts.ts';

export interface SeedOptions {
  /** The moment the demo is built around: campaigns start and end relative to its UTC day. */
  now?: Date;
}

async function demoAdminExists(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_type = 2', [DEMO_ADMIN_EMAIL]);
  return rows.length > 0;
}

/** Any number, so two seeders never interleave (the migration lock is 72616). */
const SEED_LOCK = 72617;

/**
 * Seeds the demo dataset (tools/seed/README.md) in one transaction and answers true. Idempotent:
 * answers false and writes nothing when the demo admin exists. Pseudo-random but deterministic: the same `now` gives the same data.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  // Checked again under the lock below; this early look only skips the slow password hashing.
  if (await demoAdminExists(db)) return false;
  const hashes = await demoPasswordHashes();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await demoAdminExists(tx)) return false;
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const ctx: SeedContext = {
      tx,
      now,
      random: new Random(20240601),
      at: (days, hours = 0) => new Date(midnight + days * DAY_MS + hours * HOUR_MS),
      users: new Map(),
      teams: new Map(),
      squads: new Map(),
      campaigns: new Map(),
      components: [],
      trackingLinks: new Map(),
    };
    await insertTeams(ctx);
    await insertManagers(ctx, hashes);
    await insertBroadcasters(ctx);
    const currentTeams = demoBroadcasters.flatMap((b): Array<[string, TeamKey]> => (b.currentTeam ? [[b.username, b.currentTeam]] : []));
    await insertMemberships(ctx, currentTeams);
    await insertCampaigns(ctx);
    await insertComponents(ctx);
    await insertLabels(ctx);
    await insertInviteLinks(ctx);
    await insertTrackingLinks(ctx);
    await insertFeatures(ctx);
    await insertRotations(ctx);
    await insertChatbotState(ctx);
    await insertReports(ctx);
    await insertCampaignEvents(ctx);
    await insertActivityLog(ctx);
    await insertActions(ctx);
    await reconcileActions(ctx);
    await insertModStatuses(ctx);
    await insertCompliance(ctx);
    await insertFinalCompliance(ctx);
    await insertTraffic(ctx);
    await insertTrafficAnomaly(ctx);
    await insertPayouts(ctx);
    return true;
  });
}
