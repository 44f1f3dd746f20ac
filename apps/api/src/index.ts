export { buildApp } from './app.ts';
export type { AppDeps } from './context/app-context.ts';
export { loadConfig, type Config } from './config.ts';
export type { Db, Queryable } from './db/db.ts';
export { openDb } from './db/open-db.ts';
export { openPgliteDb } from './db/pglite-db.ts';
export { migrate } from './db/migrate.ts';
export { createMailer, type Mailer, type Mail } from './mail/mailer.ts';
export { hashPassword } from './modules/auth/passwords.ts';
export { insertUser } from './modules/shared/repositories/users-repository.ts';
export { syncCampaignActions } from './modules/broadcaster-actions/broadcaster-actions-sync.ts';
export { startApi } from './main.ts';
export { startPlatform, type RunningApi, type StartOptions } from './platform/start.ts';
export { startJobs, type RunningJobs } from './platform/jobs/jobs-service.ts';
export {
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
  type ClickEvent,
  type ConversionEvent,
  type DisplayEvent,
  type VideoPlayEvent,
} from './modules/events/repositories/event-recording-repository.ts';
export { recordViewershipSamples, type ViewershipSample } from './modules/events/repositories/viewership-recording-repository.ts';
export { rebuildRollups } from './modules/events/rollups/rebuild-rollups.ts';
export { importEvents, type EventBatch } from './modules/events/repositories/event-import-repository.ts';
export { ensureEventPartitions, monthsAround } from './modules/events/event-partitions.ts';
export { detectTrafficFlags } from './modules/traffic-quality/index.ts';
export { closePayoutMonths } from './modules/payouts/index.ts';
