/** What other modules use of overlay: they import it from here, not from its files (apps/api/README.md). */
export { followDailyCapChange } from './overlay-media/daily-cap-follow.ts';
export { withinImpressionCapsSql } from './repositories/overlay-media-repository.ts';
