/** What other modules use of events: they import it from here, not from its files (apps/api/README.md). */
export { recordDisplays, recordVideoPlays } from './repositories/event-recording-repository.ts';
export { recordViewershipSamples, type ViewershipSample } from './repositories/viewership-recording-repository.ts';
