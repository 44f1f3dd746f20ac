/** What other modules use of traffic-quality: they import it from here, not from its files (apps/api/README.md). */
export { detectTrafficFlags, detectTrafficFlagsJob, TRAFFIC_DETECTION_CRON, TRAFFIC_DETECTION_JOB } from './detect-traffic-flags.ts';
export { payableClicks, payableClicksByBroadcaster } from './repositories/payable-clicks-repository.ts';
export { campaignTrafficQuality } from './traffic-quality-service.ts';
export type { TrafficQualityAnswer } from './schemas/traffic-quality-answer.ts';
