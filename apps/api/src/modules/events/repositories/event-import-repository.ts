import type { Queryable } from '../../../db/db.ts';
import type { ClickEvent, ConversionEvent, DisplayEvent, VideoPlayEvent } from './event-recording-repository.ts';
import {
  clickRows,
  conversionRows,
  displayRows,
  INSERT_CLICKS,
  INSERT_CONVERSIONS,
  INSERT_DISPLAYS,
  INSERT_VIDEO_PLAYS,
  INSERT_VIEWERSHIP_SAMPLES,
  videoPlayRows,
  viewershipRows,
} from './event-insert-sql.ts';
import type { ViewershipSample } from './viewership-recording-repository.ts';

/**
 * Bulk import of past events (decision 620): the raw rows exactly as the live recorders store them
 * (the same inserts, event-insert-sql.ts) but without moving the rollups or the unique clicks, which
 * the caller then recomputes for everything at once with `rebuildRollups` — the set-based path of
 * `npm run rollups:rebuild`. Only for loading history (the large seed); live events always go
 * through the recorders, which keep the rollups current as they arrive.
 */
export interface EventBatch {
  clicks?: readonly ClickEvent[];
  conversions?: readonly ConversionEvent[];
  displays?: readonly DisplayEvent[];
  plays?: readonly VideoPlayEvent[];
  samples?: readonly ViewershipSample[];
}

/** Stores every event of the batch, one statement per table; answers the rows stored. */
export async function importEvents(q: Queryable, batch: EventBatch): Promise<number> {
  const tables: Array<[string, object[]]> = [
    [INSERT_CLICKS, clickRows(batch.clicks ?? [])],
    [INSERT_CONVERSIONS, conversionRows(batch.conversions ?? [])],
    [INSERT_DISPLAYS, displayRows(batch.displays ?? [])],
    [INSERT_VIDEO_PLAYS, videoPlayRows(batch.plays ?? [])],
    [INSERT_VIEWERSHIP_SAMPLES, viewershipRows(batch.samples ?? [])],
  ];
  let stored = 0;
  for (const [insert, rows] of tables) {
    if (rows.length === 0) continue;
    await q.query(insert, [JSON.stringify(rows)]);
    stored += rows.length;
  }
  return stored;
}
