/** What other modules use of components: they import it from here, not from its files (apps/api/README.md). */
export { componentTypeNames } from './repositories/components-repository.ts';
export { type EligibleLiveGraphic, eligibleLiveGraphicsOf, liveGraphicsShowableAt } from './repositories/live-graphics-repository.ts';
export { canvasSize, DEFAULT_ROTATION_NAME } from './rotations-service.ts';
export { WIDGET_FILE } from './widget-unpack.ts';
