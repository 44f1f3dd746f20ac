// The seed writes through the API's own migrations, user insert and password hashing, so the demo
// rows are exactly what the API writes. Nx forbids importing an app unless eslint.config.mjs
// allows it for tools only, and this is the one place the seed does.
export {
  buildApp,
  hashPassword,
  insertUser,
  loadConfig,
  migrate,
  openDb,
  openPgliteDb,
  startJobs,
  syncCampaignActions,
  type Db,
  type Queryable,
} from '@advocate/api';
export {
  recordClicks,
  recordConversions,
  recordDisplays,
  recordVideoPlays,
  type ClickEvent,
  type ConversionEvent,
  type DisplayEvent,
  type VideoPlayEvent,
} from '@advocate/api';
export { recordViewershipSamples, type ViewershipSample } from '@advocate/api';
export { ensureEventPartitions, importEvents, rebuildRollups, type EventBatch } from '@advocate/api';
export { closePayoutMonths, detectTrafficFlags } from '@advocate/api';
