import type { Db } from '../../../db/db.ts';
import { campaignIdsBySlug } from '../../campaigns/index.ts';
import { lockEventTables, rebuildRollupTables, type RebuiltTables } from '../repositories/rollup-rebuild-repository.ts';

/** A campaign slug the rebuild was asked for that names no campaign. */
export class UnknownCampaignError extends Error {
  constructor(readonly slug: string) {
    super(`rollups: no campaign with the slug "${slug}"`);
  }
}

/**
 * `npm run rollups:rebuild [--campaign <slug>]` (decision 582): recomputes every rollup, or those
 * of one campaign, from the raw events in ONE transaction, with event writers held off meanwhile;
 * readers keep seeing the old rows until it commits. Answers the row count of each table.
 */
export async function rebuildRollups(db: Db, options: { campaignSlug?: string } = {}): Promise<RebuiltTables> {
  let campaignId: number | null = null;
  if (options.campaignSlug !== undefined) {
    const found = (await campaignIdsBySlug(db, [options.campaignSlug])).get(options.campaignSlug);
    if (found === undefined) throw new UnknownCampaignError(options.campaignSlug);
    campaignId = found;
  }
  return db.transaction(async (tx) => {
    await lockEventTables(tx);
    return rebuildRollupTables(tx, campaignId);
  });
}
